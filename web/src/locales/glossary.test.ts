/**
 * One Arabic term per concept (docs/glossary.md): no Arabic text of the site or of its mails uses a
 * spelling the glossary tells to avoid, so a client brief is never a "موجز" on one screen and a "طلب
 * مشروع" on the next.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface GlossaryTerm {
  en: string;
  ar: string;
  avoid: string[];
}

const ROOT = join(__dirname, '../../..');
const glossary = JSON.parse(readFileSync(join(ROOT, 'docs/glossary-terms.json'), 'utf8')) as {
  terms: GlossaryTerm[];
};

const WEB_AR = join(ROOT, 'web/src/locales/ar');
const MAIL_LOCALES = join(ROOT, 'shared/src/mail/locales');
const arabicFiles = [
  ...readdirSync(WEB_AR).map((name) => join(WEB_AR, name)),
  ...readdirSync(MAIL_LOCALES)
    .filter((name) => name.startsWith('ar'))
    .map((name) => join(MAIL_LOCALES, name)),
].filter((path) => path.endsWith('.json'));

/** Every string value of a locale file with its key path. */
function* texts(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* texts(child, path ? `${path}.${key}` : key);
  }
}

/** A spelling as a word of its own (Arabic letters glue on prefixes: "وموجز" counts, "موجزة" does not). */
const asWord = (term: string) => new RegExp(`(?<![\\p{L}])[وفبلك]?${term}(?![\\p{L}])`, 'u');

describe('the Arabic glossary', () => {
  it('reads every Arabic locale file of the web and of the mails', () => {
    expect(arabicFiles.map((path) => relative(ROOT, path))).toEqual(
      expect.arrayContaining(['web/src/locales/ar/brief.json', 'shared/src/mail/locales/ar.json']),
    );
  });

  it.each(glossary.terms.map((term) => [term.en, term] as const))(
    '%s: no Arabic text uses a spelling to avoid',
    (_en, term) => {
      const found: string[] = [];
      for (const file of arabicFiles) {
        const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
        for (const [key, text] of texts(parsed, '')) {
          for (const avoided of term.avoid) {
            if (asWord(avoided).test(text)) found.push(`${relative(ROOT, file)} ${key}: «${avoided}»`);
          }
        }
      }
      expect(found).toEqual([]);
    },
  );
});
