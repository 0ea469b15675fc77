/**
 * Rate limits on sign-in and public submissions (@nestjs/throttler), counted per client address, in
 * Redis when the service has `REDIS_URL` (so the limit holds whichever replica answers), else in memory.
 * The address is `req.ip`: services trust exactly one proxy hop, and the gateway overwrites
 * X-Forwarded-For with the address it sees, so a client cannot pick its own bucket by sending one.
 */
import { applyDecorators, type DynamicModule, Injectable, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from '../data/data.module';

export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * The one budget every public submission route (briefs, contact, newsletter, applications) counts
 * against. Its key names neither route nor service, so with Redis inquiries and recruitment share it.
 */
export const PUBLIC_WRITE_BUCKET = 'public-write';

export const PUBLIC_WRITE_THROTTLED_MESSAGE = 'Too many submissions from this address; try again in a minute';

@Injectable()
export class ClientAddressThrottlerGuard extends ThrottlerGuard {
  protected override getTracker(req: Record<string, unknown>): Promise<string> {
    return Promise.resolve(typeof req.ip === 'string' ? req.ip : 'unknown');
  }
}

export interface RateLimitOptions {
  limitPerMinute: number;
  errorMessage: string;
  /**
   * Counts every route marked `@RateLimited()` under this one name per address. Without it each route
   * counts on its own (the throttler's default key holds the controller and handler names).
   */
  bucket?: string;
}

/**
 * `limitPerMinute` requests per client per minute on routes marked `@RateLimited()`; 0 turns it off.
 * The counters live in the DataModule's Redis client when there is one.
 */
export function createRateLimitModule({
  limitPerMinute,
  errorMessage,
  bucket,
}: RateLimitOptions): DynamicModule {
  return ThrottlerModule.forRootAsync({
    inject: [{ token: REDIS_CLIENT, optional: true }],
    useFactory: (redis?: Redis | null) => ({
      throttlers: [{ name: 'default', ttl: RATE_LIMIT_WINDOW_MS, limit: Math.max(limitPerMinute, 1) }],
      skipIf: () => limitPerMinute === 0,
      errorMessage,
      ...(bucket ? { generateKey: (_context: unknown, tracker: string) => `${bucket}:${tracker}` } : {}),
      ...(redis ? { storage: new ThrottlerStorageRedisService(redis) } : {}),
    }),
  });
}

/**
 * PUBLIC_WRITE_RATE_LIMIT submissions per client address per minute over all public routes together.
 * In memory mode each service (and replica) counts only what it received itself.
 */
export const createPublicWriteRateLimitModule = (limitPerMinute: number): DynamicModule =>
  createRateLimitModule({
    limitPerMinute,
    errorMessage: PUBLIC_WRITE_THROTTLED_MESSAGE,
    bucket: PUBLIC_WRITE_BUCKET,
  });

export const RateLimited = () =>
  applyDecorators(
    UseGuards(ClientAddressThrottlerGuard),
    ApiTooManyRequestsResponse({ description: 'Too many requests from this address (REQUEST.THROTTLED)' }),
  );
