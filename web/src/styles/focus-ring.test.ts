/**
 * The focus ring must stand out (3:1, WCAG 1.4.11) on every surface a focusable element sits on: the
 * light page and cards, and the dark header, hero and footer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const tokens = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

/** The hex value of a custom property, following `var(--other)` references. */
function resolve(name: string): string {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(tokens);
  if (!match?.[1]) throw new Error(`${name} is not defined in tokens.css`);
  const value = match[1].trim();
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference?.[1] ? resolve(reference[1]) : value;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('focus ring', () => {
  it.each(['--color-surface', '--color-surface-alt', '--color-surface-dark', '--color-navy-950'])(
    'has at least 3:1 contrast on %s',
    (surface) => {
      expect(contrast(resolve('--color-focus'), resolve(surface))).toBeGreaterThanOrEqual(3);
    },
  );
});
