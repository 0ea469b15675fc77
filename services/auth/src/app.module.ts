import { type DynamicModule, Module } from '@nestjs/common';
import { createLocalJWKSet } from 'jose';
import { apiPath } from '@madar/shared';
import type { Redis } from 'ioredis';
import { DataModule, DataSource, REDIS_CLIENT } from '@madar/shared/data';
import { PersonalDataModule } from '@madar/shared/personal-data';
import {
  AuditModule,
  type Clock,
  ClockModule,
  createHealthController,
  createLoggerModule,
  TokenVerificationModule,
} from '@madar/shared/nest';
import { AuthModule } from './auth/auth.module';
import { AuthPersonalData } from './personal-data/auth-personal-data';
import { type AuthConfig, SERVICE_NAME } from './config';
import { migrations } from './database/migrations';
import { type AuthDb, SCHEMA } from './database/schema';
import { seedAuth } from './database/seed';
import { createAuthRevocationList } from './revocations/revocation-sync';

@Module({})
export class AppModule {
  /** The whole service built from an already-validated config (main.ts and the e2e tests). */
  static forRoot(config: AuthConfig, overrides: { clock?: Clock } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        createLoggerModule(SERVICE_NAME, config.logLevel),
        // The time source of the sign-in waits; a test may fix it.
        ClockModule.forRoot(overrides.clock),
        // Auth verifies its own tokens with the same pinned rules as the other services, but from its
        // own public key in memory rather than an HTTP call to itself.
        TokenVerificationModule.forRoot(
          {
            jwksUrl: `http://127.0.0.1:${config.port}/api/auth/jwks`,
            issuer: config.token.issuer,
            audience: config.token.audience,
            keySource: createLocalJWKSet({ keys: [config.signingKey.publicJwk] }),
            // Auth's own tokens live at most its remember-me lifetime.
            maxLifetimeSeconds: Math.max(config.token.ttlSeconds, config.token.rememberTtlSeconds),
          },
          // The sign-out list is auth's own: its table copied to Redis, or this process's without Redis
          // (the other services then ask for it).
          {
            inject: [DataSource, { token: REDIS_CLIENT, optional: true }],
            useFactory: (data: DataSource<AuthDb>, redis?: Redis | null) =>
              createAuthRevocationList(data, redis ?? null),
          },
        ),
        // Accounts and sessions in PostgreSQL (schema `auth`) with DATABASE_URL, else in memory; the
        // sign-in counters and the sign-out list in Redis with REDIS_URL, so they hold whichever
        // replica answers. The first owner is seeded under the migration lock.
        DataModule.forRoot<AuthDb>({
          schema: SCHEMA,
          settings: config.data,
          migrations,
          seed: (db, { now }) => seedAuth(db, config.admin, now),
        }),
        // GET /api/auth/audit, and the log sign-ins and the account stores write to.
        AuditModule.forRoot({
          path: apiPath('auth', 'auth/audit'),
          retentionDays: config.auditRetentionDays,
        }),
        AuthModule.forRoot(config),
        // POST /api/auth/personal-data/export and …/erase: a staff member's account and its history.
        PersonalDataModule.forRoot({
          path: apiPath('auth', 'auth/personal-data'),
          service: SERVICE_NAME,
          kinds: AuthPersonalData,
        }),
      ],
      controllers: [createHealthController(SERVICE_NAME)],
    };
  }
}
