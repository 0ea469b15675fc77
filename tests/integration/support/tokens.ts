/**
 * Credentials and forged tokens for the integration tests: the demo admin's password hash in the
 * format auth reads, and the classic JWT attacks (tampered payload, `alg: none`, HS256 signed with the
 * public key) built by hand so no library refuses to make them.
 */
import { createHmac, createPublicKey, randomBytes, scryptSync, type JsonWebKey } from 'node:crypto';

/** `scrypt:N:r:p:salt:hash` (base64url), as services/auth/src/password.ts parses it. */
export function demoPasswordHash(password: string): string {
  const params = { N: 16384, r: 8, p: 1 };
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join(':');
}

type Json = Record<string, unknown>;

const encode = (part: Json): string => Buffer.from(JSON.stringify(part)).toString('base64url');

/** The decoded header or payload of a compact JWT. */
export function decodePart(token: string, index: 0 | 1): Json {
  const part = token.split('.')[index];
  if (part === undefined) throw new Error('not a compact JWT');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Json;
}

/** The token with its payload changed (a later expiry) and the original signature kept. */
export function tamperedToken(token: string): string {
  const [header, , signature] = token.split('.');
  const payload = decodePart(token, 1);
  const exp = typeof payload.exp === 'number' ? payload.exp : Math.floor(Date.now() / 1000);
  return [header, encode({ ...payload, exp: exp + 365 * 86_400 }), signature].join('.');
}

/** An unsigned token (`alg: none`) carrying the given claims. */
export function unsignedToken(claims: Json): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

/** A token signed HS256 with `secret`: the algorithm-confusion attack when the secret is a public key. */
export function hs256Token(claims: Json, secret: string | Buffer, kid?: string): string {
  const signingInput = `${encode({ alg: 'HS256', typ: 'JWT', ...(kid ? { kid } : {}) })}.${encode(claims)}`;
  const signature = createHmac('sha256', secret).update(signingInput).digest('base64url');
  return `${signingInput}.${signature}`;
}

/** The public key of a JWK as SPKI PEM, the bytes a confused verifier would use as an HMAC secret. */
export function publicKeyPem(jwk: JsonWebKey): string {
  return createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();
}
