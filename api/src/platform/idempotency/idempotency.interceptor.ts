import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
  SetMetadata,
  StreamableFile,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiExtension, type OpenAPIObject } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { catchError, from, mergeMap, type Observable } from 'rxjs';
import { badRequest, DomainException } from '../../common/exceptions/domain.exception.js';
import { errorAnswer } from '../../common/filters/all-exceptions.filter.js';
import { ErrorResponseDto } from '../../common/http/openapi.js';
import { userOrAddress } from '../../common/rate-limit/rate-limit.decorator.js';
import { IdempotencyService } from './idempotency.service.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer given again to a repeat of a request. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
const KEYED_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** Printable ASCII, as Stripe takes it (a UUID is the usual key). */
const PRINTABLE = /^[\x20-\x7e]+$/;

const NO_IDEMPOTENCY_KEY = 'noIdempotency';
const NO_IDEMPOTENCY_EXTENSION = 'x-no-idempotency';
/**
 * The routes ignore `Idempotency-Key`, with the reason: their answers carry secrets (session
 * tokens) that must not be kept at rest to be given again. The OpenAPI document follows.
 */
export const NoIdempotency = (reason: string) =>
  applyDecorators(
    SetMetadata(NO_IDEMPOTENCY_KEY, reason),
    ApiExtension(NO_IDEMPOTENCY_EXTENSION, reason),
  );

const errorAnswerSchema = (description: string) => ({
  description,
  content: {
    'application/json': { schema: { $ref: `#/components/schemas/${ErrorResponseDto.name}` } },
  },
});

/**
 * The header in the OpenAPI document: one shared parameter on every POST, PUT and PATCH that
 * honours it, with the 400, 409 and 422 answers it can bring.
 */
export function describeIdempotencyKeys(document: OpenAPIObject): void {
  document.components ??= {};
  document.components.parameters = {
    ...document.components.parameters,
    IdempotencyKey: {
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: false,
      description:
        'Makes the request safe to send again (a double click, a retry after a lost answer): ' +
        'a repeat with the same key from the same user (or, signed out, the same address) within ' +
        '24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of ' +
        'running twice. A new key for each new action, e.g. a UUID; up to ' +
        `${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY).`,
      schema: { type: 'string', maxLength: MAX_IDEMPOTENCY_KEY_LENGTH },
    },
  };
  for (const item of Object.values(document.paths)) {
    for (const method of ['post', 'put', 'patch'] as const) {
      const operation = item[method] as
        | (NonNullable<OpenAPIObject['paths'][string]['post']> & {
            [NO_IDEMPOTENCY_EXTENSION]?: string;
          })
        | undefined;
      if (!operation) continue;
      if (operation[NO_IDEMPOTENCY_EXTENSION] !== undefined) {
        delete operation[NO_IDEMPOTENCY_EXTENSION];
        continue;
      }
      operation.parameters = [
        ...(operation.parameters ?? []),
        { $ref: '#/components/parameters/IdempotencyKey' },
      ];
      operation.responses['400'] ??= errorAnswerSchema(
        'A malformed `Idempotency-Key` (INVALID_IDEMPOTENCY_KEY)',
      );
      operation.responses['409'] ??= errorAnswerSchema(
        'Refused by the current state of the record (CONFLICT, …), or the first request with this ' +
          '`Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`)',
      );
      operation.responses['422'] ??= errorAnswerSchema(
        'The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED)',
      );
    }
  }
}

/** JSON with every object's keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The key of the request, or undefined without one; a malformed key is refused with 400. */
function keyOf(req: FastifyRequest): string | undefined {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? undefined : header;
  if (
    key === undefined ||
    key.trim() === '' ||
    key.length > MAX_IDEMPOTENCY_KEY_LENGTH ||
    !PRINTABLE.test(key)
  ) {
    throw badRequest(
      `${IDEMPOTENCY_HEADER} must be one value of 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters`,
      undefined,
      'INVALID_IDEMPOTENCY_KEY',
    );
  }
  return key;
}

/** Files and streams are sent as they are read: such answers are not kept. */
const storable = (body: unknown) =>
  !(
    Buffer.isBuffer(body) ||
    body instanceof StreamableFile ||
    typeof (body as { pipe?: unknown } | null)?.pipe === 'function'
  );

/**
 * Every POST, PUT and PATCH honours an `Idempotency-Key` header (Stripe's convention): the
 * first request with a key runs; a repeat with the same key from the same caller (the signed-in
 * user, else the client's address) within 24 hours gets the first answer again, status and
 * body, even when it arrives while the first still runs (it waits up to a few seconds). The
 * same key with another method, path or body is refused with 422 IDEMPOTENCY_KEY_REUSED.
 * Successes and 4xx answers are kept; a 5xx or a 429 is not, so a retry runs again. Without
 * the header nothing changes. Runs after the guards (the user is known, refused requests keep
 * no key).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger(IdempotencyInterceptor.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly keys: IdempotencyService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const res = context.switchToHttp().getResponse<FastifyReply>();
    if (!KEYED_METHODS.has(req.method)) return next.handle();
    const exempt = this.reflector.getAllAndOverride<string | undefined>(NO_IDEMPOTENCY_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (exempt) return next.handle();
    const key = keyOf(req);
    if (key === undefined) return next.handle();
    const path = req.url;
    const fingerprint = createHash('sha256')
      .update(`${req.method} ${path}\n${canonicalJson(req.body ?? null)}`)
      .digest('hex');
    const request = { scope: userOrAddress(req)!, key, method: req.method, path, fingerprint };

    return from(this.keys.begin(request)).pipe(
      mergeMap((outcome) => {
        if (!outcome.run) {
          res.header(REPLAYED_HEADER, 'true');
          return from(this.replay(res, outcome.statusCode, outcome.body));
        }
        return next.handle().pipe(
          mergeMap(async (body: unknown) => {
            if (res.sent || res.raw.headersSent || !storable(body)) await this.release(outcome.id);
            else await this.complete(outcome.id, res.statusCode, body);
            return body;
          }),
          catchError(async (error: unknown) => {
            const { body } = errorAnswer(error);
            // A refusal is the answer to this request; "too many, wait" is not.
            if (body.statusCode >= 400 && body.statusCode < 500 && body.statusCode !== 429) {
              await this.complete(outcome.id, body.statusCode, body);
            } else {
              await this.release(outcome.id);
            }
            throw error;
          }),
        );
      }),
    );
  }

  /** The first answer, again: a success as it was sent, an error through the error filter. */
  private async replay(res: FastifyReply, statusCode: number, body: unknown): Promise<unknown> {
    if (statusCode >= 400) {
      const error = body as { code: string; message: string; details?: never };
      throw new DomainException(statusCode, error.code, error.message, error.details);
    }
    res.status(statusCode);
    return statusCode === 204 ? undefined : body;
  }

  private async complete(id: string, statusCode: number, body: unknown): Promise<void> {
    // The request itself succeeded: a failure to keep its answer must not turn it into an error.
    await this.keys.complete(id, statusCode, body).catch(async (error: unknown) => {
      this.logger.warn(`Could not keep the answer of an idempotent request: ${String(error)}`);
      await this.release(id);
    });
  }

  private async release(id: string): Promise<void> {
    await this.keys.release(id).catch((error: unknown) => {
      this.logger.warn(`Could not release an idempotency key: ${String(error)}`);
    });
  }
}
