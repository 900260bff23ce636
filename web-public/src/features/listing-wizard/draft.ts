/**
 * The wizard's form state (a draft of a listing), how it is made from a stored listing, and the
 * request body it becomes. Kept as plain data so the server keeps it as a draft.
 */
import {
  isPhotoReorder,
  lagosToday,
  MATERIAL_LISTING_FIELDS,
  WIZARD_CITIES,
  type Amenity,
  type ListingFees,
  type ListingField,
  type PowerSupply,
  type PropertyDto,
  type PropertyImage,
  type PropertyType,
  type WaterSupply,
} from '@rentnaija/shared';
import type { components } from '../../api/schema';
import type { StepFormDraft } from '../../components/step-form';

export type ListingRequest = components['schemas']['CreatePropertyDto'];
type City = ListingRequest['city'];
type ListingImage = components['schemas']['PropertyImageInputDto'];
type State = ListingRequest['state'];

/**
 * A stored photo of the draft: uploaded from the device ('file'), fetched from a link ('url'),
 * or already on the listing being edited ('saved').
 */
export interface DraftPhoto {
  image: Omit<PropertyImage, 'alt'> & { alt?: string };
  source: 'file' | 'url' | 'saved';
  /** The file name or the link, shown with the thumbnail. */
  name: string;
}

export interface ListingDraft {
  title: string;
  description: string;
  propertyType: PropertyType | null;
  area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  /** The map pin (degrees), placed from the address and dragged by the landlord; null: none. */
  latitude?: number | null;
  longitude?: number | null;
  price: number | null;
  rentAdvanceMonths: number;
  /** The landlord accepts monthly rent after the first payment. */
  acceptsMonthlyRent: boolean;
  securityDeposit: number | null;
  /** The deposit follows the rent (one month's rent) until the landlord types their own. */
  depositFollowsRent: boolean;
  serviceCharge: number | null;
  serviceChargeCovers: string;
  /** false: 'No agency fee' (the landlord lets directly). */
  chargesAgencyFee: boolean;
  agencyFee: number | null;
  legalFee: number | null;
  amenities: Amenity[];
  powerSupply: PowerSupply[];
  waterSupply: WaterSupply | null;
  /** YYYY-MM-DD (West Africa Time), or '' for available now. */
  availableFrom: string;
  photos: DraftPhoto[];
  videoTourUrl: string;
  panoramaUrl: string | null;
}

export const emptyDraft = (): ListingDraft => ({
  title: '',
  description: '',
  propertyType: null,
  area: null,
  bedrooms: null,
  bathrooms: null,
  address: '',
  city: '',
  state: '',
  postalCode: '',
  latitude: null,
  longitude: null,
  price: null,
  rentAdvanceMonths: 1,
  acceptsMonthlyRent: false,
  securityDeposit: null,
  depositFollowsRent: true,
  serviceCharge: null,
  serviceChargeCovers: '',
  chargesAgencyFee: false,
  agencyFee: null,
  legalFee: null,
  amenities: [],
  powerSupply: [],
  waterSupply: null,
  availableFrom: '',
  photos: [],
  videoTourUrl: '',
  panoramaUrl: null,
});

/** What is kept on the server: the wizard resumes on any device, where it was left. */
interface Saved {
  version: 1;
  /** The step, from 1. */
  step: number;
  draft: ListingDraft;
  /** For an edit: the listing's `updatedAt` the draft started from (stale drafts are dropped). */
  base?: string;
}

/** How the wizard keeps its draft and step: one for a new listing, one per listing edited. */
export function storedDraft(
  property: PropertyDto | null,
): Pick<StepFormDraft<ListingDraft>, 'read' | 'write'> {
  const base = property?.updatedAt;
  return {
    read(stored) {
      const saved = stored as Partial<Saved> | null;
      if (saved?.version !== 1 || saved.base !== base || !saved.draft) return null;
      return { values: saved.draft, step: (saved.step ?? 1) - 1 };
    },
    write: (draft, step): Saved => ({ version: 1, step: step + 1, draft, base }),
  };
}

/** The state a wizard city sits in ('' for none). */
export const stateOfCity = (city: string): string =>
  WIZARD_CITIES.find((c) => c.city === city)?.state ?? '';

/**
 * A stored listing as a draft. With `pending` (the default), the changes waiting for review are
 * laid over the approved version: the landlord goes on from what they proposed.
 */
