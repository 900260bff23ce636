/**
 * Shapes of the JSON the API sends and accepts. The server's responses are built to these
 * interfaces and the clients read them, so both sides change together.
 */
import type {
  ContactCategory,
  ModerationState,
  PowerSupply,
  PropertyStatus,
  PropertyType,
  Role,
  SortOption,
  WaterSupply,
} from './constants.js';

/** Every error response: `code` is stable for clients to branch on; `details` lists field errors on 400. */
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
export interface LoginRequest {
  email: string;
  password: string;
  rememberMe?: boolean;
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

export interface PropertyImage {
  url: string;
  thumbnailUrl: string;
  alt: string;
}

/** What a listing card shows (search results, featured, bookmarks). */
export interface PropertyCardDto {
  id: string;
  title: string;
  location: string;
  city: string;
  state: string;
  price: number;
  securityDeposit: number;
  serviceCharge: number;
  bedrooms: number;
  bathrooms: number;
  area: number;
  propertyType: PropertyType;
  status: PropertyStatus;
  powerSupply: PowerSupply[];
  image: PropertyImage | null;
  createdAt: string;
}

export interface PropertyDto extends Omit<PropertyCardDto, 'image'> {
  description: string;
  address: string;
  postalCode: string | null;
  amenities: string[];
  images: PropertyImage[];
  videoTourUrl: string | null;
  panoramaUrl: string | null;
  waterSupply: WaterSupply | null;
  moderationStatus: ModerationState;
  isApproved: boolean;
  rejectionReason: string | null;
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
export interface LandlordPropertiesResponse {
  data: LandlordPropertyDto[];
  counts: Record<'total' | ModerationState | PropertyStatus, number>;
}
/** POST /api/uploads/property-images */
export interface UploadedPhoto {
  url: string;
  thumbnailUrl: string;
}
/** POST /api/admin/properties/approve-all */
export interface ApproveAllResponse {
  approved: number;
  ids: string[];
}
/** A listing in the console (GET /api/admin/properties): the landlord's email is included. */
export interface AdminPropertyDto extends Omit<PropertyDto, 'landlord'> {
  landlord: { id: string; name: string; email: string };
}
