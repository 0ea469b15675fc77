import { ConfigError } from '../node/config';
import { describeFailure } from './run-service';

describe('describeFailure (what a service prints when it cannot start)', () => {
  it('gives an operator the list of environment problems, without a stack trace', () => {
    const text = describeFailure(new ConfigError(['PORT is invalid: "x"', 'AUTH_JWKS_URL is missing']));
    expect(text).toBe('Invalid environment:\n  - PORT is invalid: "x"\n  - AUTH_JWKS_URL is missing');
  });

  it('keeps the stack of any other failure, where the cause is to be found', () => {
    const error = new Error('listen EADDRINUSE');
    expect(describeFailure(error)).toBe(error.stack);
    expect(describeFailure('plain')).toBe('plain');
  });
});
