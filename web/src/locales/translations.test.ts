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

describe.each(Object.keys(allEn))('translation namespace %s', (ns) => {
  const enKeys = flatten(allEn[ns] as Tree);
  const arKeys = flatten(allAr[ns] as Tree);
  const enBases = byBase(enKeys);
  const arBases = byBase(arKeys);

  it('have exactly the same keys in English and Arabic', () => {
    // A plural's forms too: English carries the ones only Arabic's rules pick (two, few…), unused.
    expect([...arKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('give each plural an `other` form, the one i18next uses where a form is missing', () => {
    for (const [key, forms] of [...enBases, ...arBases]) {
      if (!forms.has('')) expect({ key, other: forms.has('other') }).toEqual({ key, other: true });
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
