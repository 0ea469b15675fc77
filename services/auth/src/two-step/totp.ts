/**
 * The one-time codes themselves, through otplib (RFC 6238: SHA-1, six digits, 30-second steps, what
 * authenticator apps expect), and the recovery codes. Time is passed in, so tests move a clock
 * instead of waiting for the next step.
 */
import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';
import { renderSVG } from 'uqr';
import { RECOVERY_CODE_COUNT } from '@madar/shared';

export const TOTP_PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it changed. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
export const TOTP_ISSUER = 'Madar';

export const newSecret = (): string => generateSecret();

export const otpauthUrl = (secret: string, label: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label, secret });

export const qrSvg = (text: string): string => renderSVG(text, { ecc: 'M', border: 2 });

/** The code of `secret` at `at` (what the app shows; the tests' authenticator). */
export const codeAt = (secret: string, at: Date): string =>
  generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** The time step a six-digit code matched at `at`, or undefined. */
export function matchCode(secret: string, code: string, at: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  });
  // The TOTP result carries the step it matched (the shared result type also covers HOTP's).
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Letters and digits nobody confuses (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

/** Ten codes like `k7m2q-x9hfd` (about 49 bits each: guessing one is hopeless, so a fast hash suffices). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const part = () => Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => `${part()}-${part()}`);
}

/** A recovery code as typed (any case, spaces or dashes) in its stored form. */
export const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');

export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('base64url');