export function draftFromProperty(p: PropertyDto, { pending = true } = {}): ListingDraft {
  const v = { ...p, ...(pending ? (p.pendingChanges ?? {}) : {}) };
  return {
    title: v.title,
    description: v.description,
    propertyType: v.propertyType,
    area: v.area,
    bedrooms: v.bedrooms,
    bathrooms: v.bathrooms,
    address: v.address,
    city: v.city,
    state: v.state,
    postalCode: v.postalCode ?? '',
    latitude: p.latitude,
    longitude: p.longitude,
    price: v.price,
    rentAdvanceMonths: v.rentAdvanceMonths,
    acceptsMonthlyRent: v.acceptsMonthlyRent ?? false,
    securityDeposit: v.securityDeposit,
    depositFollowsRent: false,
    serviceCharge: v.serviceCharge,
    serviceChargeCovers: v.serviceChargeCovers ?? '',
    chargesAgencyFee: v.agencyFee > 0,
    agencyFee: v.agencyFee > 0 ? v.agencyFee : null,
    legalFee: v.legalFee,
    amenities: v.amenities as Amenity[],
    powerSupply: v.powerSupply,
    waterSupply: v.waterSupply,
    // A day already come means available now (and is no longer a day the landlord may set).
    availableFrom: v.availableFrom && v.availableFrom > lagosToday() ? v.availableFrom : '',
    photos: v.images.map((image) => ({ image, source: 'saved' as const, name: image.alt })),
    videoTourUrl: v.videoTourUrl ?? '',
    panoramaUrl: v.panoramaUrl,
  };
}

/** The money as moveInCost() and the tenancy rules read it (blank fields count as 0). */
export function draftFees(d: ListingDraft): ListingFees {
  return {
    price: d.price ?? 0,
    rentAdvanceMonths: d.rentAdvanceMonths,
    securityDeposit: d.securityDeposit ?? 0,
    serviceCharge: d.serviceCharge ?? 0,
    agencyFee: d.chargesAgencyFee ? (d.agencyFee ?? 0) : 0,
    legalFee: d.legalFee ?? 0,
  };
}

const orNull = (text: string) => text.trim() || null;

/** The body of POST /api/properties (call once the steps are valid). */
export function toListingRequest(d: ListingDraft): ListingRequest {
  const fees = draftFees(d);
  return {
    title: d.title.trim(),
    description: d.description.trim(),
    propertyType: d.propertyType as PropertyType,
    area: d.area ?? 0,
    bedrooms: d.bedrooms ?? 0,
    bathrooms: d.bathrooms ?? 0,
    address: d.address.trim(),
    city: d.city as City,
    state: d.state as State,
    postalCode: orNull(d.postalCode),
    // A draft kept before pins existed leaves the stored pin as it is.
    ...(d.latitude === undefined ? {} : { latitude: d.latitude, longitude: d.longitude ?? null }),
    ...fees,
    acceptsMonthlyRent: d.acceptsMonthlyRent,
    serviceChargeCovers: fees.serviceCharge > 0 ? orNull(d.serviceChargeCovers) : null,
    amenities: d.amenities,
    powerSupply: d.powerSupply,
    waterSupply: d.waterSupply,
    availableFrom: orNull(d.availableFrom),
    images: d.photos.map((p): ListingImage => ({ ...p.image })),
    videoTourUrl: orNull(d.videoTourUrl),
    panoramaUrl: d.panoramaUrl,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface ListingEdit {
  /** The PATCH body: only the fields that differ from what is stored (with pending changes). */
  patch: Partial<ListingRequest>;
  /** Fields that will wait for review after saving (an approved listing's material fields). */
  waitsForReview: ListingField[];
  /** Fields whose new value applies at once. */
  appliesNow: ListingField[];
}

const MATERIAL: readonly string[] = MATERIAL_LISTING_FIELDS;

/**
 * What saving the draft changes on a stored listing. On an approved listing, material fields
 * (docs/0005) that differ from the approved version wait for review, including those already
 * waiting; the rest applies at once. Unapproved listings change at once.
 */
export function listingEdit(property: PropertyDto, draft: ListingDraft): ListingEdit {
  const proposed = toListingRequest(draft);
  const stored = toListingRequest(draftFromProperty(property));
  const approved = toListingRequest(draftFromProperty(property, { pending: false }));
  const fields = Object.keys(proposed) as (keyof ListingRequest & ListingField)[];
  const patch: Partial<ListingRequest> = {};
  for (const field of fields) {
    if (!same(proposed[field], stored[field])) {
      (patch as Record<string, unknown>)[field] = proposed[field];
    }
  }
  const changed = Object.keys(patch) as ListingField[];
  if (property.moderationStatus !== 'approved') {
    return { patch, waitsForReview: [], appliesNow: changed };
  }
  // A new order or cover of the approved photos applies at once (the server does the same).
  const reordered = isPhotoReorder(property.images, proposed.images ?? []);
  const now = (f: ListingField) => !MATERIAL.includes(f) || (f === 'images' && reordered);
  return {
    patch,
    waitsForReview: fields.filter((f) => !now(f) && !same(proposed[f], approved[f])),
    appliesNow: changed.filter(now),
  };
}
