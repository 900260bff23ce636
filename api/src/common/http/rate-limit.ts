import type { ApiErrorBody } from '@rentnaija/shared';
import { rateLimit } from 'express-rate-limit';

/**
 * Limits how often one client address may call a route (express-rate-limit, in memory per
 * process). Answers with the API's error shape and the RateLimit headers.
 */
export function limitRequests(
  limit: number,
  windowMs: number,
  message = 'Too many requests. Please wait a moment and try again.',
) {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      const body: ApiErrorBody = {
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'TOO_MANY_REQUESTS',
        message,
      };
      res.status(429).json(body);
    },
  });
}
