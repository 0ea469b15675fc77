/**
 * Staff: who may sign in to the admin panel, with which role, and the sign-in itself
 * (POST /api/auth/login and what it answers).
 */
import type { FieldLimits } from './text';

export const USER_ROLES = ['admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The signed-in admin, as a verified token and GET /api/auth/me describe them. */
export interface AdminUser {
  email: string;
  role: UserRole;
}

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

export interface LoginResult {
  token: string;
  user: AdminUser;
}
