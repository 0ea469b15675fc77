import { generateKeyPairSync } from 'node:crypto';
import { ConfigError } from '@madar/shared/node';
import { loadAuthConfig, parseDuration } from './config';
import { hashPassword } from './password';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadAuthConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
};

describe('auth config', () => {
  let hash: string;
  beforeAll(async () => {
    hash = await hashPassword('pw', { N: 1024, r: 8, p: 1 });
  });

  it('lists every missing and invalid variable at once', () => {
    const problems = problemsOf({ PORT: 'eighty', TOKEN_TTL: 'forever' });
    expect(problems).toEqual(
      expect.arrayContaining([
        'ADMIN_EMAIL is missing',
        'ADMIN_PASSWORD_HASH is missing',
        expect.stringMatching(/^PORT is invalid/),
        expect.stringMatching(/^TOKEN_TTL is invalid/),
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('treats an empty value as unset', () => {
    expect(problemsOf({ ADMIN_EMAIL: '', ADMIN_PASSWORD_HASH: '' })).toEqual([
      'ADMIN_EMAIL is missing',
      'ADMIN_PASSWORD_HASH is missing',
    ]);
    const config = loadAuthConfig({ ADMIN_EMAIL: 'a@b.ly', ADMIN_PASSWORD_HASH: hash, AUTH_PRIVATE_KEY: '' });
    expect(config.signingKey.ephemeral).toBe(true);
  });

  it('fails at boot on a malformed password hash, without echoing it', () => {
    const problems = problemsOf({ ADMIN_EMAIL: 'admin@madar.ly', ADMIN_PASSWORD_HASH: 'MySecretPassword' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^ADMIN_PASSWORD_HASH is invalid: not a valid password hash/);
    expect(problems[0]).not.toContain('MySecretPassword');
  });

  it('refuses an invalid admin email and a private key that is not Ed25519', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    const problems = problemsOf({ ADMIN_EMAIL: 'admin', ADMIN_PASSWORD_HASH: hash, AUTH_PRIVATE_KEY: rsa });
    expect(problems).toEqual([
      expect.stringMatching(/^ADMIN_EMAIL is invalid/),
      expect.stringMatching(/^AUTH_PRIVATE_KEY is invalid: must be an Ed25519 key/),
    ]);
  });

  it('applies the documented defaults', () => {
    const config = loadAuthConfig({ ADMIN_EMAIL: 'Admin@Madar.LY', ADMIN_PASSWORD_HASH: hash });
    expect(config).toMatchObject({
      port: 3001,
      logLevel: 'info',
      latency: { readMs: 500, writeMs: 1000 },
      admin: { email: 'admin@madar.ly' },
      token: {
        issuer: 'madar-auth',
        audience: 'madar-admin',
        ttlSeconds: 8 * 3600,
        rememberTtlSeconds: 7 * 86_400,
      },
      loginRateLimit: 5,
    });
    expect(config.signingKey.ephemeral).toBe(true);
  });

  it.each([
    ['90', 90],
    ['90s', 90],
    ['15m', 900],
    ['8h', 28_800],
    ['7d', 604_800],
    ['2W', 1_209_600],
  ])('reads the duration %s as %i seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it.each(['', '0', '-5m', '8 hours', '1.5h', 'h'])('refuses the duration "%s"', (text) => {
    expect(() => parseDuration(text)).toThrow(/not a duration/);
  });
});
