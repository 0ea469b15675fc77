import { ConfigError } from '@madar/shared/node';
import { loadRecruitmentConfig } from './config';

const REQUIRED = { AUTH_JWKS_URL: 'http://auth:3001/api/auth/jwks' };
const MIB = 1024 * 1024;

describe('loadRecruitmentConfig', () => {
  it('defaults to memory mode without demo data, with its caps and the public submission limit', () => {
    const config = loadRecruitmentConfig(REQUIRED);

    expect(config.publicWriteRateLimit).toBe(10);
    expect(config.publicOrigin).toBe('http://localhost:8080');
    expect(config.spamMinFillMs).toBe(3000);
    expect(config.port).toBe(3003);
    expect(config.memoryResumesMaxBytes).toBe(32 * MIB);
    expect(config.data).toMatchObject({
      databaseUrl: undefined,
      seedDemoData: false,
      memoryStoreMaxBytes: 32 * MIB,
    });
  });

  it('reads them from the environment', () => {
    const config = loadRecruitmentConfig({
      ...REQUIRED,
      PUBLIC_WRITE_RATE_LIMIT: '3',
      PUBLIC_ORIGIN: 'https://www.madar.ly',
      MEMORY_RESUMES_MAX_MB: '8',
      SPAM_MIN_FILL_MS: '0',
      DATABASE_URL: 'postgres://madar:secret@postgres:5432/madar',
      SEED_DEMO_DATA: 'true',
    });

    expect(config).toMatchObject({
      publicWriteRateLimit: 3,
      publicOrigin: 'https://www.madar.ly',
      memoryResumesMaxBytes: 8 * MIB,
      spamMinFillMs: 0,
      data: { databaseUrl: 'postgres://madar:secret@postgres:5432/madar', seedDemoData: true },
    });
  });

  it('starts with a leftover RESUME_DIR in the environment (resumes are no longer files)', () => {
    expect(() => loadRecruitmentConfig({ ...REQUIRED, RESUME_DIR: '/data/resumes' })).not.toThrow();
  });

  it('lists every problem at once', () => {
    const env = { PUBLIC_WRITE_RATE_LIMIT: 'many', MEMORY_RESUMES_MAX_MB: '1.5', DATABASE_URL: 'mysql://x' };
    expect(() => loadRecruitmentConfig(env)).toThrow(ConfigError);
    try {
      loadRecruitmentConfig(env);
    } catch (error) {
      expect((error as ConfigError).problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^AUTH_JWKS_URL is missing/),
          expect.stringMatching(/^PUBLIC_WRITE_RATE_LIMIT is invalid/),
          expect.stringMatching(/^MEMORY_RESUMES_MAX_MB is invalid/),
          expect.stringMatching(/^DATABASE_URL is invalid/),
        ]),
      );
    }
  });
});
