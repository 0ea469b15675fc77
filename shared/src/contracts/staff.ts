/**
 * Staff: who may sign in to the admin panel, the roles and what each may work on (the role table every
 * service enforces), and the sign-in itself (POST /api/auth/login and what it answers).
 */
import type { FieldLimits } from './text';

export const STAFF_ROLES = ['owner', 'editor', 'recruiter', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a role may work on. Each service guards every admin route with one area, its dashboard
 * (stats, activity) included: `blog` is content's posts; `careers` recruitment's jobs and
 * applications; `leads` inquiries' briefs, contact messages and newsletter; `accounts` auth's staff
 * accounts; `audit` every service's audit log; `privacy` every service's personal-data export and
 * erasure (POST /api/<service>/personal-data/…).
 */
export const STAFF_AREAS = ['blog', 'careers', 'leads', 'accounts', 'audit', 'privacy'] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

/** The role table: the areas each role holds. Owners hold all; the others, their job's one. */
export const ROLE_AREAS: Readonly<Record<StaffRole, readonly StaffArea[]>> = {
  owner: STAFF_AREAS,
  editor: ['blog'],
  recruiter: ['careers'],
  sales: ['leads'],
};

/** Whether `role` may use the routes of `area` (the services' guards and the panel's menu ask this). */
export function mayAccess(role: StaffRole, area: StaffArea): boolean {
  return ROLE_AREAS[role].includes(area);
}

/** The signed-in staff member, as a verified token and GET /api/auth/me describe them. */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
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
