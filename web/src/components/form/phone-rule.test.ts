import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isAcceptedPhone } from './phone-rule';

/** How a file builds PHONE_PATTERN: the expression after `const PHONE_PATTERN = `. */
function patternSource(path: string): string | undefined {
  return /const PHONE_PATTERN = (new RegExp\(.*\));\n/.exec(readFileSync(join(__dirname, path), 'utf8'))?.[1];
}

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
  it("is built as the services' rule is (their module holds NestJS decorators this project cannot load)", () => {
    const services = patternSource('../../../../shared/src/nest/text-fields.ts');
    expect(services).toBeDefined();
    expect(patternSource('./phone-rule.ts')).toBe(services);
  });

  it.each(SAMPLES)('takes %j as the services do: %s', (sample, accepted) => {
    expect(isAcceptedPhone(sample)).toBe(accepted);
  });
});
