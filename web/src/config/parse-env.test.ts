import { DEFAULT_COMPANY } from './company-defaults';
import { EnvError, parseEnv } from './parse-env';

describe('parseEnv', () => {
  it('defaults the API base to /api', () => {
    expect(parseEnv({})).toEqual({ apiBase: '/api', demoMode: false, company: DEFAULT_COMPANY });
  });

  it('accepts an absolute URL and drops a trailing slash', () => {
    expect(parseEnv({ VITE_API_BASE: 'https://example.test/api/', VITE_DEMO_MODE: 'true' })).toEqual({
      apiBase: 'https://example.test/api',
      demoMode: true,
      company: DEFAULT_COMPANY,
    });
  });

  it('lists every invalid variable at once', () => {
    let caught: unknown;
    try {
      parseEnv({ VITE_API_BASE: 'api', VITE_DEMO_MODE: 'yes' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    expect((caught as EnvError).problems).toHaveLength(2);
  });
});
