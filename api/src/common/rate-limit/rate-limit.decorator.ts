import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../decorators/current-user.decorator.js';
import { ApiErrors } from '../http/openapi.js';
import type { RateRule, Refusal } from './rate-limiter.js';

/** Which key of a request a limit counts; undefined leaves the request out of that limit. */
export type KeyOf = (req: FastifyRequest) => string | undefined;

/** One limit of a route: a rule, the key it counts, and optionally how a refusal reads. */
export interface RouteLimit extends Refusal {
  rule: RateRule;
  by: KeyOf;
}

export const RATE_LIMITS_KEY = 'rateLimits';

/**
 * Limits a route: every limit counts the request under its own key, and the first one over
 * its rule answers 429 with Retry-After (RateLimitGuard). For example
 * `@RateLimit({ rule: RESET_PER_ACCOUNT, by: bodyField('email') }, { rule: RESET_PER_ADDRESS, by: clientAddress })`.
 * The OpenAPI document follows: 429 with Retry-After.
 */
export const RateLimit = (...limits: RouteLimit[]) =>
  applyDecorators(SetMetadata(RATE_LIMITS_KEY, limits), ApiErrors(429));

export const RATE_LIMIT_EXEMPT_KEY = 'rateLimitExempt';

/**
 * Marks a public write route as deliberately outside every rate limit, with the reason (a
 * payment provider's webhook must never be refused). Tests list these routes by name.
 */
export const NoRateLimit = (reason: string) => SetMetadata(RATE_LIMIT_EXEMPT_KEY, reason);

/** The client's address (behind TRUST_PROXY_HOPS trusted proxies). */
export const clientAddress: KeyOf = (req) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** The signed-in user, else the client's address. */
export const userOrAddress: KeyOf = (req) => {
  const user = (req as FastifyRequest & { user?: AuthUser }).user;
  return user ? `user:${user.id}` : `ip:${clientAddress(req)}`;
};

/** A text field of the JSON body, trimmed and lower-cased (an email names one account however typed). */
export const bodyField =
  (field: string): KeyOf =>
  (req) => {
    const value = (req.body as Record<string, unknown> | undefined)?.[field];
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    return value.trim().toLowerCase().slice(0, 320);
  };
