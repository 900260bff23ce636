/**
 * How routes describe themselves in the OpenAPI document (/api/docs, and the web client's
 * generated types). Every operation states a summary (`ApiOperation`), its success answer
 * (`ApiOkResponse`/`ApiCreatedResponse` with a type, `ApiPaged`, `ApiAdminList`, `ApiNoContent`,
 * `ApiFile`) and the errors it can give (`ApiErrors(400, 404, …)`), all with one error schema.
 * `Roles(...)` already documents 401/403 and `RateLimit(...)` 429; every operation gets 500 and
 * 503 from the document itself (openapi.ts). test/openapi.e2e-spec.ts holds every route to this.
 */
import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiQuery,
  ApiResponse,
  type ApiResponseOptions,
} from '@nestjs/swagger';
import type { ApiErrorBody, FieldError, Pagination } from '@rentnaija/shared';

export class FieldErrorDto implements FieldError {
  @ApiProperty({ description: 'The field, with a dotted path for nested ones', example: 'email' })
  field: string;

  @ApiProperty({ example: 'Please enter a valid email address' })
  message: string;
}

/** The body of every error answer (common/filters/all-exceptions.filter.ts). */
export class ErrorResponseDto implements ApiErrorBody {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ description: 'The HTTP reason phrase', example: 'Bad Request' })
  error: string;

  @ApiProperty({
    description:
      'Stable, machine-readable reason (UPPER_SNAKE): clients branch on it, never on `message`. ' +
      'The list is in docs/0010-openapi-contract-and-error-codes.md.',
    example: 'VALIDATION_FAILED',
  })
  code: string;

  @ApiProperty({ description: 'For people; may change wording', example: 'Email is required' })
  message: string;

  @ApiPropertyOptional({
    type: [FieldErrorDto],
    description: 'Field errors (400 VALIDATION_FAILED)',
  })
  details?: FieldErrorDto[];

  @ApiPropertyOptional({ description: 'Quote it to support (500 only)' })
  requestId?: string;
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 500 | 503;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule',
  401: 'Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …)',
  403: 'The signed-in role may not do this (FORBIDDEN)',
  404: 'No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …)',
  409: 'Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …)',
  410: 'A one-time link already used or out of date (GUARANTOR_LINK_USED, GUARANTOR_LINK_EXPIRED)',
  413: 'Too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE)',
  415: 'Unsupported file type (UNSUPPORTED_MEDIA_TYPE)',
  429: 'Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says',
  500: 'A fault of the server (INTERNAL_ERROR, with `requestId`)',
  503: 'Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds',
};

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer' as const },
  },
};

/** The response entry of one error status, with the shared error schema. */
export function errorResponse(status: ErrorStatus, description?: string): ApiResponseOptions {
  return {
    status,
    description: description ?? ERROR_DESCRIPTIONS[status],
    type: ErrorResponseDto,
    ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
  };
}

/**
 * The errors a route (or every route of a controller) can answer, each with the shared error
 * schema: `@ApiErrors(400, 404)`. 429 and 503 carry `Retry-After`.
 */
export const ApiErrors = (...statuses: ErrorStatus[]) =>
  applyDecorators(...statuses.map((status) => ApiResponse(errorResponse(status))));

export class PaginationDto implements Pagination {
  @ApiProperty({ example: 1 })
  currentPage: number;

  @ApiProperty({ example: 4 })
  lastPage: number;

  @ApiProperty({ example: 12 })
  perPage: number;

  @ApiProperty({ example: 42 })
  total: number;
}

const pagedTypes = new Map<Type, Type>();

/**
 * `{ data: T[], pagination }` as a named schema (`Paged<Item>`), for answers paged like search.
 * Extend it for pages with more fields (see NotificationsResponseDto).
 */
export function PagedOf<T>(item: Type<T>): Type<{ data: T[]; pagination: PaginationDto }> {
  let paged = pagedTypes.get(item);
  if (!paged) {
    class Paged {
      data: T[];
      pagination: PaginationDto;
    }
    ApiProperty({ type: [item] })(Paged.prototype, 'data');
    ApiProperty({ type: PaginationDto })(Paged.prototype, 'pagination');
    Object.defineProperty(Paged, 'name', { value: `Paged${item.name.replace(/Dto$/, '')}` });
    paged = Paged;
    pagedTypes.set(item, paged);
  }
  return paged as Type<{ data: T[]; pagination: PaginationDto }>;
}

/** 200 with one page of `item`s (`{ data, pagination }`). */
export const ApiPaged = (item: Type, description = 'One page of results') =>
  ApiOkResponse({ type: PagedOf(item), description });

/** 200 with a plain array of `item`s. */
export const ApiList = (item: Type, description = 'The list') =>
  ApiOkResponse({ type: [item], description });

/**
 * A console list (react-admin simple-rest): `sort`, `range`, `filter` in the query, a plain
 * array of `item`s with `Content-Range` in the answer, 400 for a list parameter it cannot read.
 */
export const ApiAdminList = (item: Type) =>
  applyDecorators(
    ApiQuery({
      name: 'sort',
      required: false,
      description: 'JSON `["field","ASC"|"DESC"]` of a sortable field',
      example: '["createdAt","DESC"]',
    }),
    ApiQuery({
      name: 'range',
      required: false,
      description: 'JSON `[start, end]`, inclusive, zero-based',
      example: '[0,24]',
    }),
    ApiQuery({
      name: 'filter',
      required: false,
      description: 'JSON object of filters; `q` searches text fields',
      example: '{"q":"lagos"}',
    }),
    ApiOkResponse({
      type: [item],
      description: 'One page of the list',
      headers: {
        'Content-Range': {
          description: '`<resource> <start>-<end>/<total>`',
          schema: { type: 'string' },
        },
      },
    }),
    ApiErrors(400),
  );

/** 204, no body. */
export const ApiNoContent = (description = 'Done; no content') =>
  ApiResponse({ status: 204, description });

/**
 * 200 with a file (e.g. `application/pdf`, or one of several types) rather than JSON. Only the
 * success answer is a file: errors keep their JSON body.
 */
export const ApiFile = (mimeTypes: string | readonly string[], description = 'The file') =>
  ApiOkResponse({
    description,
    content: Object.fromEntries(
      (typeof mimeTypes === 'string' ? [mimeTypes] : mimeTypes).map((type) => [
        type,
        { schema: { type: 'string', format: 'binary' } },
      ]),
    ),
  });

/** `{ message }`: an answer that only tells the user something. */
export class MessageResponseDto {
  @ApiProperty({ example: 'If an account exists for this email, we have sent a reset link.' })
  message: string;
}
