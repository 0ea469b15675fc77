/**
 * The Ed25519 key auth signs admin tokens with, and its public half as a JWK for `/api/auth/jwks`.
 * The key comes from AUTH_PRIVATE_KEY (PKCS8 PEM); without it one is generated for this run only.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { TOKEN_ALGORITHM } from '@madar/shared/nest';

export interface PublicJwk {
  kty: string;
  crv: string;
  x: string;
  kid: string;
  alg: typeof TOKEN_ALGORITHM;
  use: 'sig';
}

export interface SigningKey {
  privateKey: KeyObject;
  publicJwk: PublicJwk;
  kid: string;
  /** True when the key was generated at start: tokens die with the process. */
  ephemeral: boolean;
}

export class SigningKeyError extends Error {}

/** Reads a PKCS8 PEM Ed25519 private key; throws SigningKeyError saying what is wrong. */
export function readPrivateKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    // Compose and Kubernetes often carry a PEM with literal "\n" sequences; accept both forms.
    key = createPrivateKey({ key: pem.replace(/\\n/g, '\n'), format: 'pem' });
  } catch {
    throw new SigningKeyError('not a readable PKCS8 PEM private key');
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new SigningKeyError(`must be an Ed25519 key (found ${key.asymmetricKeyType ?? 'unknown'})`);
  }
  return key;
}

/** The RFC 7638 thumbprint of an OKP key: stable for a key, so verifiers keep their cache across restarts. */
export function okpThumbprint(jwk: { crv: string; kty: string; x: string }): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x });
  return createHash('sha256').update(canonical).digest('base64url');
}

/** The signing key for `configured`, or a freshly generated one when none is configured. */
export function createSigningKey(configured: KeyObject | undefined, keyId?: string): SigningKey {
  const privateKey = configured ?? generateKeyPairSync('ed25519').privateKey;
  const exported = createPublicKey(privateKey).export({ format: 'jwk' });
  if (
    typeof exported.kty !== 'string' ||
    typeof exported.crv !== 'string' ||
    typeof exported.x !== 'string'
  ) {
    throw new SigningKeyError('has no exportable Ed25519 public key');
  }
  const base = { kty: exported.kty, crv: exported.crv, x: exported.x };
  const kid = keyId ?? okpThumbprint(base);
  return {
    privateKey,
    publicJwk: { ...base, kid, alg: TOKEN_ALGORITHM, use: 'sig' },
    kid,
    ephemeral: configured === undefined,
  };
}
