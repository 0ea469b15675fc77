import { str } from 'envalid';
import {
  commonSpecs,
  ConfigError,
  dataSettings,
  dataSpecs,
  loadConfig,
  publicWriteRateLimitSpecs,
  tokenVerificationSpecs,
} from './config';

describe('loadConfig', () => {
  const specs = { ...commonSpecs(3004), ...tokenVerificationSpecs(), ADMIN_EMAIL: str() };

  it('applies the defaults of the common variables', () => {
    const config = loadConfig(specs, {
      AUTH_JWKS_URL: 'http://auth:3001/api/auth/jwks',
      ADMIN_EMAIL: 'a@b.c',
    });
    expect(config).toMatchObject({
      PORT: 3004,
      LATENCY_READ_MS: 500,
      LATENCY_WRITE_MS: 1000,
      AUTH_ISSUER: 'madar-auth',
      AUTH_AUDIENCE: 'madar-admin',
    });
  });

  it('lists every missing and invalid variable in one error', () => {
    let error: unknown;
    try {
      loadConfig(specs, { PORT: 'eighty', LATENCY_READ_MS: 'slow' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems } = error as ConfigError;
    expect(problems).toEqual(
      expect.arrayContaining([
        'AUTH_JWKS_URL is missing',
        'ADMIN_EMAIL is missing',
        expect.stringMatching(/^PORT is invalid/),
        expect.stringMatching(/^LATENCY_READ_MS is invalid/),
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('accepts 0 to turn the simulated latency off', () => {
    const config = loadConfig(commonSpecs(3002), { LATENCY_READ_MS: '0', LATENCY_WRITE_MS: '0' });
    expect([config.LATENCY_READ_MS, config.LATENCY_WRITE_MS]).toEqual([0, 0]);
  });
});

describe('PUBLIC_WRITE_RATE_LIMIT', () => {
  const load = (value?: string) =>
    loadConfig(publicWriteRateLimitSpecs(), value === undefined ? {} : { PUBLIC_WRITE_RATE_LIMIT: value })
      .PUBLIC_WRITE_RATE_LIMIT;

  it('defaults to 10 and accepts any whole number, 0 turning the limit off', () => {
    expect([load(), load('0'), load('3'), load(' 25 ')]).toEqual([10, 0, 3, 25]);
  });

  it.each(['-1', '2.5', '1e3', 'ten', '', '0x10'])('refuses %j', (value) => {
    expect(() => load(value)).toThrow(ConfigError);
    expect(() => load(value)).toThrow(
      /PUBLIC_WRITE_RATE_LIMIT is invalid: .* is not a whole number, 0 or more/,
    );
  });
});

describe('Redis through Sentinel', () => {
  const load = (env: NodeJS.ProcessEnv) => dataSettings(loadConfig(dataSpecs(), env));
  const problems = (env: NodeJS.ProcessEnv): string[] => {
    try {
      load(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('reads the Sentinels, the master name and their password, keeping REDIS_URL for the rest', () => {
    expect(
      load({
        REDIS_URL: 'rediss://:secret@ignored:6379/2',
        REDIS_SENTINELS: 'sentinel-0:26379, sentinel-1:26380,[fd00::5]:26379',
        REDIS_SENTINEL_NAME: 'madar',
        REDIS_SENTINEL_PASSWORD: 'watch-word',
      }),
    ).toMatchObject({
      redisUrl: 'rediss://:secret@ignored:6379/2',
      redisSentinel: {
        sentinels: [
          { host: 'sentinel-0', port: 26379 },
          { host: 'sentinel-1', port: 26380 },
          { host: 'fd00::5', port: 26379 },
        ],
        name: 'madar',
        password: 'watch-word',
      },
    });
  });

  it('leaves Sentinel out when the variables are unset or empty (a managed endpoint in REDIS_URL)', () => {
    const settings = load({ REDIS_URL: 'rediss://default:pw@managed.example:6380', REDIS_SENTINELS: '' });
    expect(settings.redisUrl).toBe('rediss://default:pw@managed.example:6380');
    expect(settings.redisSentinel).toBeUndefined();
  });

  it('refuses Sentinels without a master name or REDIS_URL, naming what is missing', () => {
    expect(problems({ REDIS_SENTINELS: 'sentinel-0:26379' })).toEqual([
      expect.stringMatching(/^REDIS_SENTINEL_NAME is missing: REDIS_SENTINELS needs the master group name/),
      expect.stringMatching(/^REDIS_URL is missing: with REDIS_SENTINELS it still gives/),
    ]);
  });

  it.each(['sentinel-0', 'sentinel-0:0', 'sentinel-0:70000', 'sentinel-0:26379,:26379', 'a b:1'])(
    'refuses the Sentinel list %j',
    (value) => {
      expect(problems({ REDIS_URL: 'redis://r', REDIS_SENTINELS: value, REDIS_SENTINEL_NAME: 'm' })).toEqual([
        expect.stringMatching(/^REDIS_SENTINELS is invalid: ".*" is not host:port/),
      ]);
    },
  );

  it('refuses a master name or Sentinel password without Sentinels', () => {
    expect(
      problems({ REDIS_URL: 'redis://r', REDIS_SENTINEL_NAME: 'm', REDIS_SENTINEL_PASSWORD: 'p' }),
    ).toEqual([
      'REDIS_SENTINEL_NAME is set without REDIS_SENTINELS: set both, or neither',
      'REDIS_SENTINEL_PASSWORD is set without REDIS_SENTINELS: set both, or neither',
    ]);
  });
});
