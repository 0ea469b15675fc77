import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codePointsOf, FONT_SUBSETS, type FontSubset, unicodeRange } from './font-subsets';

// The build script and harfbuzz are ES modules (with top-level await): they run in node, not in Jest.
const web = join(__dirname, '../..');
const out = mkdtempSync(join(tmpdir(), 'font-subsets-'));

interface Inspected {
  codePoints: number[];
  unitsPerEm: number;
  hhea: Record<string, number>;
  os2: Record<string, number>;
  axes: Record<string, { min: number; max: number; default: number }>;
  shaped: Record<string, { glyph: number; advance: number }[]>;
}
const inspected = new Map<string, Inspected>();
function inspect(file: string, ...args: string[]): Inspected {
  const key = JSON.stringify([file, ...args]);
  if (!inspected.has(key)) {
    const json = execFileSync('node', ['scripts/inspect-font.mjs', file, ...args], {
      cwd: web,
      encoding: 'utf8',
    });
    inspected.set(key, JSON.parse(json) as Inspected);
  }
  return inspected.get(key)!;
}
const generated = (subset: FontSubset): string => join(out, subset.file);
// The installed file, as a module path the script resolves (Jest's own resolver would stub it).
const source = (subset: FontSubset): string => subset.source;
const bySubset = (file: string): FontSubset => FONT_SUBSETS.find((subset) => subset.file === file)!;

beforeAll(() => {
  execFileSync('node', ['scripts/subset-fonts.mjs', out], { cwd: web, stdio: 'pipe' });
}, 180_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('unicodeRange', () => {
  it('joins consecutive code points and keeps single ones', () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xa0, 0x627, 0x628])).toBe('U+0020-0022, U+00A0, U+0627-0628');
  });
});

describe('the generated font files', () => {
  it.each(FONT_SUBSETS.map((subset) => [subset.file, subset] as const))(
    '%s holds every code point of its ranges that the source font has, and no other',
    (_file, subset) => {
      const inSource = new Set(inspect(source(subset)).codePoints);
      const expected = codePointsOf(subset.ranges).filter((point) => inSource.has(point));
      expect(inspect(generated(subset)).codePoints).toEqual(expected);
    },
    60_000,
  );

  it('keeps the Arabic letters, marks and digits, not the other languages or presentation forms', () => {
    const arabic = new Set(inspect(generated(bySubset('ibm-plex-sans-arabic-400.woff2'))).codePoints);
    // alef, yeh, teh marbuta, fatha, shadda, Arabic-Indic zero and nine, Arabic comma, tatweel
    for (const point of [0x627, 0x64a, 0x629, 0x64e, 0x651, 0x660, 0x669, 0x60c, 0x640])
      expect(arabic).toContain(point);
    // Persian peh and keheh, Farsi yeh, the lam-alef presentation form, Arabic Supplement, Latin A
    for (const point of [0x67e, 0x6a9, 0x6cc, 0xfefb, 0x750, 0x41]) expect(arabic).not.toContain(point);
  }, 60_000);

  it('the Arabic face joins the letters of a word and keeps the lam-alef ligature', () => {
    const subset = bySubset('ibm-plex-sans-arabic-700.woff2');
    const texts = ['محمد', 'م', 'ح', 'د', 'لا'];
    const cut = inspect(generated(subset), ...texts).shaped;
    const whole = inspect(source(subset), ...texts).shaped;
    const isolated = (letter: string): number => cut[letter]![0]!.glyph;
    // Initial meem, medial hah, medial meem, final dal: none is the letter's isolated glyph.
    const [meem, hah, meem2, dal] = cut['محمد']!.map((glyph) => glyph.glyph);
    expect(meem).not.toBe(isolated('م'));
    expect(hah).not.toBe(isolated('ح'));
    expect(meem2).not.toBe(isolated('م'));
    expect(dal).not.toBe(isolated('د'));
    expect(meem).not.toBe(meem2);
    // The same forms as the full font draws (glyph ids differ in a subset; their advances do not).
    expect(cut['محمد']!.map((glyph) => glyph.advance)).toEqual(whole['محمد']!.map((glyph) => glyph.advance));
    expect(cut['لا']).toHaveLength(1);
  }, 60_000);

  it('Inter keeps its weight axis over the weights the styles use, drawing them as the full font does', () => {
    const subset = bySubset('inter-latin-wght.woff2');
    const [min, max] = subset.weight as readonly [number, number];
    expect(inspect(generated(subset)).axes['wght']).toMatchObject({ min, max, default: 400 });
    const text = 'Madar Technologies — 2026';
    for (const weight of [400, 500, 600, 700, 800]) {
      const cut = inspect(generated(subset), `--wght=${weight}`, text).shaped[text]!;
      const whole = inspect(source(subset), `--wght=${weight}`, text).shaped[text]!;
      cut.forEach((glyph, i) => expect(Math.abs(glyph.advance - whole[i]!.advance)).toBeLessThanOrEqual(1));
    }
  }, 120_000);

  it.each(FONT_SUBSETS.map((subset) => [subset.file, subset] as const))(
    '%s keeps the vertical metrics of its source font',
    (_file, subset) => {
      const cut = inspect(generated(subset));
      const whole = inspect(source(subset));
      expect([cut.unitsPerEm, cut.hhea, cut.os2]).toEqual([whole.unitsPerEm, whole.hhea, whole.os2]);
    },
    60_000,
  );
});

