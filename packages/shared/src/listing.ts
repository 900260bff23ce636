/**
 * The listing wizard's choices, limits and texts: the wizard
 * checks them on each step and the API's DTO checks them again with the same words.
 */
import type { PropertyType } from './constants.js';
import { addMonths, isCalendarDate } from './dates.js';
import { formatDay } from './format.js';

/** The wizard's four steps, in order. */
export const LISTING_WIZARD_STEPS = [
  'Basic Information',
  'Location',
  'Pricing & Amenities',
  'Photos & Review',
] as const;

/** Bedroom and bathroom choices: 1 to 5, where 5 means 5 or more. */
export const WIZARD_ROOM_OPTIONS = [
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3' },
  { value: 4, label: '4' },
  { value: 5, label: '5+' },
] as const;

/** The property types as the wizard's radio cards show them. */
export const PROPERTY_TYPE_OPTIONS: readonly {
  value: PropertyType;
  label: string;
  description: string;
}[] = [
  { value: 'apartment', label: 'Apartment', description: 'A unit in a block or estate' },
  { value: 'flat', label: 'Flat', description: 'Self-contained, one floor' },
  { value: 'studio', label: 'Studio', description: 'One open room with kitchen and bath' },
  { value: 'house', label: 'House', description: 'A detached or semi-detached home' },
  { value: 'duplex', label: 'Duplex', description: 'Two floors, one family' },
  { value: 'bungalow', label: 'Bungalow', description: 'One storey, its own compound' },
  { value: 'terrace', label: 'Terrace', description: 'A home in a terraced row' },
  { value: 'penthouse', label: 'Penthouse', description: 'Top floor of a block' },
  { value: 'villa', label: 'Villa', description: 'A large home with grounds' },
];

export const LISTING_LIMITS = {
  title: 150,
  description: 5000,
  address: 200,
  serviceChargeCovers: 300,
  /** Square metres. */
  area: 100_000,
  /** Photos on one listing. */
  photos: 20,
  /** Months ahead a landlord may say the home becomes available (West Africa Time). */
  availableFromMonths: 12,
} as const;

/** A ZIP (postal) code: six digits. */
export const POSTAL_CODE_PATTERN = /^\d{6}$/;
/** A video tour: any http(s) link (YouTube, Google Drive or any video page). */
export const VIDEO_URL_PATTERN = /^https?:\/\/[^\s]+$/;

/**
 * A panorama for the 360° view is an equirectangular photo: twice as wide as tall, within this
 * tolerance (phones' panoramas are seldom exact).
 */
export const PANORAMA_ASPECT = { ratio: 2, tolerance: 0.05 } as const;

export function isPanoramaShape(width: number, height: number): boolean {
  if (width <= 0 || height <= 0) return false;
  return (
    Math.abs(width / height - PANORAMA_ASPECT.ratio) <=
    PANORAMA_ASPECT.ratio * PANORAMA_ASPECT.tolerance
  );
}

export const LISTING_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  propertyTypeRequired: 'Property type is required',
  areaRequired: 'Size is required',
  bedroomsRequired: 'Number of bedrooms is required',
  bathroomsRequired: 'Number of bathrooms is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  postalCodeInvalid: 'ZIP code must be 6 digits',
  priceRequired: 'Monthly rent is required',
  pricePositive: 'Monthly rent must be greater than 0',
  depositRequired: 'Caution deposit is required',
  depositNegative: 'Caution deposit cannot be negative',
  agencyFeeRequired: 'Enter the agency fee, or choose No agency fee',
  videoTourInvalid: 'Video tour must be a link (http or https)',
  panoramaShape: 'A panorama must be twice as wide as it is tall (2:1)',
  availableFromInvalid: 'Available from must be a date written YYYY-MM-DD',
  availableFromPast: 'Available from cannot be in the past',
  availableFromTooFar: `Available from must be at most ${LISTING_LIMITS.availableFromMonths} months ahead`,
  tooManyPhotos: `At most ${LISTING_LIMITS.photos} photos`,
  photoType: 'Invalid file type. Only JPG, PNG or WebP photos allowed.',
  photoTooLarge: 'File too large. Max 5MB allowed.',
  uploadsInProgress: 'Please wait for all photos to finish uploading before submitting.',
  loginRequired: 'You must be logged in to list a property',
  landlordsOnly: 'Listing a property is for landlord accounts.',
  fixErrors: 'Please fix the following errors:',
  uploadFailed: 'Failed to upload images',
  submitFailed: 'Failed to submit property listing',
  listed:
    'Property listed successfully! It will be reviewed by our team and approved within 24-48 hours.',
  updated: 'Property updated successfully!',
} as const;

