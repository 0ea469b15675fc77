import { isAcceptedPhone } from './phone-rule';

const SAMPLES: [string, boolean][] = [
  ['', true], // left empty: not given
  ['   ', true],
  ['abc', false],
  ['091 23', false],
  ['12345', false],
  ['123456', true],
  ['+218 91 234 5678', true],
  ['(091) 234-5678', true],
  ['٠٩١٢٣٤٥٦٧٨', true],
  ['091.234.5678', false],
  ['+218 91 234 5678 ext 2', false],
  ['0'.repeat(30), true],
  ['0'.repeat(31), false],
];

describe('the phone rule checked in the browser', () => {
  it.each(SAMPLES)('takes %j as the services do: %s', (sample, accepted) => {
    expect(isAcceptedPhone(sample)).toBe(accepted);
  });
});
