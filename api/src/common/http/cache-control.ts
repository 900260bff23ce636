import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { tap } from 'rxjs';
import { vary } from './compression.js';

/**
 * What browsers and shared caches (a CDN in front of the API) may keep of a public answer.
 * `max-age=0`: a browser checks with the server (the ETag makes that a 304) before reusing a
 * copy, though within `stale-while-revalidate` it may show its copy once while it refetches;
 * a CDN may serve its copy for `s-maxage` seconds.
 */
export const CACHE_POLICIES = {
  /** Search results and featured listings: 30 s at the CDN, then a stale copy for at most 2 minutes while it refetches. */
  listings: 'public, max-age=0, s-maxage=30, stale-while-revalidate=120',
  /** A listing page: may be stored, but checked with the server on every use (views are counted). */
  revalidate: 'public, no-cache',
  /** Fixed choices that change only with a release. */
  static: 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
} as const;
export type CachePolicy = keyof typeof CACHE_POLICIES;

/** Answers to signed-in requests (they may depend on who asks): the browser only, always checked. */
export const PRIVATE_CACHE = 'private, no-cache';
/** Everything else (tokens, profiles, console data, errors): never stored anywhere. */
export const NO_STORE = 'no-store';

const CACHE_POLICY_KEY = 'cachePolicy';

/** Marks a public read whose anonymous answers caches may keep (see CACHE_POLICIES). */
export const PublicCache = (policy: CachePolicy) => SetMetadata(CACHE_POLICY_KEY, policy);

/**
 * Sets `Cache-Control` (and `Vary: Accept-Encoding`) on every API answer: `no-store` unless the route is marked with
 * @PublicCache and the request is anonymous. A request with an Authorization header (even an
 * invalid one) is never cached publicly: it gets PRIVATE_CACHE. Public answers vary by
 * Authorization so a shared cache never hands an anonymous copy to a signed-in viewer. Errors
 * keep `no-store`.
 */
@Injectable()
export class CacheControlInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const res = http.getResponse<FastifyReply>();
    res.header('Cache-Control', NO_STORE);
    // Bodies may be compressed (compression.ts), which adds this Vary only to answers with a
    // body; a 304 must carry the Vary of its 200 (RFC 9110, 15.4.5), so every answer says it.
    vary(res, 'Accept-Encoding');
    const policy = this.reflector.getAllAndOverride<CachePolicy | undefined>(CACHE_POLICY_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!policy) return next.handle();
    vary(res, 'Authorization');
    const value = req.headers.authorization ? PRIVATE_CACHE : CACHE_POLICIES[policy];
    return next.handle().pipe(tap(() => res.header('Cache-Control', value)));
  }
}
