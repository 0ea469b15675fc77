/**
 * Encrypts what auth must read back but never hand out: two-step secrets at rest and the sign-in's
 * challenges (AES-256-GCM, a fresh nonce each time, so a changed byte is detected, not decrypted).
 * The key is AUTH_TWO_STEP_KEY when set, else derived from the token signing key: a deployment with
 * a kept signing key keeps its secrets readable without another secret to manage. Each use has its
 * own derived key, so a challenge can never be passed off as a stored secret or the reverse.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AuthConfig } from '../config';

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export type SecretPurpose = 'secret' | 'challenge';

export class SecretBox {
  private readonly keys: Record<SecretPurpose, Buffer>;

  constructor(master: Buffer) {
    const derive = (purpose: SecretPurpose) =>
      Buffer.from(hkdfSync('sha256', master, 'madar-auth-two-step', purpose, 32));
    this.keys = { secret: derive('secret'), challenge: derive('challenge') };
  }

  static fromConfig(config: Pick<AuthConfig, 'twoStep' | 'signingKey'>): SecretBox {
    const master = config.twoStep.key
      ? Buffer.from(config.twoStep.key, 'utf8')
      : config.signingKey.privateKey.export({ format: 'der', type: 'pkcs8' });
    return new SecretBox(master);
  }

  seal(purpose: SecretPurpose, plain: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys[purpose], nonce);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The plain text, or undefined for anything this key did not seal (tampered, other key, garbage). */
  open(purpose: SecretPurpose, sealed: string): string | undefined {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length <= NONCE_BYTES + TAG_BYTES) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.keys[purpose], bytes.subarray(0, NONCE_BYTES));
      decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
