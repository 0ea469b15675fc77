/**
 * Issues admin tokens (EdDSA, with `kid`, `jti` and the pinned issuer and audience) and publishes the
 * public key other services verify them with.
 */
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SignJWT } from 'jose';
import { TOKEN_ALGORITHM } from '@madar/shared/nest';
import type { AuthConfig } from '../config';
import type { PublicJwk } from '../signing-key';
import { AUTH_CONFIG } from './auth-config';

export interface IssuedToken {
  token: string;
  jti: string;
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

  async issue(email: string, rememberMe: boolean): Promise<IssuedToken> {
    const { issuer, audience, ttlSeconds, rememberTtlSeconds } = this.config.token;
    const { privateKey, kid } = this.config.signingKey;
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + (rememberMe ? rememberTtlSeconds : ttlSeconds);
    const jti = randomUUID();
    const token = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid, typ: 'JWT' })
      .setSubject(email)
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .setJti(jti)
      .sign(privateKey);
    return { token, jti, expiresAt };
  }

  publicKeys(): { keys: PublicJwk[] } {
    return { keys: [this.config.signingKey.publicJwk] };
  }
}
