/**
 * Shapes of the JSON the API sends and accepts. The server's responses are built to these
 * interfaces and the clients read them, so both sides change together.
 */
import type {
  AddressDuration,
  EmploymentType,
  GovernmentIdType,
  KycDocumentKind,
  KycStatus,
  Nationality,
  NinCheckStatus,
  OwnershipDocumentType,
  ReviewStatus,
} from './verification.js';
import type {
  ContactCategory,
  MaterialListingField,
  ModerationState,
  PowerSupply,
  PropertyStatus,
  PropertyType,
  Role,
  SortOption,
  WaterSupply,
} from './constants.js';
import type { LandlordListingFilter, LandlordListingSort } from './listing.js';
import type { ListingRisk } from './listing-signals.js';
import type { ListingFreshness } from './listing-freshness.js';

/**
 * Every error response: `code` is stable and machine-readable (VALIDATION_FAILED, NOT_FOUND,
 * TOO_MANY_REQUESTS, ACCOUNT_LOCKED, SERVICE_UNAVAILABLE, EMAIL_TAKEN, …) while `message` is for
 * people; `details` lists field errors on 400; `requestId` comes with server errors.
 */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  code: string;
  message: string;
  details?: FieldError[];
  requestId?: string;
}
export interface FieldError {
  field: string;
  message: string;
}

export interface UserDto {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  status: 'active' | 'suspended';
  emailVerifiedAt: string | null;
  createdAt: string;
}

export interface AuthTokens {
  accessToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  refreshToken: string;
  /** ISO time at which the whole session (refresh token) ends. */
  sessionExpiresAt: string;
}
export interface LoginResponse extends AuthTokens {
  user: UserDto;
}
export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  role: 'tenant' | 'landlord';
}
export interface RegisterResponse {
  user: UserDto;
  /** Always true: an account must confirm its email before signing in. */
  confirmationRequired: boolean;
  message: string;
}

/** One WebP rendition of a listing photo. */
export interface PhotoVariant {
  url: string;
  width: number;
  height: number;
}

/**
 * A listing photo. `url` is a JPEG (at most 1600 px wide) every browser and link preview can
 * show; `variants` are WebP renditions 400, 800 and 1600 px wide (never wider than the original),
 * narrowest first, for `srcset`. Photos stored before renditions existed have no `variants`,
 * `width` or `height`.
 */
export interface PropertyImage {
  url: string;
  thumbnailUrl: string;
  alt: string;
  /** Pixel size of `url`: the photo's aspect ratio. */
  width?: number;
  height?: number;
  variants?: PhotoVariant[];
}

/** What a listing card shows (search results, featured, bookmarks). */
export interface PropertyCardDto {
  id: string;
  title: string;
  location: string;
  city: string;
  state: string;
  price: number;
  /** Caution deposit, refundable at the end of the tenancy less deductions. */
  securityDeposit: number;
  /** Per month. */
  serviceCharge: number;
  /** One-off; 0 when the landlord lets directly. */
  agencyFee: number;
  bedrooms: number;
  bathrooms: number;
  area: number;
  propertyType: PropertyType;
  status: PropertyStatus;
  powerSupply: PowerSupply[];
  image: PropertyImage | null;
  /** Staff approved the landlord's proof of the right to let it (the 'Verified owner' badge). */
  verifiedOwner: boolean;
  /** When its landlord last confirmed it is still available (or it was published or relisted). */
  confirmedAvailableAt: string;
  /** 'stale' ('may no longer be available') after LISTING_STALE_DAYS unconfirmed. */
  freshness: ListingFreshness;
  createdAt: string;
  /**
   * Where the home is, in degrees; null when the landlord has not placed it. Rounded to
   * APPROXIMATE_DECIMALS (about 1 km) unless `locationApproximate` is false.
   */
  latitude: number | null;
  longitude: number | null;
}

/**
 * A listing as another record shows it (an application, a viewing, a conversation, a payment):
 * each record picks the fields it needs.
 */
export type ListingSummary = Pick<
  PropertyCardDto,
  'id' | 'title' | 'location' | 'city' | 'price' | 'status' | 'image'
>;

/** Proposed new values of material fields (see MATERIAL_LISTING_FIELDS). */
export type PendingListingChanges = Partial<
  Pick<PropertyDto, Exclude<MaterialListingField, 'images'>> & { images: PropertyImage[] }
>;

