/**
 * Languages are data (the shared LANGUAGES table): web/src may compare or list a language code
 * ('en', "ar", :lang(ar), [lang='ar']) at most twice outside tests. `lang="en"` on markup that is
 * always English (brand names) marks text, it does not test a language, so it is not counted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const WEB_SRC = join(__dirname, '..');
const SOURCE = /\.(ts|tsx|css)$/;
const TEST = /\.test\.tsx?$|\/testing\//;
const CODES = ['en', 'ar'];
const code = `(?:${CODES.join('|')})`;
const LANGUAGE_TEST = new RegExp(`(['"])${code}\\1|:lang\\(${code}\\)`, 'g');
const MARKUP = new RegExp(`\\blang="${code}"`, 'g');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(path) ? [path] : [];
  });
}

function languageTests(text: string): string[] {
  return text.replace(MARKUP, '').match(LANGUAGE_TEST) ?? [];
}

describe('language codes in web/src', () => {
  it('finds what it counts', () => {
    expect(languageTests(`x === 'ar' ? a : b; ['en', "ar"]; :root:lang(ar) {}`)).toHaveLength(4);
    expect(languageTests('<li lang="en">Cisco</li>')).toHaveLength(0);
  });

  it('are compared or listed at most twice outside the LANGUAGES table', () => {
    const found = sourceFiles(WEB_SRC).flatMap((path) =>
      languageTests(readFileSync(path, 'utf8')).map((hit) => `${relative(WEB_SRC, path)}: ${hit}`),
    );

    // Fails listing the hits beyond the two allowed.
    expect(found.slice(2)).toEqual([]);
  });
});
