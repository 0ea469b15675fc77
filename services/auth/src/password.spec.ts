import {
  DEFAULT_SCRYPT_PARAMS,
  hashPassword,
  parsePasswordHash,
  PasswordHashFormatError,
  verifyPassword,
} from './password';

// Cheap parameters keep the suite fast; the format and the comparison are what is under test.
const FAST = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('produces a scrypt hash string with its parameters and no dollar signs', async () => {
    const hash = await hashPassword('s3cret pass', FAST);
    expect(hash).toMatch(/^scrypt:1024:8:1:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('$');
  });

  it('uses the OWASP-grade parameters by default', async () => {
    const hash = await hashPassword('s3cret pass');
    const { N, r, p } = DEFAULT_SCRYPT_PARAMS;
    expect(hash.startsWith(`scrypt:${N}:${r}:${p}:`)).toBe(true);
    await expect(verifyPassword('s3cret pass', hash)).resolves.toBe(true);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same', FAST), hashPassword('same', FAST)]);
    expect(a).not.toBe(b);
  });

  it('accepts the right password and refuses others', async () => {
    const hash = await hashPassword('MadarTest-2026!', FAST);
    await expect(verifyPassword('MadarTest-2026!', hash)).resolves.toBe(true);
    await expect(verifyPassword('madartest-2026!', hash)).resolves.toBe(false);
    await expect(verifyPassword('MadarTest-2026! ', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('verifies against an already parsed hash', async () => {
    const parsed = parsePasswordHash(await hashPassword('كلمة سر', FAST));
    await expect(verifyPassword('كلمة سر', parsed)).resolves.toBe(true);
  });

  it('tolerates surrounding whitespace in a stored hash', async () => {
    const hash = await hashPassword('pw', FAST);
    await expect(verifyPassword('pw', ` ${hash}\n`)).resolves.toBe(true);
  });

  describe('refuses a malformed stored hash', () => {
    const salt = Buffer.alloc(16, 1).toString('base64url');
    const key = Buffer.alloc(32, 2).toString('base64url');
    it.each([
      ['an empty string', ''],
      ['a bcrypt hash', '$2b$10$abcdefghijklmnopqrstuuJ3C8D1r1XvC1sVJYc9y6bB0kP6J5e2u'],
      ['a plain password', 'MadarDemo2026!'],
      ['another scheme', `argon2:1024:8:1:${salt}:${key}`],
      ['a missing field', `scrypt:1024:8:${salt}:${key}`],
      ['an extra field', `scrypt:1024:8:1:1:${salt}:${key}`],
      ['N not a power of two', `scrypt:1000:8:1:${salt}:${key}`],
      ['N too large', `scrypt:${2 ** 22}:8:1:${salt}:${key}`],
      ['a non-numeric r', `scrypt:1024:x:1:${salt}:${key}`],
      ['p of zero', `scrypt:1024:8:0:${salt}:${key}`],
      ['a salt that is not base64url', `scrypt:1024:8:1:${salt}+/:${key}`],
      ['a salt that is too short', `scrypt:1024:8:1:AAAA:${key}`],
      ['a hash that is too short', `scrypt:1024:8:1:${salt}:AAAA`],
    ])('%s', (_label, stored) => {
      expect(() => parsePasswordHash(stored)).toThrow(PasswordHashFormatError);
    });

    it('and verifyPassword rejects it instead of answering false', async () => {
      await expect(verifyPassword('pw', 'scrypt:nope')).rejects.toThrow(PasswordHashFormatError);
    });
  });
});
