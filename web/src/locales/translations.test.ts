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

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each(Object.keys(allEn))('translation namespace %s', (ns) => {
  const enKeys = flatten(allEn[ns] as Tree);
  const arKeys = flatten(allAr[ns] as Tree);

  it('have exactly the same keys in English and Arabic', () => {
    expect([...arKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('have no empty strings', () => {
    const empty = [...enKeys, ...arKeys].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use the same interpolation placeholders in both languages', () => {
    for (const [key, text] of enKeys) {
      expect({ key, vars: placeholders(arKeys.get(key) ?? '') }).toEqual({ key, vars: placeholders(text) });
    }
  });
});

describe('the site chrome', () => {
  it('names the language menu in each language', () => {
    expect(en.language.choose).toBe('Language');
    expect(ar.language.choose).toBe('اللغة');
  });
});
