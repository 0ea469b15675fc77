import { type DynamicModule, Module } from '@nestjs/common';
import { createRateLimitModule } from '@madar/shared/nest';
import type { AuthConfig } from '../config';
import { AUTH_CONFIG } from './auth-config';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginThrottleModule } from './login-throttle/login-throttle.module';
import { SessionGuard } from './session.guard';
import { TokenService } from './token.service';

@Module({})
export class AuthModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: AuthModule,
      imports: [
        // Password guessing waits after failures (per address and per account); the coarse cap per
        // address bounds the scrypt work of a burst. The address is req.ip: the one the gateway writes
        // into X-Forwarded-For, so a client cannot choose its own bucket.
        LoginThrottleModule.forRoot(config.loginThrottle),
        createRateLimitModule({
          limitPerMinute: config.loginRateLimit,
          errorMessage: 'Too many sign-in attempts; try again in a minute',
        }),
      ],
      controllers: [AuthController],
      providers: [{ provide: AUTH_CONFIG, useValue: config }, AuthService, TokenService, SessionGuard],
    };
  }
}
