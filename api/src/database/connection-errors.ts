/**
 * Whether an error means the database cannot be reached right now (the server is down,
 * restarting, refusing or dropping connections, or the pool timed out waiting for one), as
 * opposed to a query that failed on its own merits. The first is a 503 worth retrying; the
 * second is a bug (500).
 */

/** Socket errors of node-postgres when the server is unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that is going or gone: class 08 (connection exception), 57P01-57P03
 * (admin or crash shutdown, cannot connect now) and 53300 (too many connections).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Messages of node-postgres, its pool, and PGlite when the connection is gone. */
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Cannot use a pool after calling end on the pool/,
  /^PGlite is clos(ed|ing)/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code))) return true;
    if (typeof code === 'string' && code.startsWith('08')) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
    // Node wraps the attempts at each address of a host in an AggregateError.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    // TypeORM keeps the driver's error as `driverError`.
    e =
      (e as { driverError?: unknown; cause?: unknown }).driverError ??
      (e as { cause?: unknown }).cause;
  }
  return false;
}
