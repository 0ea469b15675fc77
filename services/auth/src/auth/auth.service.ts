/**
 * Sign-in and sign-out of the single admin whose email and password hash come from the environment.
 */
import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, type AdminUser, type LoginResult } from '@madar/shared';
import { RevocationList, unauthorized } from '@madar/shared/nest';
import type { AuthConfig } from '../config';
import { verifyPassword } from '../password';
import { AUTH_CONFIG } from './auth-config';
import type { Session } from './session.guard';
import { TokenService } from './token.service';

export interface Credentials {
  email: string;
  password: string;
  rememberMe?: boolean;
}

@Injectable()
export class AuthService {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly tokens: TokenService,
    private readonly revocations: RevocationList,
  ) {}

  async login({ email, password, rememberMe = false }: Credentials): Promise<LoginResult> {
    const { admin } = this.config;
    const emailMatches = email.trim().toLowerCase() === admin.email;
    // The password is checked even for an unknown email, so the answer takes as long either way and
    // its timing does not tell which emails exist.
    const passwordMatches = await verifyPassword(password, admin.passwordHash);
    if (!emailMatches || !passwordMatches) {
      throw unauthorized(ERROR_CODES.AUTH_INVALID_CREDENTIALS, 'Invalid email or password');
    }
    const { token } = await this.tokens.issue(admin.email, rememberMe);
    return { token, user: { email: admin.email, role: 'admin' } };
  }

  /**
   * Refuses the session's token from now until it would have expired anyway, in every service: they
   * all check the same list (Redis), or ask this service for it (memory mode).
   */
  logout(session: Session): Promise<void> {
    return this.revocations.revoke(session.jti, session.expiresAt);
  }

  /** Whether a token was signed out, for the other services in memory mode. */
  isRevoked(jti: string): Promise<boolean> {
    return this.revocations.isRevoked(jti, 0);
  }

  me(session: Session): AdminUser {
    return { email: session.admin.email, role: session.admin.role };
  }
}
