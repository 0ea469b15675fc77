import { buildBlogSeed } from '../blog/blog.seed';
import { CATALOGUE_SEED } from '../catalogue/catalogue.seed';
import { joinArabicHyphens, LATIN_TERM_HYPHEN, NON_BREAKING_HYPHEN } from './arabic-hyphens.migration';

/** Every `ar` text of a value, at any depth. */
function arabicTexts(value: unknown, key?: string): string[] {
  if (typeof value === 'string') return key === 'ar' ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => arabicTexts(item));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => arabicTexts(item, name));
  }
  return [];
}

describe('Latin terms in Arabic text', () => {
  it('keeps every hyphenated Latin term of the seeded Arabic whole (Wi‑Fi never wraps as "Wi-" / "Fi")', () => {
    const texts = arabicTexts({ catalogue: CATALOGUE_SEED, posts: buildBlogSeed(new Date()) });
    expect(texts.length).toBeGreaterThan(100);
    const hyphen = new RegExp(LATIN_TERM_HYPHEN.source);
    expect(texts.filter((text) => hyphen.test(text))).toEqual([]);
    expect(texts.some((text) => text.includes(`Wi${NON_BREAKING_HYPHEN}Fi`))).toBe(true);
  });

  it('corrects an already seeded record in its Arabic only', () => {
    const record = {
      title: { en: 'Enterprise Wi-Fi', ar: 'شبكات Wi-Fi وSD-WAN' },
      features: [{ en: 'Hyper-V', ar: 'Hyper-V أو Proxmox' }],
      technologies: ['Wi-Fi 6'],
      client: { en: 'Al-Noor', ar: 'النور - بنغازي' },
    };
    expect(joinArabicHyphens(record)).toEqual({
      title: { en: 'Enterprise Wi-Fi', ar: 'شبكات Wi\u2011Fi وSD\u2011WAN' },
      features: [{ en: 'Hyper-V', ar: 'Hyper\u2011V أو Proxmox' }],
      technologies: ['Wi-Fi 6'],
      client: { en: 'Al-Noor', ar: 'النور - بنغازي' },
    });
  });
});
