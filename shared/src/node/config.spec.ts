import { str } from 'envalid';
import {
  commonSpecs,
  ConfigError,
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
