/**
 * The single-server scripts in ops/ that `make backup` and `make prod-*` run, on temporary files:
 * the nightly backup keeps exactly the newest BACKUP_KEEP dumps and never touches another file, and
 * production refuses to start with a secret missing or a demo value left in its env file.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const OPS = path.join(__dirname, '..', '..', 'ops');
const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'madar-ops-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** `make backup`'s name for a dump taken on day `day` of January 2026 at 02:00 UTC. */
const dump = (day: number): string => `madar-202601${String(day).padStart(2, '0')}T020000Z.sql`;

describe('backup rotation (ops/backup-rotate.sh)', () => {
  const rotate = (dir: string, keep: string) =>
    spawnSync(path.join(OPS, 'backup-rotate.sh'), [dir, keep], { encoding: 'utf8' });

  it('keeps exactly the newest N dumps, whatever order they were written in', () => {
    const dir = tempDir();
    // Written newest first: the names, not the files' times, say which is newer.
    for (const day of [20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]) {
      writeFileSync(path.join(dir, dump(day)), '-- dump');
    }

    expect(rotate(dir, '14').status).toBe(0);

    expect(readdirSync(dir).sort()).toEqual(Array.from({ length: 14 }, (_, i) => dump(i + 7)));
  });

  it('leaves other files alone: a dump being written, notes, foreign names', () => {
    const dir = tempDir();
    const others = [`${dump(9)}.partial`, 'README.txt', 'madar-latest.sql', 'other-20260101T020000Z.sql'];
    for (const name of [dump(1), dump(2), dump(3), ...others]) writeFileSync(path.join(dir, name), '');

    expect(rotate(dir, '1').status).toBe(0);

    expect(readdirSync(dir).sort()).toEqual([dump(3), ...others].sort());
  });

  it('keeps every dump with 0 and refuses a count that is not a whole number', () => {
    const dir = tempDir();
    for (const day of [1, 2, 3]) writeFileSync(path.join(dir, dump(day)), '');

    expect(rotate(dir, '0').status).toBe(0);
    const refused = rotate(dir, 'ten');

    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/KEEP must be a whole number/);
    expect(readdirSync(dir)).toHaveLength(3);
  });
});

describe('the production env file check (ops/prod-check.sh)', () => {
  const check = (lines: string[]) => {
    const file = path.join(tempDir(), '.env.prod');
    writeFileSync(file, `${lines.join('\n')}\n`);
    return spawnSync(path.join(OPS, 'prod-check.sh'), [file], { encoding: 'utf8' });
  };
  const ready = [
    'PUBLIC_ORIGIN=https://www.example.ly',
    'ADMIN_EMAIL=it@example.ly',
    'ADMIN_PASSWORD_HASH=scrypt:32768:8:3:c2FsdHNhbHRzYWx0c2FsdA:aGFzaGhhc2hoYXNoaGFzaA',
    `POSTGRES_PASSWORD=${'a1'.repeat(16)}`,
    `AUTH_TWO_STEP_KEY=${'k'.repeat(44)}`,
    `NEWSLETTER_TOKEN_SECRET=${'n'.repeat(44)}`,
    `VITE_COMPANY_JSON='{"phone": "+218 21 123 4567"}'`,
    'SMTP_URL=smtps://madar:secret@smtp.example.ly:465',
  ];

  it('accepts a filled-in file', () => {
    expect(check(ready)).toMatchObject({ status: 0, stderr: '' });
  });

  it('lists every missing secret and demo value at once', () => {
    const result = check([
      'PUBLIC_ORIGIN=http://www.example.ly',
      'ADMIN_EMAIL=admin@madar.ly',
      'ADMIN_PASSWORD_HASH=scrypt:32768:8:3:iz4P45ywiS3kdQ0AEKJ8Fg:dZ--1XVVtCk_DFSFq51scjDI5cUc1JMlaQzUIXOKn5w',
      'POSTGRES_PASSWORD=madar-demo-only',
      'VITE_DEMO_MODE=true',
      'SMTP_URL=smtp://mail:1025',
      'NEWSLETTER_TOKEN_SECRET=demo-only-newsletter-token-secret-change-me',
    ]);

    expect(result.status).toBe(1);
    for (const problem of [
      'AUTH_TWO_STEP_KEY is not set',
      "NEWSLETTER_TOKEN_SECRET is the demo's",
      "SMTP_URL is the demo's mail catcher",
      'PUBLIC_ORIGIN must start with https://',
      'ADMIN_EMAIL is the demo address',
      "ADMIN_PASSWORD_HASH is the demo password's",
      'POSTGRES_PASSWORD is the demo password',
      'VITE_DEMO_MODE=true',
    ]) {
      expect(result.stderr).toContain(problem);
    }
  });

  it('refuses a database password that would break DATABASE_URL and a short two-step key', () => {
    const result = check([
      ...ready.filter((line) => !/^(POSTGRES_PASSWORD|AUTH_TWO_STEP_KEY)=/.test(line)),
      "POSTGRES_PASSWORD='p@ss/word'",
      'AUTH_TWO_STEP_KEY=short',
    ]);

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('POSTGRES_PASSWORD must be URL-safe');
    expect(result.stderr).toContain('AUTH_TWO_STEP_KEY must be 32 characters or more');
  });
});

describe('make targets that keep the mode', () => {
  it('runs every production operation through the override and the env file', () => {
    const dryRun = (target: string) =>
      execFileSync('make', ['-n', '--no-print-directory', target, 'PROD_ENV_FILE=/srv/madar.env'], {
        cwd: path.join(__dirname, '..', '..'),
        encoding: 'utf8',
      });
    for (const target of ['prod-up', 'prod-rebuild', 'prod-restart', 'prod-down', 'tls-reload']) {
      const commands = dryRun(target);
      expect({ target, check: commands.includes('ops/prod-check.sh "/srv/madar.env"') }).toEqual({
        target,
        check: true,
      });
      const composeCalls = commands.match(/docker(-| )compose [^;]*/g) ?? [];
      expect(composeCalls.length).toBeGreaterThan(0);
      for (const call of composeCalls) {
        expect(call).toContain('--profile durable -f docker-compose.yml -f deploy/docker-compose.prod.yml');
      }
    }
  });

  it('rebuilds only the services named, in memory and durable mode alike', () => {
    const dryRun = (target: string) =>
      execFileSync('make', ['-n', '--no-print-directory', target, 'SERVICE=gateway renderer'], {
        cwd: path.join(__dirname, '..', '..'),
        encoding: 'utf8',
      });
    // `make rebuild` runs one of these, as the running system's mode says.
    for (const target of ['up', 'up-durable']) {
      expect({ target, build: /up -d --build gateway renderer\b/.test(dryRun(target)) }).toEqual({
        target,
        build: true,
      });
    }
  });
});
