/** POST /api/auth/login. */
import { EMAIL_MAX, type FieldLimits } from './text';

export interface LoginRequest {
  email: string;
  password: string;
  /** A longer-lived token. */
  rememberMe?: boolean;
}

export const LOGIN_LIMITS = {
  email: EMAIL_MAX,
  // Bounded so a huge body cannot make the password hashing work long.
  password: 1024,
} as const satisfies FieldLimits<LoginRequest>;
