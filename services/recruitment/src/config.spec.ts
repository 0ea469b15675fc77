import { ConfigError } from '@madar/shared/node';
import { loadRecruitmentConfig } from './config';

const REQUIRED = { AUTH_JWKS_URL: 'http://auth:3001/api/auth/jwks' };

describe('loadRecruitmentConfig', () => {
  it('defaults the resume folder and the public submission limit', () => {
    const config = loadRecruitmentConfig(REQUIRED);

    expect(config.RESUME_DIR).toBe('.data/resumes');
    expect(config.PUBLIC_WRITE_RATE_LIMIT).toBe(10);
    expect(config.PORT).toBe(3003);
  });

  it('reads them from the environment', () => {
    const config = loadRecruitmentConfig({
      ...REQUIRED,
      RESUME_DIR: '/data/resumes',
      PUBLIC_WRITE_RATE_LIMIT: '3',
    });

    expect(config).toMatchObject({ RESUME_DIR: '/data/resumes', PUBLIC_WRITE_RATE_LIMIT: 3 });
  });

  it('lists every problem at once', () => {
    expect(() => loadRecruitmentConfig({ PUBLIC_WRITE_RATE_LIMIT: 'many' })).toThrow(ConfigError);
    try {
      loadRecruitmentConfig({ PUBLIC_WRITE_RATE_LIMIT: 'many' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        expect.stringMatching(/^AUTH_JWKS_URL is missing/),
        expect.stringMatching(/^PUBLIC_WRITE_RATE_LIMIT is invalid/),
      ]);
    }
  });
});
