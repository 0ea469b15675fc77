/**
 * Test support: an Ed25519 key pair with a JWKS key source and a signer that issues tokens shaped like
 * auth's, so a service's tests can exercise its AdminGuard without running auth.
 */
import { randomUUID } from 'node:crypto';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { MemoryRevocationList } from '../nest/revocations';
import { TOKEN_ALGORITHM } from '../nest/token-verifier';

export const TEST_ISSUER = 'madar-auth';
export const TEST_AUDIENCE = 'madar-admin';

export interface TestSigner {
  keySource: JWTVerifyGetKey;
  /** A valid admin token; `claims` and `expiresIn` override the defaults. */
  sign(claims?: JWTPayload, expiresIn?: string | number): Promise<string>;
  /** The sign-out list the verifier of `testVerificationOptions` checks: revoke a jti to sign it out. */
  revocations: MemoryRevocationList;
}

export async function createTestSigner(kid = 'test-key'): Promise<TestSigner> {
  const { publicKey, privateKey } = await generateKeyPair(TOKEN_ALGORITHM, {
    crv: 'Ed25519',
    extractable: true,
  });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: TOKEN_ALGORITHM, use: 'sig' };
  return {
    keySource: createLocalJWKSet({ keys: [jwk] }),
    revocations: new MemoryRevocationList(),
    sign: (claims = {}, expiresIn = '1h') =>
      new SignJWT({ role: 'admin', ...claims })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid })
        .setSubject(typeof claims.sub === 'string' ? claims.sub : 'admin@example.test')
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : TEST_ISSUER)
        .setAudience(claims.aud ?? TEST_AUDIENCE)
        .setIssuedAt(typeof claims.iat === 'number' ? claims.iat : undefined)
        .setJti(typeof claims.jti === 'string' ? claims.jti : randomUUID())
        .setExpirationTime(expiresIn)
        .sign(privateKey),
  };
}

/** Options for TokenVerificationModule in tests, backed by `signer`. */
export const testVerificationOptions = (signer: TestSigner) => ({
  jwksUrl: 'http://auth.invalid/api/auth/jwks',
  issuer: TEST_ISSUER,
  audience: TEST_AUDIENCE,
  keySource: signer.keySource,
  revocations: signer.revocations,
});
