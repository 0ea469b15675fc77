import { type DynamicModule, Module } from '@nestjs/common';
import { AuditLog, DataSource, memoryJournal } from '@madar/shared/data';
import { Clock, createRateLimitModule } from '@madar/shared/nest';
import { AccountsController } from '../accounts/accounts.controller';
import { PostgresAccountStore } from '../accounts/accounts.pg-store';
import { AccountsService } from '../accounts/accounts.service';
import { AccountStore, InMemoryAccountStore } from '../accounts/accounts.store';
import type { AuthConfig } from '../config';
import { firstOwner } from '../database/seed';
import type { AuthDb } from '../database/schema';
import { RevocationSync } from '../revocations/revocation-sync';
import { ProfileController } from '../sessions/profile.controller';
import { PostgresSessionStore } from '../sessions/sessions.pg-store';
import { SessionsService } from '../sessions/sessions.service';
import { InMemorySessionStore, SessionStore } from '../sessions/sessions.store';
import { TwoStepController } from '../two-step/two-step.controller';
import { PostgresTwoStepStore } from '../two-step/two-step.pg-store';
import { TwoStepService } from '../two-step/two-step.service';
import { InMemoryTwoStepStore, TwoStepStore } from '../two-step/two-step.store';
import { AUTH_CONFIG } from './auth-config';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginThrottleModule } from './login-throttle/login-throttle.module';
import { OwnerGuard, SessionGuard } from './session.guard';
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
      controllers: [AuthController, AccountsController, ProfileController, TwoStepController],
      providers: [
        { provide: AUTH_CONFIG, useValue: config },
        {
          provide: AccountStore,
          // In memory the environment's admin is the first owner at every start; in PostgreSQL the
          // seed (database/seed.ts) creates it once. Changes are audited into the service's log: in
          // memory appended as part of the change, in PostgreSQL in its transaction.
          useFactory: (data: DataSource<AuthDb>, clock: Clock, audit: AuditLog) =>
            data.mode === 'postgres'
              ? new PostgresAccountStore(data)
              : new InMemoryAccountStore([firstOwner(config.admin, clock.now())], memoryJournal(audit)),
          inject: [DataSource, Clock, AuditLog],
        },
        {
          provide: SessionStore,
          useFactory: (data: DataSource<AuthDb>, audit: AuditLog) =>
            data.mode === 'postgres'
              ? new PostgresSessionStore(data)
              : new InMemorySessionStore(memoryJournal(audit)),
          inject: [DataSource, AuditLog],
        },
        {
          provide: TwoStepStore,
          useFactory: (data: DataSource<AuthDb>, audit: AuditLog) =>
            data.mode === 'postgres'
              ? new PostgresTwoStepStore(data)
              : new InMemoryTwoStepStore(memoryJournal(audit)),
          inject: [DataSource, AuditLog],
        },
        AccountsService,
        SessionsService,
        TwoStepService,
        AuthService,
        TokenService,
        SessionGuard,
        OwnerGuard,
        // Keeps Redis's copy of the sign-out list filled from auth's table (with Redis).
        RevocationSync,
      ],
    };
  }
}
