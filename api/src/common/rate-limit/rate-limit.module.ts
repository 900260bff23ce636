import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter.js';

/** The one RateLimiter of the app (a Redis connection of its own when REDIS_URL is set). */
@Global()
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimitModule {}