export interface PropertyDto extends Omit<PropertyCardDto, 'image'> {
  /**
   * The coordinates are rounded (show a circle, not the door): true for everyone but the
   * listing's landlord, staff, and a tenant whose viewing of it is confirmed.
   */
  locationApproximate: boolean;
  description: string;
  address: string;
  postalCode: string | null;
  amenities: string[];
  images: PropertyImage[];
  videoTourUrl: string | null;
  panoramaUrl: string | null;
  waterSupply: WaterSupply | null;
  serviceChargeCovers: string | null;
  /** YYYY-MM-DD (West Africa Time): the first day the home is free to move into; null: now. */
  availableFrom: string | null;
  /** Months of rent paid before moving in. */
  rentAdvanceMonths: number;
  /** The landlord accepts monthly rent after the first payment. */
  acceptsMonthlyRent: boolean;
  legalFee: number;
  moderationStatus: ModerationState;
  isApproved: boolean;
  rejectionReason: string | null;
  /**
   * Edits of an approved listing waiting for review (the listing's landlord and staff only;
   * null for everyone else): the new values of the changed material fields.
   */
  pendingChanges: PendingListingChanges | null;
  changesSubmittedAt: string | null;
  landlordId: string;
  landlord: { id: string; name: string };
  updatedAt: string;
}

export interface Pagination {
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
}
export interface Paginated<T> {
  data: T[];
  pagination: Pagination;
}

/** Query parameters of GET /api/properties (all optional, all strings in the URL). */
export interface PropertySearchQuery {
  query?: string;
  location?: string;
  city?: string;
  state?: string;
  minPrice?: string | number;
  maxPrice?: string | number;
  bedrooms?: string;
  bathrooms?: string;
  type?: string;
  propertyType?: string;
  amenities?: string;
  powerSupply?: string;
  maxServiceCharge?: string | number;
  status?: string;
  /** 'true': only listings whose owner is verified. */
  verifiedOwner?: string;
  /** west,south,east,north in degrees: listings whose public location is in the box. */
  bbox?: string;
  /** lat,lng: with radiusKm, listings within that many km. */
  near?: string;
  radiusKm?: string | number;
  sortBy?: SortOption;
  page?: string | number;
  perPage?: string | number;
}

export interface BookmarkDto {
  id: string;
  propertyId: string;
  notes: string | null;
  bookmarkFolder: string | null;
  notifyPriceChange: boolean;
  notifyStatusChange: boolean;
  notifyAvailability: boolean;
  createdAt: string;
  property: PropertyCardDto;
}
export interface BookmarkToggleResponse {
  bookmarked: boolean;
  bookmark?: BookmarkDto;
}
export type BookmarkStatusResponse = Record<string, boolean>;
export interface BookmarkUpdateRequest {
  notes?: string | null;
  bookmarkFolder?: string | null;
  notifyPriceChange?: boolean;
  notifyStatusChange?: boolean;
  notifyAvailability?: boolean;
}

export interface ContactRequest {
  fullName: string;
  email: string;
  phone?: string;
  category: ContactCategory;
  subject: string;
  message: string;
}

/** One of the landlord's own listings (GET /api/landlord/properties), with its totals. */
export interface LandlordPropertyDto extends PropertyDto {
  views: number;
  bookmarks: number;
}
/** Query of GET /api/landlord/properties (all optional). */
export interface LandlordPropertiesQuery {
  /** Words found in the title, location, city or address. */
  q?: string;
  status?: LandlordListingFilter;
  sort?: LandlordListingSort;
  page?: number;
  pageSize?: number;
}
export interface LandlordPropertiesResponse {
  /** One page of the listings that match the query. */
  data: LandlordPropertyDto[];
  pagination: Pagination;
  /** Every listing of the landlord (not archived), whatever the query, by state. */
  counts: Record<'total' | ModerationState | PropertyStatus, number>;
}
/** POST /api/uploads/property-images: what a listing's `images` entry takes (plus `alt`). */
export type UploadedPhoto = Omit<PropertyImage, 'alt'> &
  Required<Pick<PropertyImage, 'width' | 'height' | 'variants'>>;
/** POST /api/admin/properties/approve-all */
export interface ApproveAllResponse {
  approved: number;
  ids: string[];
  /** Listings left pending because their fraud signals need a senior review. */
  held: string[];
}
/** A listing in the console (GET /api/admin/properties): the landlord's email is included. */
export interface AdminPropertyDto extends Omit<PropertyDto, 'landlord'> {
  landlord: { id: string; name: string; email: string };
  /** Set when its landlord deleted it while records refer to it: hidden everywhere else. */
  archivedAt: string | null;
  /** True while its landlord is suspended: hidden from the public. */
  landlordSuspended: boolean;
  /** Reports hid it from the public (see the console's listing reports). */
  hiddenByReports: boolean;
  /** Its fraud signals (of the version under review: the pending changes when there are any). */
  risk: ListingRisk;
}

