import type { IncomingMessage } from 'node:http';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { DomainException } from '../exceptions/domain.exception.js';

/** No request body of ours nests deeper than this; a listing is four levels deep. */
export const MAX_JSON_DEPTH = 32;
/** The largest JSON body any route takes (a listing with 20 photos is about 15 KB). */
export const JSON_BODY_LIMIT = '100kb';

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

/** Refused by the parser with this error: the exception filter answers 400 JSON_TOO_DEEP. */
class JsonTooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
}

/** What the client hears for each error body-parser raises (by its `type`). */
const BODY_ERRORS: Record<string, { code: string; message: string }> = {
  'entity.parse.failed': { code: 'MALFORMED_JSON', message: 'Malformed request body' },
  'entity.too.large': { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  'entity.too.deep': { code: 'JSON_TOO_DEEP', message: 'Request body is nested too deeply' },
  'encoding.unsupported': { code: 'UNSUPPORTED_ENCODING', message: 'Unsupported content encoding' },
  'charset.unsupported': { code: 'UNSUPPORTED_CHARSET', message: 'Unsupported charset' },
  'parameters.too.many': { code: 'TOO_MANY_PARAMETERS', message: 'Too many form parameters' },
  'request.aborted': { code: 'REQUEST_ABORTED', message: 'Request aborted' },
  'request.size.invalid': { code: 'MALFORMED_BODY', message: 'Request size did not match' },
};

/** Turns body-parser's errors into the API's own, so the exception filter answers with a code. */
const bodyErrors: ErrorRequestHandler = (
  err: { status?: number; type?: string },
  _req,
  _res,
  next,
) => {
  const known = err?.type ? BODY_ERRORS[err.type] : undefined;
  next(known ? new DomainException(err.status ?? 400, known.code, known.message) : err);
};

/**
 * Body parsers of the API. JSON up to JSON_BODY_LIMIT and MAX_JSON_DEPTH, refused before it is
 * parsed or validated (a deeply nested body would otherwise exhaust the validator's stack).
 * The exact bytes stay on `req.rawBody`, as Nest's `rawBody` option keeps them, for
 * signatures computed over the raw body (payment webhooks).
 */
export function bodyParsers(limit = JSON_BODY_LIMIT): (RequestHandler | ErrorRequestHandler)[] {
  const keepRaw = (req: IncomingMessage & { rawBody?: Buffer }, buf: Buffer) => {
    req.rawBody = buf;
  };
  return [
    express.json({
      limit,
      verify: (req, _res, buf) => {
        if (jsonDepthExceeds(buf)) throw new JsonTooDeepError('Request body is nested too deeply');
        keepRaw(req, buf);
      },
    }),
    // Flat forms only: no nested `a[b][c]` parameters.
    express.urlencoded({ limit, extended: false, verify: (req, _res, buf) => keepRaw(req, buf) }),
    bodyErrors,
  ];
}
