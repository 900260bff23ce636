import {
  type ListingFreshness,
  maskContactDetails,
  approximateCoordinate,
  type PowerSupply,
  type PropertyCardDto,
  type PropertyDto,
  type PropertyImage,
  type PropertyStatus,
  type PropertyType,
} from '@rentnaija/shared';
import type { Property } from './entities/property.entity.js';

/** A row of the search's card columns (snake_case, straight from SQL). */
export interface CardRow {
  id: string;
  title: string;
  location: string;
  city: string;
  state: string;
  price: number;
  security_deposit: number;
  service_charge: number;
  agency_fee: number;
  bedrooms: number;
  bathrooms: number;
  area: number;
  property_type: string;
  status: string;
  power_supply: string[] | string;
  image: PropertyImage | null;
  verified_owner: boolean;
  confirmed_available_at: Date | string;
  staleness: number;
  created_at: Date | string;
  /** The public (rounded) location. */
  latitude: number | null;
  longitude: number | null;
}

const FRESHNESS: readonly ListingFreshness[] = ['fresh', 'stale', 'hidden'];
/** The stored `staleness` (0, 1, 2) as the API names it. */
export const freshnessOf = (staleness: number | string): ListingFreshness =>
  FRESHNESS[Number(staleness)] ?? 'fresh';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** Postgres text[] arrives parsed from pg; some drivers hand back the literal '{a,"b c"}'. */
function textArray(value: string[] | string | null | undefined): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === '{}') return [];
  return value
    .slice(1, -1)
    .match(/"((?:[^"\\]|\\.)*)"|[^,]+/g)!
    .map((s) => (s.startsWith('"') ? s.slice(1, -1).replace(/\\(.)/g, '$1') : s));
}

/** Public cards: contact details in a title are masked (payment stays on the platform). */
export function cardFromRow(r: CardRow): PropertyCardDto {
  return {
    id: r.id,
    title: maskContactDetails(r.title),
    location: r.location,
    city: r.city,
    state: r.state,
    price: Number(r.price),
    securityDeposit: Number(r.security_deposit),
    serviceCharge: Number(r.service_charge),
    agencyFee: Number(r.agency_fee),
    bedrooms: Number(r.bedrooms),
    bathrooms: Number(r.bathrooms),
    area: Number(r.area),
    propertyType: r.property_type as PropertyType,
    status: r.status as PropertyStatus,
    powerSupply: textArray(r.power_supply) as PowerSupply[],
    image: r.image ?? null,
    verifiedOwner: r.verified_owner === true,
    confirmedAvailableAt: iso(r.confirmed_available_at),
    freshness: freshnessOf(r.staleness),
    createdAt: iso(r.created_at),
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
  };
}

/** The location as the public may know it: rounded (see APPROXIMATE_DECIMALS) unless `exact`. */
function coordinates(p: Property, exact: boolean) {
  if (p.latitude === null || p.longitude === null) return { latitude: null, longitude: null };
  return exact
    ? { latitude: p.latitude, longitude: p.longitude }
    : {
        latitude: approximateCoordinate(p.latitude),
        longitude: approximateCoordinate(p.longitude),
      };
}

export function cardFromEntity(p: Property): PropertyCardDto {
  return {
    id: p.id,
    title: p.title,
    location: p.location,
    city: p.city,
    state: p.state,
    price: p.price,
    securityDeposit: p.securityDeposit,
    serviceCharge: p.serviceCharge,
    agencyFee: p.agencyFee,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    area: p.area,
    propertyType: p.propertyType,
    status: p.status,
    powerSupply: p.powerSupply,
    image: p.images[0] ?? null,
    verifiedOwner: p.verifiedOwner,
    confirmedAvailableAt: iso(p.confirmedAvailableAt),
    freshness: freshnessOf(p.staleness),
    createdAt: iso(p.createdAt),
    ...coordinates(p, false),
  };
}

/**
 * Public: approved, not archived, its landlord not suspended, not hidden by reports nor for
 * want of confirmation (as PUBLIC_LISTING in SQL).
 */
export const isPublicListing = (p: Property) =>
  p.isApproved &&
  p.archivedAt === null &&
  !p.landlordSuspended &&
  !p.hiddenByReports &&
  p.staleness < 2;

/**
 * A listing for the page and the API. Edits waiting for review are shown only to those who
 * may see them (`withPendingChanges`: the listing's landlord and staff); everyone else reads the
 * title and description with contact and payment details masked, so that talk and money stay
 * on the platform (docs/0026). The exact location goes to them and to a tenant whose viewing is
 * confirmed (`exactLocation`); others get it rounded.
 */
export function propertyToDto(
  p: Property,
  withPendingChanges = false,
  exactLocation = withPendingChanges,
): PropertyDto {
  const { image: _cover, ...card } = cardFromEntity(p);
  void _cover;
  const text = (value: string) => (withPendingChanges ? value : maskContactDetails(value));
  return {
    ...card,
    title: text(card.title),
    ...coordinates(p, exactLocation),
    locationApproximate: !exactLocation,
    description: text(p.description),
    address: p.address,
    postalCode: p.postalCode,
    amenities: p.amenities,
    images: p.images,
    videoTourUrl: p.videoTourUrl,
    panoramaUrl: p.panoramaUrl,
    waterSupply: p.waterSupply,
    serviceChargeCovers: p.serviceChargeCovers,
    availableFrom: p.availableFrom,
    rentAdvanceMonths: p.rentAdvanceMonths,
    acceptsMonthlyRent: p.acceptsMonthlyRent,
    legalFee: p.legalFee,
    moderationStatus: p.moderationStatus,
    isApproved: p.isApproved,
    rejectionReason: p.rejectionReason,
    pendingChanges: withPendingChanges ? p.pendingChanges : null,
    changesSubmittedAt:
      withPendingChanges && p.changesSubmittedAt ? iso(p.changesSubmittedAt) : null,
    landlordId: p.landlordId,
    landlord: { id: p.landlordId, name: p.landlord?.name ?? 'Unknown' },
    updatedAt: iso(p.updatedAt),
  };
}

/** What the audit log keeps of a listing before and after a decision. */
export const auditSnapshot = (p: Property) => ({
  moderationStatus: p.moderationStatus,
  isApproved: p.isApproved,
  rejectionReason: p.rejectionReason,
  status: p.status,
  confirmedAvailableAt: iso(p.confirmedAvailableAt),
  staleness: p.staleness,
  pendingChanges: p.pendingChanges,
  archivedAt: p.archivedAt ? iso(p.archivedAt) : null,
});
