/** POST /api/auth/login. */
import type { FieldLimits } from './text';

export interface LoginRequest {
  email: string;
  password: string;
  /** A longer-lived token. */
  rememberMe?: boolean;
}

export const LOGIN_LIMITS = {
  // Bounded so a huge body cannot make the password hashing work long.
  password: 1024,
} as const satisfies FieldLimits<LoginRequest>;
