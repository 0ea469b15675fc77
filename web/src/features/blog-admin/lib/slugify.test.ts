import { POST_LIMITS } from '@madar/shared';
import { isValidSlug, slugify } from './slugify';

const SLUG_MAX = POST_LIMITS.slug;

describe('slugify', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(slugify('The Future of IT Infrastructure in Libya')).toBe(
      'the-future-of-it-infrastructure-in-libya',
    );
  });

  it('drops punctuation, folds accents and trims hyphens at both ends', () => {
    expect(slugify('  5G: Café -- networks!  ')).toBe('5g-cafe-networks');
    expect(slugify('R&D in Tripoli')).toBe('r-and-d-in-tripoli');
  });

  it('gives an empty slug for text without Latin letters or digits', () => {
    expect(slugify('مستقبل البنية التحتية')).toBe('');
  });

  it('cuts long titles at a word boundary within the limit', () => {
    const slug = slugify('word '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith('-')).toBe(false);
    expect(isValidSlug(slug)).toBe(true);
  });

  it('validates kebab-case', () => {
    expect(isValidSlug('cloud-security-2026')).toBe(true);
    expect(isValidSlug('Cloud-Security')).toBe(false);
    expect(isValidSlug('double--hyphen')).toBe(false);
    expect(isValidSlug('-leading')).toBe(false);
    expect(isValidSlug('')).toBe(false);
  });
});
