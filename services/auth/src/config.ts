/**
 * What auth reads from its environment, checked once at boot: a malformed password hash, private key
 * or token lifetime stops the service with a config error (every problem listed) instead of failing
 * at the first sign-in. Tests build the config from a plain object, never from process.env.
 */
import type { KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { STAFF_ROLES, type StaffRole } from '@madar/shared';
import { auditSpecs, type DataSettings } from '@madar/shared/data';
import { publicOriginSpecs, type ServiceOptions } from '@madar/shared/nest';
import {
  commonSpecs,
  ConfigError,
  dataSettings,
  dataSpecs,
  email,
  loadConfig,
  makeValidator,
  str,
  serviceSettings,
  type ServiceSettings,
  wholeNumber,
} from '@madar/shared/node';
import type { LoginThrottleSettings } from './auth/login-throttle/login-throttle';
import {
  DEFAULT_SCRYPT_PARAMS,
  parsePasswordHash,
  PasswordHashFormatError,
  type PasswordHash,
  type ScryptParams,
} from './password';
import { createSigningKey, readPrivateKey, type SigningKey } from './signing-key';

export const SERVICE_NAME = 'auth';

const UNIT_SECONDS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 };

/** `90`, `90s`, `15m`, `8h`, `7d`, `2w` -> seconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+)\s*([smhdw]?)$/i.exec(text.trim());
  const seconds = match ? Number(match[1]) * (UNIT_SECONDS[(match[2] || 's').toLowerCase()] ?? 0) : 0;
  if (!Number.isSafeInteger(seconds) || seconds <= 0) {
    throw new Error(`"${text}" is not a duration such as 900s, 15m, 8h or 7d`);
  }
  return seconds;
}

const duration = makeValidator<number>(parseDuration);

const passwordHash = makeValidator<PasswordHash>((input) => {
  try {
    return parsePasswordHash(input);
  } catch (err) {
    // Never echo the value itself: it is a credential (nor attach the error, which may quote it).
    // eslint-disable-next-line preserve-caught-error
    throw new Error(err instanceof PasswordHashFormatError ? err.message : 'not a valid password hash');
  }
});

const privateKey = makeValidator<KeyObject>(readPrivateKey);

/** `owner,editor`, or `none` for no role (an empty value means unset, which takes the default). */
export function parseRoles(text: string): StaffRole[] {
  const names = text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.length === 1 && names[0] === 'none') return [];
  const unknown = names.filter((name) => !(STAFF_ROLES as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown role(s) ${unknown.join(', ')}: use ${STAFF_ROLES.join(', ')} or none`);
  return STAFF_ROLES.filter((role) => names.includes(role));
}

const roles = makeValidator<StaffRole[]>(parseRoles);

const twoStepKey = makeValidator<string>((input) => {
  // Never echo the value: it is a secret.
  if (input.length < 32) throw new Error('must be at least 32 characters (e.g. openssl rand -base64 32)');
  return input;
});

/** The same key read from a file (a mounted Secret, the durable compose's key volume). */
const privateKeyFile = makeValidator<KeyObject>((file) => {
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new Error(`cannot read ${file}${code ? ` (${code})` : ''}`, { cause: err });
  }
  return readPrivateKey(pem);
});

const specs = {
  ...commonSpecs(3001),
  // DATABASE_URL: accounts and sessions in PostgreSQL (schema `auth`); REDIS_URL: the sign-in
  // counters and the sign-out list shared by every replica and service.
  ...dataSpecs(),
  // AUDIT_RETENTION_DAYS: how long auth's audit log (sign-ins, accounts, two-step) keeps an entry.
  ...auditSpecs(),
  // The site's address, which set-password links point to.
  ...publicOriginSpecs(),
  ADMIN_EMAIL: email({ desc: "The first owner's sign-in email, used when no account exists yet" }),
  ADMIN_PASSWORD_HASH: passwordHash({
    desc: "scrypt hash of the admin password: npm run hash-password -w @madar/auth -- 'password'",
  }),
  AUTH_PRIVATE_KEY: privateKey({
    default: undefined,
    desc: 'PKCS8 PEM Ed25519 key; one is generated per run without it (or AUTH_PRIVATE_KEY_FILE)',
  }),
  AUTH_PRIVATE_KEY_FILE: privateKeyFile({
    default: undefined,
    desc: 'Path of a PKCS8 PEM Ed25519 key file; the alternative to AUTH_PRIVATE_KEY',
  }),
  AUTH_KEY_ID: str({ default: undefined, desc: 'kid of the signing key; defaults to its JWK thumbprint' }),
  AUTH_ISSUER: str({ default: 'madar-auth' }),
  AUTH_AUDIENCE: str({ default: 'madar-admin' }),
  TOKEN_TTL: duration({ default: 8 * 3600, desc: 'Lifetime of a token (e.g. 8h)' }),
  TOKEN_TTL_REMEMBER: duration({ default: 7 * 86_400, desc: 'Lifetime of a "remember me" token (e.g. 7d)' }),
  LOGIN_RATE_LIMIT: wholeNumber({
    default: 30,
    desc: 'Coarse cap on sign-in attempts per minute per client address (bounds scrypt work); 0 = no cap',
  }),
  LOGIN_FREE_FAILURES: wholeNumber({
    default: 5,
    desc: 'Failed sign-ins an address may make before each further attempt waits (1 s, doubling)',
  }),
  LOGIN_ACCOUNT_FREE_FAILURES: wholeNumber({
    default: 20,
    desc: 'Failed sign-ins on one email, from all addresses, before addresses that failed too must wait',
  }),
  LOGIN_MAX_DELAY: duration({ default: 15 * 60, desc: 'The longest wait after failed sign-ins (e.g. 15m)' }),
  AUTH_TWO_STEP_KEY: twoStepKey({
    default: undefined,
    desc: 'Encrypts the two-step secrets at rest (32+ characters); derived from the signing key without it',
  }),
  AUTH_TWO_STEP_REQUIRED_ROLES: roles({
    default: undefined,
    desc: 'Roles that must enrol two-step until an owner sets the policy (comma-separated, or none)',
  }),
  LOGIN_FAILURE_WINDOW: duration({
    default: 3600,
    desc: 'Failed sign-ins are forgotten this long after the latest one; longer than LOGIN_MAX_DELAY',
  }),
};

export interface AuthConfig extends ServiceSettings {
  admin: { email: string; passwordHash: PasswordHash };
  token: { issuer: string; audience: string; ttlSeconds: number; rememberTtlSeconds: number };
  signingKey: SigningKey;
  /** Coarse cap on sign-in attempts per minute per address; 0 = none. */
  loginRateLimit: number;
  /** Waits after failed sign-ins, per address and per account. */
  loginThrottle: LoginThrottleSettings;
  /** PostgreSQL for accounts and sessions, Redis for the sign-in counters and the sign-out list. */
  data: DataSettings;
  /** PUBLIC_ORIGIN: the base of set-password links. */
  publicOrigin: string;
  /** AUDIT_RETENTION_DAYS: audit entries older than this are purged; 0 keeps them. */
  auditRetentionDays: number;
  twoStep: {
    /** AUTH_TWO_STEP_KEY; undefined: derived from the signing key. */
    key?: string;
    /** The roles that must use two-step while no owner has saved a policy. */
    defaultRequiredRoles: StaffRole[];
  };
  /** The scrypt cost of new password hashes (tests lower it; not configurable by the environment). */
  passwordHashParams: ScryptParams;
}

/** The variables, with the conflict no single spec can see listed among the other problems. */
function loadSpecs(set: NodeJS.ProcessEnv) {
  const conflicts =
    set.AUTH_PRIVATE_KEY !== undefined && set.AUTH_PRIVATE_KEY_FILE !== undefined
      ? ['AUTH_PRIVATE_KEY and AUTH_PRIVATE_KEY_FILE are both set: set one of them']
      : [];
  let problems: string[] = [];
  try {
    const vars = loadConfig(specs, set);
    // A window no longer than the longest wait would forget an address's failures while it waits.
    if (vars.LOGIN_FAILURE_WINDOW <= vars.LOGIN_MAX_DELAY) {
      conflicts.push('LOGIN_FAILURE_WINDOW must be longer than LOGIN_MAX_DELAY');
    }
    if (conflicts.length === 0) return vars;
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems = err.problems;
  }
  throw new ConfigError([...problems, ...conflicts]);
}

/** Parses auth's environment; throws a ConfigError listing every missing or invalid variable. */
export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  // An empty value means unset: compose passes `${AUTH_PRIVATE_KEY:-}` through as ''.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const vars = loadSpecs(set);
  return {
    ...serviceSettings(vars),
    admin: { email: vars.ADMIN_EMAIL.trim().toLowerCase(), passwordHash: vars.ADMIN_PASSWORD_HASH },
    token: {
      issuer: vars.AUTH_ISSUER,
      audience: vars.AUTH_AUDIENCE,
      ttlSeconds: vars.TOKEN_TTL,
      rememberTtlSeconds: vars.TOKEN_TTL_REMEMBER,
    },
    signingKey: createSigningKey(vars.AUTH_PRIVATE_KEY ?? vars.AUTH_PRIVATE_KEY_FILE, vars.AUTH_KEY_ID),
    loginRateLimit: vars.LOGIN_RATE_LIMIT,
    loginThrottle: {
      freeFailures: vars.LOGIN_FREE_FAILURES,
      accountFreeFailures: vars.LOGIN_ACCOUNT_FREE_FAILURES,
      maxDelaySeconds: vars.LOGIN_MAX_DELAY,
      windowSeconds: vars.LOGIN_FAILURE_WINDOW,
    },
    // No demo accounts: the first owner comes from ADMIN_EMAIL and ADMIN_PASSWORD_HASH.
    data: { ...dataSettings(vars), seedDemoData: false },
    publicOrigin: vars.PUBLIC_ORIGIN,
    auditRetentionDays: vars.AUDIT_RETENTION_DAYS,
    twoStep: {
      ...(vars.AUTH_TWO_STEP_KEY ? { key: vars.AUTH_TWO_STEP_KEY } : {}),
      // Owners must use two-step in production settings until an owner saves a policy; nobody elsewhere.
      defaultRequiredRoles:
        vars.AUTH_TWO_STEP_REQUIRED_ROLES ?? (set.NODE_ENV === 'production' ? ['owner'] : []),
    },
    passwordHashParams: DEFAULT_SCRYPT_PARAMS,
  };
}

/** The options configureService/runService need, shared by main.ts and the e2e tests. */
export function serviceOptions(config: AuthConfig): ServiceOptions {
  return {
    name: SERVICE_NAME,
    description:
      'Staff accounts and sign-in for Madar Technologies: accounts and roles, sessions, EdDSA tokens and their public keys.',
    latency: config.latency,
  };
}
