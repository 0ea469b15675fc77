/**
 * The sign-in failure throttle, counting in the DataModule's Redis when auth has `REDIS_URL` (so all
 * replicas agree), else in this process's memory.
 */
import { type DynamicModule, Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from '@madar/shared/data';
import { Clock } from '@madar/shared/nest';
import { MemoryLoginFailureStore, LoginFailureStore } from './login-failures';
import { LOGIN_THROTTLE_SETTINGS, LoginThrottle, type LoginThrottleSettings } from './login-throttle';
import { RedisLoginFailureStore } from './redis-login-failures';
import { TwoStepThrottle } from './two-step-throttle';

@Module({})
export class LoginThrottleModule {
  static forRoot(settings: LoginThrottleSettings): DynamicModule {
    const windowMs = settings.windowSeconds * 1000;
    return {
      module: LoginThrottleModule,
      providers: [
        { provide: LOGIN_THROTTLE_SETTINGS, useValue: settings },
        {
          provide: LoginFailureStore,
          inject: [{ token: REDIS_CLIENT, optional: true }, Clock],
          useFactory: (redis: Redis | null | undefined, clock: Clock) => {
            const now = () => clock.now().getTime();
            return redis
              ? new RedisLoginFailureStore(redis, windowMs, now)
              : new MemoryLoginFailureStore(windowMs, now);
          },
        },
        LoginThrottle,
        TwoStepThrottle,
      ],
      exports: [LoginThrottle, TwoStepThrottle],
    };
  }
}
