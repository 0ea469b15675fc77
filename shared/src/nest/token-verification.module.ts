/**
 * Registers TokenVerifier and the staff guards for a service, globally, from its configuration, with the
 * sign-out list it checks every token against (see revocations.ts for which one).
 */
import { type DynamicModule, type FactoryProvider, Global, Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from '../data/data.module';
import { OptionalStaffGuard } from './optional-staff.guard';
import { StaffGuard } from './staff.guard';
import { RedisRevocationList, RemoteRevocationList, RevocationList, revocationsUrlFor } from './revocations';
import { TOKEN_VERIFICATION_OPTIONS, TokenVerifier, type TokenVerificationOptions } from './token-verifier';

export function chooseRevocationList(options: TokenVerificationOptions, redis: Redis | null): RevocationList {
  if (options.revocations) return options.revocations;
  if (redis) return new RedisRevocationList(redis);
  return new RemoteRevocationList(revocationsUrlFor(options.jwksUrl));
}

@Global()
@Module({})
export class TokenVerificationModule {
  /**
   * `ownList`: how the service that owns the list builds it from its own providers (auth: its table
   * and Redis), instead of the choice of chooseRevocationList.
   */
  static forRoot(
    options: TokenVerificationOptions,
    ownList?: Omit<FactoryProvider<RevocationList>, 'provide'>,
  ): DynamicModule {
    return {
      module: TokenVerificationModule,
      providers: [
        { provide: TOKEN_VERIFICATION_OPTIONS, useValue: options },
        ownList
          ? { provide: RevocationList, ...ownList }
          : {
              provide: RevocationList,
              inject: [{ token: REDIS_CLIENT, optional: true }],
              useFactory: (redis?: Redis | null) => chooseRevocationList(options, redis ?? null),
            },
        TokenVerifier,
        StaffGuard,
        OptionalStaffGuard,
      ],
      exports: [TokenVerifier, StaffGuard, OptionalStaffGuard, RevocationList],
    };
  }
}
