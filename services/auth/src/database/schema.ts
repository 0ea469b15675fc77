/**
 * Auth's tables in its own PostgreSQL schema `auth`, as Kysely sees them (camelCase here, snake_case in
 * the migrations, mapped by the CamelCasePlugin). The role column is typed with the shared union, so a
 * row reads as the record's own types and nothing casts it; only this service writes it.
 */
import type { StaffRole } from '@madar/shared';
import type { AuditDb } from '@madar/shared/data';
import type { ColumnType } from 'kysely';

export const SCHEMA = 'auth';

/** A timestamptz column: read as a Date, written as a Date or ISO text, never updated. */
type CreatedAt = ColumnType<Date, Date | string, never>;
/** A timestamptz column that changes. */
type ChangedAt = ColumnType<Date, Date | string, Date | string>;
/** A column the database computes. */
type Computed<T> = ColumnType<T, never, never>;

export interface AccountsTable {
  id: string;
  /** Stored lower-cased; unique, so two accounts can never sign in with the same address. */
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  /** Null until the person sets one through their set-password link. */
  passwordHash: string | null;
  passwordChangeWanted: boolean;
  createdAt: CreatedAt;
  updatedAt: ChangedAt;
  lastSignInAt: ColumnType<Date | null, Date | string | null, Date | string | null>;
  searchText: Computed<string>;
}

/** One-time set-password links: only a hash of the link's token is kept. */
export interface PasswordLinksTable {
  tokenHash: string;
  accountId: string;
  createdAt: CreatedAt;
  expiresAt: CreatedAt;
}

/** Every token auth issued, until it expires or is signed out. */
export interface SessionsTable {
  /** The token's jti. */
  id: string;
  accountId: string;
  issuedAt: CreatedAt;
  expiresAt: CreatedAt;
  userAgent: string | null;
  address: string | null;
}

/** An account's two-step secret (encrypted), on once confirmed. */
export interface TwoStepTable {
  accountId: string;
  secret: string;
  enabled: boolean;
  /** bigint: read as text by the driver. */
  lastTimeStep: ColumnType<string | null, number | null, number | null>;
  updatedAt: ChangedAt;
}

/** Hashes of the unused recovery codes; a used one is deleted. */
export interface RecoveryCodesTable {
  accountId: string;
  codeHash: string;
}

/** Owner-saved settings by key, as JSON. */
export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updatedAt: ChangedAt;
}

/** Signed-out tokens until they expire: the sign-out list Redis is filled from. */
export interface RevokedTokensTable {
  jti: string;
  expiresAt: CreatedAt;
}

/** With the audit log's table (`auditLog`, shared/src/data/audit-log.pg-store.ts). */
export interface AuthDb extends AuditDb {
  accounts: AccountsTable;
  passwordLinks: PasswordLinksTable;
  sessions: SessionsTable;
  twoStep: TwoStepTable;
  recoveryCodes: RecoveryCodesTable;
  settings: SettingsTable;
  revokedTokens: RevokedTokensTable;
}
