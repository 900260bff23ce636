/** Business constants shared by the API and both web clients. */

export const ROLES = ['tenant', 'landlord', 'admin', 'support'] as const;
export type Role = (typeof ROLES)[number];
/** Roles a visitor may choose when registering. */
export const SELF_SERVICE_ROLES = ['tenant', 'landlord'] as const satisfies readonly Role[];
export const STAFF_ROLES = ['admin', 'support'] as const satisfies readonly Role[];

export const PROPERTY_TYPES = [
  'apartment',
  'house',
  'studio',
  'penthouse',
  'villa',
  'flat',
  'duplex',
  'bungalow',
  'terrace',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_STATUSES = ['available', 'under_contract', 'rented', 'inactive'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
/** Statuses a landlord may set by hand. */
export const LANDLORD_SETTABLE_STATUSES = [
  'available',
  'rented',
  'inactive',
] as const satisfies readonly PropertyStatus[];

/**
 * Who may move a listing from one status to another. `landlord`: the listing's landlord, by
 * hand. `contract`: only the application and payment flows (a landlord cannot set or undo
 * `under_contract`). A pair missing from the table is refused; staying put is always allowed.
 */
export const LISTING_STATUS_TRANSITIONS: Record<
  PropertyStatus,
  Partial<Record<PropertyStatus, 'landlord' | 'contract'>>
> = {
  available: { inactive: 'landlord', rented: 'landlord', under_contract: 'contract' },
  inactive: { available: 'landlord', rented: 'landlord' },
  rented: { available: 'landlord', inactive: 'landlord' },
  under_contract: { available: 'contract', rented: 'contract' },
};

export const MODERATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/**
 * Fields whose change on an approved listing waits for review while the approved version stays
 * public. Other fields (money, amenities, power, water) and the status change at once.
 */
export const MATERIAL_LISTING_FIELDS = [
  'title',
  'description',
  'images',
  'panoramaUrl',
  'videoTourUrl',
  'address',
  'city',
  'state',
  'postalCode',
  'propertyType',
  'bedrooms',
  'bathrooms',
  'area',
] as const;
export type MaterialListingField = (typeof MATERIAL_LISTING_FIELDS)[number];

export const AMENITIES = [
  'WiFi',
  'Parking',
  'Security',
  'Gym',
  'Swimming Pool',
  'Air Conditioning',
  'Furnished',
  '24/7 Water',
  'Garden',
  'Servant Quarters',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const POWER_SUPPLY_OPTIONS = [
  'band A grid',
  'prepaid meter',
  'generator backup',
  'inverter/solar',
] as const;
export type PowerSupply = (typeof POWER_SUPPLY_OPTIONS)[number];

export const WATER_SUPPLY_OPTIONS = [
  'borehole',
  'public mains',
  'water treatment plant',
  'water tanker',
] as const;
export type WaterSupply = (typeof WATER_SUPPLY_OPTIONS)[number];

/** Cities served, with the query value used by links and the state they sit in. */
export const CITIES = [
  { name: 'Lagos', value: 'lagos', state: 'Lagos State' },
  { name: 'Abuja', value: 'abuja', state: 'FCT' },
  { name: 'Port Harcourt', value: 'portharcourt', state: 'Rivers State' },
  { name: 'Ibadan', value: 'ibadan', state: 'Oyo State' },
  { name: 'Kano', value: 'kano', state: 'Kano State' },
] as const;

/** City choices on the home search card (value sent as the `city` parameter). */
export const HOME_SEARCH_CITIES = ['lagos', 'abuja', 'port harcourt', 'ibadan', 'kano'] as const;

/** City select on the browse page. */
export const BROWSE_CITIES = [
  'Lagos',
  'Abuja',
  'Port Harcourt',
  'Kano',
  'Ibadan',
  'Enugu',
  'Kaduna',
  'Jos',
] as const;

/** Cities and states offered by the listing wizard. */
export const WIZARD_CITIES = [
  { city: 'Lagos', state: 'Lagos State' },
  { city: 'Abuja', state: 'FCT' },
  { city: 'Port Harcourt', state: 'Rivers State' },
  { city: 'Ibadan', state: 'Oyo State' },
  { city: 'Kano', state: 'Kano State' },
  { city: 'Kaduna', state: 'Kaduna State' },
  { city: 'Enugu', state: 'Enugu State' },
  { city: 'Calabar', state: 'Cross River State' },
] as const;
export const WIZARD_STATES = WIZARD_CITIES.map((c) => c.state);

export interface PricePreset {
  value: string;
  label: string;
  min: number;
  max?: number;
}
export const PRICE_PRESETS: readonly PricePreset[] = [
  { value: '0-200000', label: 'Under ₦200,000', min: 0, max: 200000 },
  { value: '200000-500000', label: '₦200,000 - ₦500,000', min: 200000, max: 500000 },
  { value: '500000-1000000', label: '₦500,000 - ₦1,000,000', min: 500000, max: 1000000 },
  { value: '1000000-2000000', label: '₦1,000,000 - ₦2,000,000', min: 1000000, max: 2000000 },
  { value: '2000000+', label: '₦2,000,000+', min: 2000000 },
];

/** The search refuses a minimum rent above the maximum; the browse form says so beside Max price. */
export const PRICE_RANGE_MESSAGE = 'Max price must be at least the min price';

export const BEDROOM_OPTIONS = ['1', '2', '3', '4', '5+'] as const;
export const BATHROOM_OPTIONS = ['1', '2', '3', '4+'] as const;

export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'bedrooms', label: 'Most Bedrooms' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];

export const PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;
export const FEATURED_COUNT = 6;

export const CONTACT_CATEGORIES = [
  { value: 'tenant-support', label: 'Tenant Support' },
  { value: 'landlord-support', label: 'Landlord Support' },
  { value: 'payment-issues', label: 'Payment Issues' },
  { value: 'technical-support', label: 'Technical Support' },
  { value: 'general-inquiry', label: 'General Inquiry' },
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]['value'];

export const RELATIONSHIP_OPTIONS = ['family', 'friend', 'colleague', 'employer', 'other'] as const;

/** Uploads. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** Virtual tour zoom. */
export const TOUR_ZOOM = { min: 0.5, max: 3, step: 0.2 } as const;

/** Delays the clients keep, in milliseconds. */
export const DELAYS = {
  afterRegisterRedirect: 3000,
  afterLoginRedirect: 500,
  scrollToTop: 100,
  logoutReload: 100,
  confirmRedirect: 2000,
  noTokenRedirect: 3000,
  authCheckTimeout: 3000,
  httpTimeout: 10000,
  contactSuccess: 3000,
  /** How long the payment provider's checkout script may take to load before the payment fails. */
  paymentScriptTimeout: 10000,
} as const;

export const TOAST_DURATIONS = { default: 4, success: 3, error: 5 } as const;

/** Session lifetimes, in seconds. */
export const SESSION_TTL = {
  accessToken: 15 * 60,
  remembered: 30 * 24 * 3600,
  notRemembered: 3600,
} as const;

export const NIN_LENGTH = 11;
export const TIME_ZONE = 'Africa/Lagos';
