/**
 * Registers TokenVerifier and the staff guards for a service, globally, from its configuration, with the
 * sign-out list it checks every token against (see revocations.ts for which one).
 */
import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from '../data/data.module';
import { OptionalStaffGuard } from './optional-staff.guard';
import { StaffGuard } from './staff.guard';
import {
  MemoryRevocationList,
  RedisRevocationList,
  RemoteRevocationList,
  RevocationList,
  revocationsUrlFor,
} from './revocations';
import { TOKEN_VERIFICATION_OPTIONS, TokenVerifier, type TokenVerificationOptions } from './token-verifier';

export function chooseRevocationList(options: TokenVerificationOptions, redis: Redis | null): RevocationList {
  if (options.revocations) return options.revocations;
  if (redis) return new RedisRevocationList(redis);
  if (options.ownRevocations) return new MemoryRevocationList();
  return new RemoteRevocationList(revocationsUrlFor(options.jwksUrl));
}

@Global()
@Module({})
export class TokenVerificationModule {
  static forRoot(options: TokenVerificationOptions): DynamicModule {
    return {
      module: TokenVerificationModule,
      providers: [
        { provide: TOKEN_VERIFICATION_OPTIONS, useValue: options },
        {
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
