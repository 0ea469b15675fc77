import { AVATAR_PLACEHOLDER } from '@madar/shared';
import { expectBilingual } from '../../test/copy-checks';
import { TEAM_SEED } from './team.seed';
import { CATALOGUE_SEED } from '../catalogue/catalogue.seed';
import { InMemoryCatalogueStore } from '../catalogue/catalogue.store';

describe('team seed', () => {
  it('holds six members with unique ids', () => {
    const ids = TEAM_SEED.map((m) => m.id);

    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it.each(TEAM_SEED.map((m) => [m.id, m] as const))('%s is complete in both languages', (_id, member) => {
    expectBilingual(member.position);
    expectBilingual(member.bio);
    expect(member.name.en).toMatch(/^[A-Z][A-Za-z.' -]+$/);
    // The Arabic spelling, in Arabic letters (an Arabic page draws its initials).
    expect(member.name.ar).toMatch(/^[\u0621-\u064A. ]+$/);
    expect(member.image).toBe(AVATAR_PLACEHOLDER);
  });

  it('is served in seed order by the catalogue store', async () => {
    const store = new InMemoryCatalogueStore(CATALOGUE_SEED);

    expect((await store.list('team')).map((m) => m.id)).toEqual(TEAM_SEED.map((m) => m.id));
  });
});
