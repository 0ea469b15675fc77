import { SLUG_PATTERN } from './contracts/post';
import { firstFreeSlug, slugify } from './slug';

describe('slugify', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(slugify('Senior Network Engineer', 80)).toBe('senior-network-engineer');
    expect(slugify('  Wi-Fi / LAN -- Technician!  ', 80)).toBe('wi-fi-lan-technician');
  });

  it('folds accents and reads & as "and"', () => {
    expect(slugify('Café Réseau Ingénieur', 80)).toBe('cafe-reseau-ingenieur');
    expect(slugify('R&D Engineer', 80)).toBe('r-and-d-engineer');
  });

  it('gives an empty slug for text without Latin letters or digits', () => {
    expect(slugify('مهندس شبكات', 80)).toBe('');
    expect(slugify('!!! ---', 80)).toBe('');
  });

  it('cuts a long title at a word boundary within the limit, always matching the pattern', () => {
    const slug = slugify('engineer '.repeat(30), 80);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slugify('x'.repeat(100), 10)).toBe('x'.repeat(10));
  });
});

describe('firstFreeSlug', () => {
  it('keeps a free slug and numbers a taken one from 2', () => {
    expect(firstFreeSlug('noc-technician', new Set())).toBe('noc-technician');
    expect(firstFreeSlug('noc-technician', new Set(['noc-technician']))).toBe('noc-technician-2');
    expect(firstFreeSlug('noc', new Set(['noc', 'noc-2', 'noc-4']))).toBe('noc-3');
  });
});