/** What each field of a listing is called on screen (the wizard, pending changes, errors). */
export const LISTING_FIELD_LABELS = {
  title: 'Title',
  description: 'Description',
  propertyType: 'Property type',
  area: 'Size',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  address: 'Address',
  city: 'City',
  state: 'State',
  postalCode: 'ZIP code',
  latitude: 'Map pin',
  longitude: 'Map pin',
  price: 'Monthly rent',
  rentAdvanceMonths: 'Rent in advance',
  acceptsMonthlyRent: 'Monthly rent after the first payment',
  securityDeposit: 'Caution deposit',
  serviceCharge: 'Service charge',
  serviceChargeCovers: 'What the service charge covers',
  agencyFee: 'Agency fee',
  legalFee: 'Legal / agreement fee',
  amenities: 'Amenities',
  powerSupply: 'Power supply',
  waterSupply: 'Water supply',
  availableFrom: 'Available from',
  images: 'Photos',
  videoTourUrl: 'Video tour',
  panoramaUrl: '360° panorama',
} as const;
export type ListingField = keyof typeof LISTING_FIELD_LABELS;

/**
 * What is wrong with `date` as the "available from" a landlord sets on `today` (YYYY-MM-DD,
 * WAT): not a date, in the past, or too far ahead; null when fine. None means available now.
 */
export function availableFromProblem(date: unknown, today: string): string | null {
  if (typeof date !== 'string' || !isCalendarDate(date))
    return LISTING_MESSAGES.availableFromInvalid;
  if (date < today) return LISTING_MESSAGES.availableFromPast;
  if (date > addMonths(today, LISTING_LIMITS.availableFromMonths)) {
    return LISTING_MESSAGES.availableFromTooFar;
  }
  return null;
}

/** "Available now", or "Available from 1 Jan 2027" while that day is ahead of `today`. */
export function availabilityLabel(availableFrom: string | null, today: string): string {
  return availableFrom && availableFrom > today
    ? `Available from ${formatDay(availableFrom)}`
    : 'Available now';
}

/**
 * How soon staff review a new listing or a change to one: the one promise every screen and
 * email makes.
 */
export const LISTING_REVIEW_TIME = 'usually within 24-48 hours';
// ---- the landlord's own listings (/property-management) ---------------------------------

/** The filters of GET /api/landlord/properties: a review state or a listing status. */
export const LANDLORD_LISTING_FILTERS = [
  'all',
  'pending',
  'approved',
  'rejected',
  'available',
  'under_contract',
  'rented',
  'inactive',
] as const;
export type LandlordListingFilter = (typeof LANDLORD_LISTING_FILTERS)[number];
/** The orders of GET /api/landlord/properties, the first the default. */
export const LANDLORD_LISTING_SORTS = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  price_desc: 'Rent: high to low',
  price_asc: 'Rent: low to high',
  views: 'Most viewed',
  title: 'Title A–Z',
} as const;
export type LandlordListingSort = keyof typeof LANDLORD_LISTING_SORTS;
/** Listings per page of GET /api/landlord/properties: the default and the most asked. */
export const LANDLORD_LISTINGS_PAGE = { default: 100, max: 100 } as const;
