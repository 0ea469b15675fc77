import { localeOf } from '@madar/shared';
import ar from './ar/translation.json';
import en from './en/translation.json';
import { arAdminResources, enAdminResources } from './admin-namespaces';
import { arResources, enResources } from './namespaces';

const allEn: Record<string, unknown> = { ...enResources, ...enAdminResources };
const allAr: Record<string, unknown> = { ...arResources, ...arAdminResources };

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]);

/** i18next's plural suffixes: `period.day_one`, `period.day_few`... are the forms of `period.day`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Each key without its plural suffix → its forms (`''` for a key that is not a plural). */
function byBase(keys: Map<string, string>): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, text] of keys) {
    const form = PLURAL.exec(key)?.[1] ?? '';
    const base = form ? key.slice(0, -form.length - 1) : key;
    out.set(base, (out.get(base) ?? new Map<string, string>()).set(form, text));
  }
  return out;
}

/** The plural forms a language's rules pick from (English: one, other; Arabic: all six). */
const categories = (locale: string): string[] => [
  ...new Intl.PluralRules(locale).resolvedOptions().pluralCategories,
];

describe.each(Object.keys(allEn))('translation namespace %s', (ns) => {
  const enKeys = flatten(allEn[ns] as Tree);
  const arKeys = flatten(allAr[ns] as Tree);
  const enBases = byBase(enKeys);
  const arBases = byBase(arKeys);

  it('have exactly the same keys in English and Arabic (a plural counts once)', () => {
    expect([...arBases.keys()].sort()).toEqual([...enBases.keys()].sort());
  });

  it("give each plural an `other` form and only forms its language's rules pick", () => {
    // Where a form is missing i18next uses `other`: the admin's counts are worded so one form fits.
    for (const [bases, locale] of [
      [enBases, localeOf('en')],
      [arBases, localeOf('ar')],
    ] as const) {
      for (const [key, forms] of bases) {
        if (forms.has('')) continue;
        const unknown = [...forms.keys()].filter((form) => !categories(locale).includes(form));
        expect({ key, locale, other: forms.has('other'), unknown }).toEqual({
          key,
          locale,
          other: true,
          unknown: [],
        });
      }
    }
  });

  it('have no empty strings', () => {
    const empty = [...enKeys, ...arKeys].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use the same interpolation placeholders in both languages', () => {
    // A plural's forms together: Arabic's "one" and "two" forms say the number in the word (يومان).
    const vars = (forms: Map<string, string> | undefined) =>
      [...new Set([...(forms?.values() ?? [])].flatMap(placeholders))].sort();
    for (const [key, forms] of enBases) {
      expect({ key, vars: vars(arBases.get(key)) }).toEqual({ key, vars: vars(forms) });
    }
  });
});

describe('the site chrome', () => {
  it('names the language menu in each language', () => {
    expect(en.language.choose).toBe('Language');
    expect(ar.language.choose).toBe('اللغة');
  });
});
