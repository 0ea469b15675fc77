import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { createLocalJWKSet, exportJWK, exportSPKI, generateKeyPair, SignJWT, type JWK } from 'jose';
import { TokenVerifier, bearerToken, type TokenVerificationOptions } from './token-verifier';
import { MemoryRevocationList, RemoteRevocationList } from './revocations';
import { AppError } from './app-error';
import { createTestSigner, TEST_AUDIENCE, TEST_ISSUER, testVerificationOptions } from '../testing';

/** A verifier whose sign-out list is the options' own, or an empty one in memory. */
const verifierFor = (options: TokenVerificationOptions) =>
  new TokenVerifier(options, options.revocations ?? new MemoryRevocationList());

/** The claims auth sets besides the registered ones, for tokens signed by hand here. */
const STAFF_CLAIMS = { email: 'staff@madar.ly', name: 'Staff', role: 'editor' };

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

async function expect401(promise: Promise<unknown>, code: string) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const body = (err as AppError).getResponse() as { statusCode: number; code: string };
  expect(body).toMatchObject({ statusCode: 401, code });
}

describe('TokenVerifier', () => {
  it('accepts a token signed by a known key and returns the staff member it names', async () => {
    const signer = await createTestSigner();
    const verifier = verifierFor(testVerificationOptions(signer));
    const token = await signer.sign({
      sub: 'acc-7',
      email: 'huda@madar.ly',
      name: 'Huda',
      role: 'recruiter',
    });
    await expect(verifier.verify(token)).resolves.toEqual({
      id: 'acc-7',
      email: 'huda@madar.ly',
      name: 'Huda',
      role: 'recruiter',
    });
  });

  it.each([
    ['an expired token', { claims: {}, exp: Math.floor(Date.now() / 1000) - 60 }],
    ['a token for another audience', { claims: { aud: 'someone-else' }, exp: '1h' }],
    ['a token from another issuer', { claims: { iss: 'evil' }, exp: '1h' }],
    ['a token with a role that is not a staff role', { claims: { role: 'visitor' }, exp: '1h' }],
    // The single shared admin's tokens (role `admin`, the email as `sub`) name no account.
    ['a token of the legacy shared admin', { claims: { role: 'admin', sub: 'admin@madar.ly' }, exp: '1h' }],
    ['a token without a role', { claims: { role: undefined }, exp: '1h' }],
    ['a token without an email', { claims: { email: undefined }, exp: '1h' }],
    ['a token with an empty email', { claims: { email: '' }, exp: '1h' }],
    ['a token without a name', { claims: { name: undefined }, exp: '1h' }],
  ])('refuses %s', async (_name, { claims, exp }) => {
    const signer = await createTestSigner();
    const verifier = verifierFor(testVerificationOptions(signer));
    await expect401(verifier.verify(await signer.sign(claims, exp)), 'AUTH.TOKEN_INVALID');
  });

  describe('claims auth always sets', () => {
    const now = () => Math.floor(Date.now() / 1000);
    const signWith = async (claims: Record<string, unknown>, lifetime: number, iat = now()) => {
      const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
      const jwk = { ...(await exportJWK(publicKey)), kid: 'k', alg: 'EdDSA' };
      const jwt = new SignJWT({ ...STAFF_CLAIMS, ...claims })
        .setProtectedHeader({ alg: 'EdDSA', kid: 'k' })
        .setSubject('acc-1')
        .setIssuer(TEST_ISSUER)
        .setAudience(TEST_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + lifetime);
      const token = await jwt.sign(privateKey);
      const verifier = verifierFor({
        jwksUrl: 'http://auth.invalid/jwks',
        issuer: TEST_ISSUER,
        audience: TEST_AUDIENCE,
        keySource: createLocalJWKSet({ keys: [jwk] }),
      });
      return verifier.verify(token);
    };

    it('accepts a remember-me token (7 days) with a jti', async () => {
      await expect(signWith({ jti: 'a' }, 7 * 86_400)).resolves.toMatchObject({ role: 'editor' });
    });

    it.each([
      ['no jti', {}, 3600, undefined],
      ['an empty jti', { jti: '' }, 3600, undefined],
      ['a lifetime of a century', { jti: 'a' }, 100 * 365 * 86_400, undefined],
      ['an iat two hours in the future', { jti: 'a' }, 3600, Math.floor(Date.now() / 1000) + 7200],
    ])('refuses a token with %s', async (_name, claims, lifetime, iat) => {
      await expect401(signWith(claims, lifetime, iat), 'AUTH.TOKEN_INVALID');
    });
  });

  it('answers 503, not 401, when the key set cannot be fetched (auth unreachable)', async () => {
    const signer = await createTestSigner();
    const verifier = verifierFor({
      jwksUrl: 'http://127.0.0.1:9/jwks',
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
    });
    const err = await verifier.verify(await signer.sign()).then(
      () => null,
      (e: unknown) => e,
    );
    expect((err as AppError).getResponse()).toMatchObject({ statusCode: 503, code: 'AUTH.UNAVAILABLE' });
  });

  it('refuses a token signed by a key it does not know', async () => {
    const trusted = await createTestSigner('k1');
    const stranger = await createTestSigner('k1');
    const verifier = verifierFor(testVerificationOptions(trusted));
    await expect401(verifier.verify(await stranger.sign()), 'AUTH.TOKEN_INVALID');
  });

  it('refuses an unsigned token (alg none)', async () => {
    const signer = await createTestSigner();
    const verifier = verifierFor(testVerificationOptions(signer));
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      sub: 'a@b.c',
      ...STAFF_CLAIMS,
      iss: TEST_ISSUER,
      aud: TEST_AUDIENCE,
      iat: now,
      exp: now + 600,
    };
    const token = `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.`;
    await expect401(verifier.verify(token), 'AUTH.TOKEN_INVALID');
  });

  it('refuses a token signed HS256 with the public key as the secret', async () => {
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k', alg: 'EdDSA' };
    const server = await serveJwks(() => [jwk]);
    try {
      const verifier = verifierFor({ ...testOptions(server), refetchCooldownMs: 0 });
      const pem = await exportSPKI(publicKey);
      const now = Math.floor(Date.now() / 1000);
      const head = b64url(JSON.stringify({ alg: 'HS256', kid: 'k' }));
      const body = b64url(
        JSON.stringify({
          sub: 'a@b.c',
          ...STAFF_CLAIMS,
          iss: TEST_ISSUER,
          aud: TEST_AUDIENCE,
          iat: now,
          exp: now + 600,
        }),
      );
      const sig = createHmac('sha256', pem).update(`${head}.${body}`).digest('base64url');
      await expect401(verifier.verify(`${head}.${body}.${sig}`), 'AUTH.TOKEN_INVALID');
      // The genuine key still works, so the refusal is about the algorithm, not the key set.
      const good = await new SignJWT(STAFF_CLAIMS)
        .setProtectedHeader({ alg: 'EdDSA', kid: 'k' })
        .setSubject('a@b.c')
        .setIssuer(TEST_ISSUER)
        .setAudience(TEST_AUDIENCE)
        .setIssuedAt()
        .setJti('test-jti')
        .setExpirationTime('5m')
        .sign(privateKey);
      await expect(verifier.verify(good)).resolves.toMatchObject({ email: STAFF_CLAIMS.email });
    } finally {
      server.close();
    }
  });

  it('caches the key set and fetches it again when a token names an unknown kid', async () => {
    const first = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const second = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const keys: JWK[] = [{ ...(await exportJWK(first.publicKey)), kid: 'one', alg: 'EdDSA' }];
    const server = await serveJwks(() => keys);
    const sign = (key: Parameters<SignJWT['sign']>[0], kid: string) =>
      new SignJWT(STAFF_CLAIMS)
        .setProtectedHeader({ alg: 'EdDSA', kid })
        .setSubject('a@b.c')
        .setIssuer(TEST_ISSUER)
        .setAudience(TEST_AUDIENCE)
        .setIssuedAt()
        .setJti('test-jti')
        .setExpirationTime('5m')
        .sign(key);
    try {
      const verifier = verifierFor({ ...testOptions(server), refetchCooldownMs: 0 });
      await verifier.verify(await sign(first.privateKey, 'one'));
      await verifier.verify(await sign(first.privateKey, 'one'));
      expect(server.hits).toBe(1);

      keys.push({ ...(await exportJWK(second.publicKey)), kid: 'two', alg: 'EdDSA' });
      await expect(verifier.verify(await sign(second.privateKey, 'two'))).resolves.toMatchObject({
        role: 'editor',
      });
      expect(server.hits).toBe(2);
    } finally {
      server.close();
    }
  });

  describe('signed-out tokens', () => {
    it('refuses a token once its jti is on the sign-out list, and only that token', async () => {
      const signer = await createTestSigner();
      const verifier = verifierFor(testVerificationOptions(signer));
      const token = await signer.sign({ jti: 'signed-out' });
      const other = await signer.sign({ jti: 'still-in' });
      await expect(verifier.verifyToken(token)).resolves.toMatchObject({ jti: 'signed-out' });

      await signer.revocations.revoke('signed-out', Math.floor(Date.now() / 1000) + 3600);

      await expect401(verifier.verify(token), 'AUTH.TOKEN_INVALID');
      await expect(verifier.verify(other)).resolves.toMatchObject({ role: 'owner' });
    });

    it('answers 503, not 401, when the sign-out list cannot be reached', async () => {
      const signer = await createTestSigner();
      const unreachable = new RemoteRevocationList('http://127.0.0.1:9/api/auth/revocations/');
      const verifier = verifierFor({ ...testVerificationOptions(signer), revocations: unreachable });
      const err = await verifier.verify(await signer.sign()).then(
        () => null,
        (e: unknown) => e,
      );
      expect((err as AppError).getResponse()).toMatchObject({ statusCode: 503, code: 'AUTH.UNAVAILABLE' });
    });
  });

  it('answers a request without a bearer token with AUTH.TOKEN_MISSING', async () => {
    const verifier = verifierFor(testVerificationOptions(await createTestSigner()));
    await expect401(verifier.fromRequest({ headers: {} }), 'AUTH.TOKEN_MISSING');
    await expect401(verifier.fromRequest({ headers: { authorization: 'Basic abc' } }), 'AUTH.TOKEN_MISSING');
  });

  it('reads the bearer token from the Authorization header', () => {
    expect(bearerToken({ headers: { authorization: 'Bearer abc.def.ghi' } })).toBe('abc.def.ghi');
    expect(bearerToken({ headers: { authorization: 'bearer   xyz ' } })).toBe('xyz');
    expect(bearerToken({ headers: { authorization: 'Bearer' } })).toBeNull();
  });
});

type JwksServer = Server & { hits: number; url: string };

function serveJwks(keys: () => JWK[]): Promise<JwksServer> {
  const server = createServer((_req, res) => {
    server.hits += 1;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: keys() }));
  }) as JwksServer;
  server.hits = 0;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      server.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
      resolve(server);
    }),
  );
}

const testOptions = (server: JwksServer) => ({
  jwksUrl: server.url,
  issuer: TEST_ISSUER,
  audience: TEST_AUDIENCE,
});
