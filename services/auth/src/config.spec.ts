import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

  describe('AUTH_PRIVATE_KEY_FILE', () => {
    let dir: string;
    const pemOf = (type: 'ed25519' | 'rsa') => {
      const { privateKey } =
        type === 'rsa' ? generateKeyPairSync('rsa', { modulusLength: 1024 }) : generateKeyPairSync('ed25519');
      return privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    };
    const keyFile = (name: string, content: string) => {
      const file = path.join(dir, name);
      writeFileSync(file, content, { mode: 0o600 });
      return file;
    };

    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'auth-key-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('signs with the key in the file, the same key on every start', () => {
      const pem = pemOf('ed25519');
      const env = {
        ADMIN_EMAIL: 'a@b.ly',
        ADMIN_PASSWORD_HASH: hash,
        AUTH_PRIVATE_KEY_FILE: keyFile('k.pem', pem),
      };
      const first = loadAuthConfig(env).signingKey;
      expect(first.ephemeral).toBe(false);
      expect(loadAuthConfig(env).signingKey.publicJwk).toEqual(first.publicJwk);
      // The same key given inline yields the same public key and kid: both variables feed one field.
      const inline = loadAuthConfig({
        ADMIN_EMAIL: 'a@b.ly',
        ADMIN_PASSWORD_HASH: hash,
        AUTH_PRIVATE_KEY: pem,
      });
      expect(inline.signingKey.publicJwk).toEqual(first.publicJwk);
    });

    it('refuses a missing or unreadable file, naming the path and the reason', () => {
      const missing = path.join(dir, 'absent.pem');
      expect(
        problemsOf({ ADMIN_EMAIL: 'a@b.ly', ADMIN_PASSWORD_HASH: hash, AUTH_PRIVATE_KEY_FILE: missing }),
      ).toEqual([`AUTH_PRIVATE_KEY_FILE is invalid: cannot read ${missing} (ENOENT)`]);
      expect(
        problemsOf({ ADMIN_EMAIL: 'a@b.ly', ADMIN_PASSWORD_HASH: hash, AUTH_PRIVATE_KEY_FILE: dir }),
      ).toEqual([`AUTH_PRIVATE_KEY_FILE is invalid: cannot read ${dir} (EISDIR)`]);
      if (process.getuid?.() !== 0) {
        const locked = keyFile('locked.pem', pemOf('ed25519'));
        chmodSync(locked, 0o000);
        expect(
          problemsOf({ ADMIN_EMAIL: 'a@b.ly', ADMIN_PASSWORD_HASH: hash, AUTH_PRIVATE_KEY_FILE: locked }),
        ).toEqual([`AUTH_PRIVATE_KEY_FILE is invalid: cannot read ${locked} (EACCES)`]);
      }
    });

    it('refuses a file that holds no Ed25519 key, without echoing its content', () => {
      const garbage = keyFile('garbage.pem', 'not-a-key-but-a-secret');
      const rsa = keyFile('rsa.pem', pemOf('rsa'));
      const problems = [garbage, rsa].flatMap((file) =>
        problemsOf({ ADMIN_EMAIL: 'a@b.ly', ADMIN_PASSWORD_HASH: hash, AUTH_PRIVATE_KEY_FILE: file }),
      );
      expect(problems).toEqual([
        'AUTH_PRIVATE_KEY_FILE is invalid: not a readable PKCS8 PEM private key',
        expect.stringMatching(/^AUTH_PRIVATE_KEY_FILE is invalid: must be an Ed25519 key/),
      ]);
      expect(problems.join()).not.toContain('not-a-key-but-a-secret');
    });

    it('refuses AUTH_PRIVATE_KEY and AUTH_PRIVATE_KEY_FILE together, listed with the other problems', () => {
      const file = keyFile('both.pem', pemOf('ed25519'));
      const both = { AUTH_PRIVATE_KEY: pemOf('ed25519'), AUTH_PRIVATE_KEY_FILE: file };
      expect(problemsOf({ ADMIN_EMAIL: 'a@b.ly', ADMIN_PASSWORD_HASH: hash, ...both })).toEqual([
        'AUTH_PRIVATE_KEY and AUTH_PRIVATE_KEY_FILE are both set: set one of them',
      ]);
      expect(problemsOf({ ADMIN_PASSWORD_HASH: hash, ...both })).toEqual([
        'ADMIN_EMAIL is missing',
        'AUTH_PRIVATE_KEY and AUTH_PRIVATE_KEY_FILE are both set: set one of them',
      ]);
    });

    it('treats an empty path as unset (compose passes ${AUTH_PRIVATE_KEY_FILE:-} as "")', () => {
      const config = loadAuthConfig({
        ADMIN_EMAIL: 'a@b.ly',
        ADMIN_PASSWORD_HASH: hash,
        AUTH_PRIVATE_KEY: '',
        AUTH_PRIVATE_KEY_FILE: '',
      });
      expect(config.signingKey.ephemeral).toBe(true);
    });
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
      loginRateLimit: 30,
      loginThrottle: { freeFailures: 5, accountFreeFailures: 20, maxDelaySeconds: 900, windowSeconds: 3600 },
    });
    expect(config.signingKey.ephemeral).toBe(true);
  });

  it('reads the sign-in throttle, and refuses a window that a wait could outlast', () => {
    const base = { ADMIN_EMAIL: 'a@b.ly', ADMIN_PASSWORD_HASH: hash };
    const config = loadAuthConfig({
      ...base,
      LOGIN_FREE_FAILURES: '3',
      LOGIN_ACCOUNT_FREE_FAILURES: '50',
      LOGIN_MAX_DELAY: '5m',
      LOGIN_FAILURE_WINDOW: '30m',
    });
    expect(config.loginThrottle).toEqual({
      freeFailures: 3,
      accountFreeFailures: 50,
      maxDelaySeconds: 300,
      windowSeconds: 1800,
    });
    expect(() => loadAuthConfig({ ...base, LOGIN_MAX_DELAY: '1h', LOGIN_FAILURE_WINDOW: '1h' })).toThrow(
      /LOGIN_FAILURE_WINDOW must be longer than LOGIN_MAX_DELAY/,
    );
    expect(() => loadAuthConfig({ ...base, LOGIN_FREE_FAILURES: 'five' })).toThrow(
      /LOGIN_FREE_FAILURES is invalid/,
    );
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