/** The declarations of each @font-face rule of a stylesheet, by property. */
function fontFaces(css: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
    const declarations = body.split(';').map((declaration): [string, string] => {
      const [property = '', value = ''] = declaration.split(/:(.*)/s);
      return [property.trim(), value.trim().replace(/\s+/g, ' ')];
    });
    return Object.fromEntries(declarations.filter(([property]) => property));
  });
}

describe('the @font-face rules', () => {
  it("give each face's file its own code points as unicode-range", () => {
    const faces = fontFaces(readFileSync(join(out, 'faces.css'), 'utf8'));
    expect(faces.map((face) => /url\('\.\/([^']+)'\)/.exec(face['src'] ?? '')?.[1])).toEqual(
      FONT_SUBSETS.map((subset) => subset.file),
    );
    for (const face of faces) {
      const subset = FONT_SUBSETS.find((candidate) => face['src']?.includes(candidate.file))!;
      expect(face['unicode-range']).toBe(unicodeRange(inspect(generated(subset)).codePoints));
      expect(face['font-family']).toBe(`'${subset.family}'`);
      expect(face['font-display']).toBe('swap');
    }
  }, 60_000);

  it('give the fallbacks the vertical metrics of the subset fonts they stand in for', () => {
    const fallbacks = fontFaces(readFileSync(join(__dirname, 'fonts.css'), 'utf8'));
    const percent = (value: string | undefined): number => Number.parseFloat(value ?? '') / 100;
    for (const [fallback, file] of [
      ["'Inter Fallback'", 'inter-latin-wght.woff2'],
      ["'IBM Plex Sans Arabic Fallback'", 'ibm-plex-sans-arabic-700.woff2'],
    ] as const) {
      const face = fallbacks.find((candidate) => candidate['font-family'] === fallback)!;
      const font = inspect(generated(bySubset(file)));
      // The overrides are in em of the scaled fallback: times size-adjust, the web font's own metrics.
      const scale = percent(face['size-adjust']);
      expect(percent(face['ascent-override']) * scale).toBeCloseTo(
        font.hhea['ascender']! / font.unitsPerEm,
        3,
      );
      expect(percent(face['descent-override']) * scale).toBeCloseTo(
        -font.hhea['descender']! / font.unitsPerEm,
        3,
      );
      expect(percent(face['line-gap-override'])).toBe(font.hhea['lineGap']! / font.unitsPerEm);
    }
  }, 60_000);
});
