import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { RATE_LIMITS_KEY, type RouteLimit } from './rate-limit.decorator.js';
import { RateLimiter } from './rate-limiter.js';

/** Global guard: applies the @RateLimit() limits of a route before its body is validated. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const limits = this.reflector.getAllAndOverride<RouteLimit[] | undefined>(RATE_LIMITS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!limits?.length) return true;
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    for (const { rule, by, ...refusal } of limits) {
      const key = by(req);
      if (key !== undefined) await this.limiter.enforce(key, rule, refusal);
    }
    return true;
  }
}