/** Something the product told a user (GET /api/notifications). `link` is a path of the site. */
export interface NotificationDto {
  id: string;
  type: string;
  message: string;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}
/** GET /api/notifications: newest first, paged like search, with the unread total. */
export interface NotificationsResponse extends Paginated<NotificationDto> {
  unreadCount: number;
}

/** DELETE /api/properties/:id: deleted, or archived because records (applications, payments…) refer to it. */
export interface DeletePropertyResponse {
  outcome: 'deleted' | 'archived';
}
/** POST /api/uploads/property-panoramas: the stored panorama (one JPEG, 2:1). */
export interface UploadedPanorama {
  url: string;
  width: number;
  height: number;
}

// ---- identity verification and verified owners ------------------------------------------

/** A private document as its owner and staff see it (the file: `url`, authorised). */
export interface KycDocumentDto {
  id: string;
  kind: KycDocumentKind;
  fileName: string;
  mimeType: 'image/jpeg' | 'image/png' | 'application/pdf';
  size: number;
  /** GET it with the session's bearer token (owner and staff only). */
  url: string;
  createdAt: string;
}

/** What a KYC record holds of the user's answers (empty optional fields are null). */
export interface KycAnswersDto {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  nationality: Nationality;
  occupation: string;
  employer: string;
  employerPhone: string;
  employerEmail: string | null;
  monthlyIncome: number;
  employmentType: EmploymentType;
  currentAddress: string;
  currentCity: string;
  currentState: string;
  currentPostalCode: string | null;
  addressDuration: AddressDuration;
  governmentIdType: GovernmentIdType;
  ninNumber: string;
}

/** GET /api/kyc/me: `{ status: 'not_submitted' }`, or the user's record. */
export interface KycMeDto extends Partial<KycAnswersDto> {
  status: KycStatus;
  id?: string;
  isVerified?: boolean;
  /** The reviewer's reason, when rejected. */
  rejectionReason?: string | null;
  submittedAt?: string;
  reviewedAt?: string | null;
  governmentIdDocument?: KycDocumentDto | null;
  proofOfResidencyDocument?: KycDocumentDto | null;
}

export type NinFieldMatch = 'exact' | 'close' | 'different' | 'unknown';

/** The registry's answer for a NIN, compared with what the user typed (for reviewers only). */
export interface NinCheckDto {
  status: NinCheckStatus;
  /** 0–100: how well the typed name and date of birth agree with the registry's. */
  score: number | null;
  vendor: string | null;
  /** True when the answer came from a sandbox (test data), not the real registry. */
  sandbox: boolean;
  registeredName: string | null;
  registeredDateOfBirth: string | null;
  fields: { firstName: NinFieldMatch; lastName: NinFieldMatch; dateOfBirth: NinFieldMatch } | null;
  message: string | null;
  checkedAt: string | null;
}

/** A KYC submission in the console. */
export interface AdminKycSubmissionDto extends KycAnswersDto {
  id: string;
  status: ReviewStatus;
  isVerified: boolean;
  rejectionReason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  createdAt: string;
  updatedAt: string;
  user: { id: string; name: string; email: string; role: Role };
  ninCheck: NinCheckDto;
  governmentIdDocument: KycDocumentDto | null;
  proofOfResidencyDocument: KycDocumentDto | null;
}

/** A landlord's proof of the right to let a listing. */
export interface OwnershipProofDto {
  id: string;
  propertyId: string;
  documentType: OwnershipDocumentType;
  fileName: string;
  mimeType: 'image/jpeg' | 'image/png' | 'application/pdf';
  size: number;
  /** GET it with the session's bearer token (the listing's landlord and staff only). */
  url: string;
  status: ReviewStatus;
  rejectionReason: string | null;
  /** The listing's address when the proof was sent. */
  listingAddress: string;
  reviewedAt: string | null;
  createdAt: string;
}

/** An ownership proof in the console, with its listing and landlord. */
export interface AdminOwnershipProofDto extends OwnershipProofDto {
  reviewedBy: string | null;
  updatedAt: string;
  property: Pick<ListingSummary, 'id' | 'title' | 'location'> & { verifiedOwner: boolean };
  landlord: { id: string; name: string; email: string };
}

/** One count of work waiting for staff, with where the console lists it. */
export interface OverviewCountDto {
  count: number;
  label: string;
  /** The console resource and list filter that show these records. */
  resource: string;
  filter: Record<string, string>;
}

/** GET /api/admin/overview: named counts of what needs action (features add their own). */
export interface StaffOverviewDto {
  counts: Record<string, OverviewCountDto>;
  generatedAt: string;
}
