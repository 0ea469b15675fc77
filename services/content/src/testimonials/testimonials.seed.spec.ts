import { AVATAR_PLACEHOLDER } from '@madar/shared';
import { expectBilingual } from '../../test/copy-checks';
import { TESTIMONIALS_SEED } from './testimonials.seed';
import { CATALOGUE_SEED } from '../catalogue/catalogue.seed';
import { InMemoryCatalogueStore } from '../catalogue/catalogue.store';

describe('testimonials seed', () => {
  it('holds six testimonials with unique ids, at least three featured', () => {
    const ids = TESTIMONIALS_SEED.map((t) => t.id);

    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(TESTIMONIALS_SEED.filter((t) => t.featured).length).toBeGreaterThanOrEqual(3);
  });

  it.each(TESTIMONIALS_SEED.map((t) => [t.id, t] as const))('%s is complete in both languages', (_id, t) => {
    for (const text of [t.position, t.company, t.content]) expectBilingual(text);
    expect(t.name.en).toMatch(/^[A-Z][A-Za-z.' -]+$/);
    // The Arabic spelling, in Arabic letters (an Arabic page draws its initials).
    expect(t.name.ar).toMatch(/^[\u0621-\u064A. ]+$/);
    expect(t.rating).toBe(5);
    expect(t.image).toBe(AVATAR_PLACEHOLDER);
  });

  it('is served in seed order by the catalogue store', async () => {
    const store = new InMemoryCatalogueStore(CATALOGUE_SEED);

    expect((await store.list('testimonials')).map((t) => t.id)).toEqual(TESTIMONIALS_SEED.map((t) => t.id));
  });
});
