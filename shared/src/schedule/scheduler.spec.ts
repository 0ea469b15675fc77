import { ConfigError } from '../node/config';
import { memoryEveryMs } from './scheduler';

describe('memoryEveryMs', () => {
  it("is the task's own period when SCHEDULE_TICK_MS is unset or 0", () => {
    expect(memoryEveryMs(30_000, {})).toBe(30_000);
    expect(memoryEveryMs(30_000, { SCHEDULE_TICK_MS: '0' })).toBe(30_000);
  });

  it('is SCHEDULE_TICK_MS when it is set', () => {
    expect(memoryEveryMs(30_000, { SCHEDULE_TICK_MS: '1000' })).toBe(1_000);
  });

  it('refuses a value that is not a whole number, naming the variable', () => {
    for (const value of ['1s', '-5', '2.5']) {
      expect(() => memoryEveryMs(30_000, { SCHEDULE_TICK_MS: value })).toThrow(ConfigError);
      expect(() => memoryEveryMs(30_000, { SCHEDULE_TICK_MS: value })).toThrow(/SCHEDULE_TICK_MS/);
    }
  });
});
