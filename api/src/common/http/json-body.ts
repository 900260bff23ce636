import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { parse as parseForm } from 'node:querystring';
import { badRequest, DomainException } from '../exceptions/domain.exception.js';
import { findUnsafeText } from './unsafe-text.js';

type BodyParser = (req: FastifyRequest, body: Buffer) => Promise<unknown>;

/** No request body of ours nests deeper than this; a listing is four levels deep. */
export const MAX_JSON_DEPTH = 32;
/** The largest JSON or form body any route takes (a listing with 20 photos is about 15 KB). */
export const JSON_BODY_LIMIT = 100 * 1024;
/** The most parameters a form body may carry. */
export const MAX_FORM_PARAMETERS = 1000;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The deepest nesting of objects and arrays in a JSON text, found in one pass over the bytes
 * (brackets inside strings do not count). Stops as soon as `limit` is exceeded.
 */
export function jsonDepthExceeds(bytes: Uint8Array, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) {
      inString = true;
    } else if (b === OPEN_BRACE || b === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (b === CLOSE_BRACE || b === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

const bodyError = (status: number, code: string, message: string) =>
  new DomainException(status, code, message);

const malformed = () => bodyError(400, 'MALFORMED_JSON', 'Malformed request body');

/**
 * What the client hears for each error Fastify raises while reading a body (by its `code`);
 * the exception filter answers with these.
 */
export const FASTIFY_BODY_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', message: 'Malformed request body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_JSON', message: 'Malformed request body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'MALFORMED_BODY',
    message: 'Request size did not match',
  },
  // Compressed bodies are inflated by @fastify/compress (as body-parser did), before the limit.
  FST_CP_ERR_INVALID_CONTENT_ENCODING: {
    code: 'UNSUPPORTED_ENCODING',
    message: 'Unsupported content encoding',
  },
  FST_CP_ERR_INVALID_CONTENT: { code: 'MALFORMED_BODY', message: 'Malformed request body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type',
  },
};

/** Only UTF-8 JSON and forms are read (as body-parser did): anything else is refused. */
function checkCharset(req: FastifyRequest): void {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
  if (charset && !/^utf-?8$/i.test(charset)) {
    throw bodyError(415, 'UNSUPPORTED_CHARSET', 'Unsupported charset');
  }
}

/**
 * Route config (`@RouteConfig({ [READS_ANY_TEXT]: true })`) of a route that takes JSON holding
 * control characters and decides itself what to do with it: a gateway's signed webhook, which
 * is recorded rather than refused, since the gateway would retry a refusal for days.
 */
export const READS_ANY_TEXT = 'readsAnyText';

declare module 'fastify' {
  interface FastifyContextConfig {
    [READS_ANY_TEXT]?: boolean;
  }
}

/**
 * JSON bodies are objects or arrays (body-parser's strict mode); an empty body is `{}`. A string
 * or key holding a control character or half a surrogate pair is refused with a field error
 * here, for every route at once: PostgreSQL cannot store NUL in text or jsonb, and no person
 * types the others.
 */
function parseJson(req: FastifyRequest, body: Buffer): unknown {
  checkCharset(req);
  const text = body.toString('utf8');
  const start = /\S/.exec(text)?.[0];
  if (start === undefined) return {};
  if (start !== '{' && start !== '[') throw malformed();
  if (jsonDepthExceeds(body)) {
    throw bodyError(400, 'JSON_TOO_DEEP', 'Request body is nested too deeply');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw malformed();
  }
  if (req.routeOptions?.config?.readsAnyText !== true) {
    const unsafe = findUnsafeText(value, '');
    if (unsafe) throw badRequest(unsafe.message, [unsafe]);
  }
  return value;
}

/** Flat forms only: no nested `a[b][c]` parameters. */
function parseUrlencoded(req: FastifyRequest, body: Buffer): Record<string, unknown> {
  checkCharset(req);
  const text = body.toString('utf8');
  const count = text === '' ? 0 : text.split('&').length;
  if (count > MAX_FORM_PARAMETERS) {
    throw bodyError(413, 'TOO_MANY_PARAMETERS', 'Too many form parameters');
  }
  return { ...parseForm(text) };
}

/**
 * Body parsers of the API. JSON up to JSON_BODY_LIMIT and MAX_JSON_DEPTH, refused before it is
 * parsed or validated (a deeply nested body would otherwise exhaust the validator's stack).
 * The exact bytes stay on `req.rawBody` (the app's `rawBody` option), for signatures computed
 * over the raw body (payment webhooks). A body of any other type is not read, as before: the
 * route's validation answers.
 */
export function useBodyParsers(app: NestFastifyApplication, limit = JSON_BODY_LIMIT): void {
  const json: BodyParser = async (req, body) => parseJson(req, body);
  const form: BodyParser = async (req, body) => parseUrlencoded(req, body);
  app.useBodyParser('application/json', { bodyLimit: limit }, json);
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit: limit }, form);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
}
