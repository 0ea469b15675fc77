/**
 * Issues staff tokens (EdDSA, with `kid`, `jti` and the pinned issuer and audience; the account id as
 * `sub`, with its `email`, `name` and `role`) and publishes the public key other services verify them with.
 */
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SignJWT } from 'jose';
import type { AdminUser } from '@madar/shared';
import { TOKEN_ALGORITHM } from '@madar/shared/nest';
import type { AuthConfig } from '../config';
import type { PublicJwk } from '../signing-key';
import { AUTH_CONFIG } from './auth-config';

export interface IssuedToken {
  token: string;
  jti: string;
  /** Seconds since the epoch, as in `iat` and `exp`. */
  issuedAt: number;
  expiresAt: number;
}

@Injectable()
export class TokenService implements OnApplicationBootstrap {
  private readonly logger = new Logger(TokenService.name);

  constructor(@Inject(AUTH_CONFIG) private readonly config: AuthConfig) {}

  onApplicationBootstrap(): void {
    if (this.config.signingKey.ephemeral) {
      this.logger.warn(
        'AUTH_PRIVATE_KEY is not set: generated a signing key for this run; tokens will not survive a restart',
      );
    }
  }

  // The real time, not the service's Clock: every verifier checks `iat` and `exp` against its own.
  async issue(user: AdminUser, rememberMe: boolean): Promise<IssuedToken> {
    const { issuer, audience, ttlSeconds, rememberTtlSeconds } = this.config.token;
    const { privateKey, kid } = this.config.signingKey;
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + (rememberMe ? rememberTtlSeconds : ttlSeconds);
    const jti = randomUUID();
    const token = await new SignJWT({ email: user.email, name: user.name, role: user.role })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid, typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .setJti(jti)
      .sign(privateKey);
    return { token, jti, issuedAt, expiresAt };
  }

  publicKeys(): { keys: PublicJwk[] } {
    return { keys: [this.config.signingKey.publicJwk] };
  }
}
