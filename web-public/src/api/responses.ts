/**
 * Response bodies the API's OpenAPI document does not describe yet, by `"method path"`.
 * `Reply` (client.ts) uses the generated type as soon as the document describes an answer, so
 * regenerating `schema.ts` after the server documents its responses tightens every call; the
 * matching entry here can then be deleted.
 */
import type {
  AuthTokens,
  BookmarkDto,
  BookmarkStatusResponse,
  BookmarkToggleResponse,
  LoginResponse,
  Paginated,
  PropertyCardDto,
  PropertyDto,
  RegisterResponse,
  UserDto,
} from '@rentnaija/shared';

interface Message {
  message: string;
}

export interface ResponseFallbacks {
  'get /api/users/me': UserDto;
  'patch /api/users/me': UserDto;
  'post /api/auth/register': RegisterResponse;
  'post /api/auth/confirm-email': LoginResponse & Message;
  'post /api/auth/resend-confirmation': Message;
  'post /api/auth/login': LoginResponse;
  'post /api/auth/refresh': AuthTokens;
  'post /api/auth/forgot-password': Message;
  'post /api/auth/reset-password/check': { valid: true };
  'post /api/auth/reset-password': Message;
  'post /api/contact': { id: string; reference: string; createdAt: string };
  'get /api/properties': Paginated<PropertyCardDto>;
  'get /api/properties/featured': PropertyCardDto[];
  'get /api/properties/{id}': PropertyDto;
  'get /api/bookmarks': BookmarkDto[];
  'get /api/bookmarks/status': BookmarkStatusResponse;
  'post /api/bookmarks': BookmarkDto;
  'post /api/bookmarks/toggle': BookmarkToggleResponse;
  'patch /api/bookmarks/{id}': BookmarkDto;
}
