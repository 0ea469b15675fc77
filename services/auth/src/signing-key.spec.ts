import { generateKeyPairSync } from 'node:crypto';
import { calculateJwkThumbprint } from 'jose';
import { createSigningKey, okpThumbprint, readPrivateKey, SigningKeyError } from './signing-key';

const ed25519Pem = () =>
  generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

describe('signing key', () => {
  it('generates an ephemeral Ed25519 key when none is configured', () => {
    const key = createSigningKey(undefined);
    expect(key.ephemeral).toBe(true);
    expect(key.publicJwk).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      kid: key.kid,
      alg: 'EdDSA',
      use: 'sig',
    });
  });

  it('uses a configured PEM key and names it by its RFC 7638 thumbprint', async () => {
    const pem = ed25519Pem();
    const key = createSigningKey(readPrivateKey(pem));
    expect(key.ephemeral).toBe(false);
    const { kty, crv, x } = key.publicJwk;
    expect(key.kid).toBe(await calculateJwkThumbprint({ kty, crv, x }));
    // The same PEM gives the same kid after a restart.
    expect(createSigningKey(readPrivateKey(pem)).kid).toBe(key.kid);
  });

  it('takes an explicit key id', () => {
    expect(createSigningKey(undefined, 'madar-2026-01').publicJwk.kid).toBe('madar-2026-01');
  });

  it('accepts a PEM whose newlines arrive escaped as \\n', () => {
    const pem = ed25519Pem();
    const escaped = pem.replace(/\n/g, '\\n');
    expect(okpThumbprint(createSigningKey(readPrivateKey(escaped)).publicJwk)).toBe(
      okpThumbprint(createSigningKey(readPrivateKey(pem)).publicJwk),
    );
  });

  it('refuses a key that is not Ed25519', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    expect(() => readPrivateKey(rsa)).toThrow(/must be an Ed25519 key/);
  });

  it('refuses text that is not a PEM key', () => {
    expect(() => readPrivateKey('not a key')).toThrow(SigningKeyError);
  });
});
