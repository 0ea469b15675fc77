/**
 * Password hashing for the admin credential, with node:crypto scrypt only (no native add-on to build).
 * A hash is one string `scrypt:<N>:<r>:<p>:<salt>:<hash>` (salt and hash base64url): the cost
 * parameters travel with it, so they can be raised later without invalidating existing hashes, and it
 * holds no `$`, so it can sit unescaped in compose files and Makefiles.
 *
 * This file has no imports beyond node:crypto and uses only erasable TypeScript, so the hash-password
 * CLI can run it straight from source with Node's type stripping.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
}

export interface PasswordHash extends ScryptParams {
  salt: Buffer;
  hash: Buffer;
}

/**
 * OWASP's scrypt setting N=2^15, r=8, p=3: the same work as N=2^17, p=1 but a quarter of the memory
 * (32 MiB), which matters when a few sign-ins arrive at once on a small container.
 */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };

const PREFIX = 'scrypt';
const SALT_BYTES = 16;
const HASH_BYTES = 32;
// Bounds on what a stored hash may ask for, so a bad value fails at boot instead of exhausting memory.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export class PasswordHashFormatError extends Error {
  constructor(reason: string) {
    super(`not a valid password hash (${reason}); expected scrypt:<N>:<r>:<p>:<salt>:<hash>`);
    this.name = 'PasswordHashFormatError';
  }
}

function derive(password: string, salt: Buffer, keylen: number, params: ScryptParams): Promise<Buffer> {
  // Node refuses (roughly) 128 * N * r above maxmem; leave room for OpenSSL's own bookkeeping.
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keylen, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

function integerParam(name: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text)) throw new PasswordHashFormatError(`${name} is not a number`);
  const value = Number(text);
  if (value < min || value > max)
    throw new PasswordHashFormatError(`${name} must be between ${min} and ${max}`);
  return value;
}

function bytesParam(name: string, text: string, minBytes: number): Buffer {
  if (!BASE64URL.test(text)) throw new PasswordHashFormatError(`${name} is not base64url`);
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length < minBytes) throw new PasswordHashFormatError(`${name} is shorter than ${minBytes} bytes`);
  return bytes;
}

/** Parses a stored hash; throws PasswordHashFormatError naming what is wrong with it. */
export function parsePasswordHash(stored: string): PasswordHash {
  const parts = stored.trim().split(':');
  if (parts.length !== 6) throw new PasswordHashFormatError(`expected 6 fields, found ${parts.length}`);
  const [prefix = '', n = '', r = '', p = '', salt = '', hash = ''] = parts;
  if (prefix !== PREFIX) throw new PasswordHashFormatError(`unknown scheme "${prefix}"`);
  const N = integerParam('N', n, 2, MAX_N);
  if ((N & (N - 1)) !== 0) throw new PasswordHashFormatError('N must be a power of two');
  return {
    N,
    r: integerParam('r', r, 1, MAX_R),
    p: integerParam('p', p, 1, MAX_P),
    salt: bytesParam('salt', salt, 8),
    hash: bytesParam('hash', hash, 16),
  };
}

/** Hashes a password with a fresh random salt. */
export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, HASH_BYTES, params);
  return [PREFIX, params.N, params.r, params.p, salt.toString('base64url'), hash.toString('base64url')].join(
    ':',
  );
}

/** Whether `password` matches `stored`; the comparison takes the same time wherever the bytes differ. */
export async function verifyPassword(password: string, stored: PasswordHash | string): Promise<boolean> {
  const expected = typeof stored === 'string' ? parsePasswordHash(stored) : stored;
  const actual = await derive(password, expected.salt, expected.hash.length, expected);
  return timingSafeEqual(actual, expected.hash);
}

/** The stored form of a parsed hash (the inverse of parsePasswordHash). */
export function formatPasswordHash(parsed: PasswordHash): string {
  return [
    PREFIX,
    parsed.N,
    parsed.r,
    parsed.p,
    parsed.salt.toString('base64url'),
    parsed.hash.toString('base64url'),
  ].join(':');
}
