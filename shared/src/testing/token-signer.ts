/**
 * Test support: an Ed25519 key pair with a JWKS key source and a signer that issues tokens shaped like
 * auth's (account id as `sub`, `email`, `name`, `role`), so a service's tests can exercise its staff
 * guards without running auth.
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
import type { AdminUser, StaffRole } from '../contracts/staff';
import { MemoryRevocationList } from '../nest/revocations';
import { TOKEN_ALGORITHM } from '../nest/token-verifier';

export const TEST_ISSUER = 'madar-auth';
export const TEST_AUDIENCE = 'madar-admin';

/** Who a test token names unless the claims say otherwise: an owner, who may do everything. */
export const TEST_STAFF: Readonly<AdminUser> = {
  id: 'acc-test-owner',
  email: 'owner@example.test',
  name: 'Test Owner',
  role: 'owner',
};

/** Claims a test token may override; `role` is loose so a test can sign a refused one (`admin`). */
export type TestClaims = JWTPayload & { role?: StaffRole | (string & {}) };

export interface TestSigner {
  keySource: JWTVerifyGetKey;
  /**
   * A valid staff token (an owner's unless `claims` say otherwise: `sign({ role: 'sales' })`);
   * `claims` and `expiresIn` override the defaults, and a claim set to `undefined` is left out.
   */
  sign(claims?: TestClaims, expiresIn?: string | number): Promise<string>;
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
      new SignJWT(
        withoutUndefined({
          email: TEST_STAFF.email,
          name: TEST_STAFF.name,
          role: TEST_STAFF.role,
          ...claims,
        }),
      )
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid })
        .setSubject(typeof claims.sub === 'string' ? claims.sub : TEST_STAFF.id)
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : TEST_ISSUER)
        .setAudience(claims.aud ?? TEST_AUDIENCE)
        .setIssuedAt(typeof claims.iat === 'number' ? claims.iat : undefined)
        .setJti(typeof claims.jti === 'string' ? claims.jti : randomUUID())
        .setExpirationTime(expiresIn)
        .sign(privateKey),
  };
}

const withoutUndefined = (claims: TestClaims): JWTPayload =>
  Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));

/** Options for TokenVerificationModule in tests, backed by `signer`. */
export const testVerificationOptions = (signer: TestSigner) => ({
  jwksUrl: 'http://auth.invalid/api/auth/jwks',
  issuer: TEST_ISSUER,
  audience: TEST_AUDIENCE,
  keySource: signer.keySource,
  revocations: signer.revocations,
});
