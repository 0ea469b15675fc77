import { expectBilingual } from '../../test/copy-checks';
import { STATISTICS_SEED } from './statistics.seed';
import { CATALOGUE_SEED } from '../catalogue/catalogue.seed';
import { InMemoryCatalogueStore } from '../catalogue/catalogue.store';

describe('statistics seed', () => {
  it('holds exactly the four figures of the spec, in display order', () => {
    expect(STATISTICS_SEED.map((s) => [s.id, s.value])).toEqual([
      ['years', 15],
      ['projects', 200],
      ['team', 50],
      ['clients', 150],
    ]);
  });

  it.each(STATISTICS_SEED.map((s) => [s.id, s] as const))(
    '%s has a bilingual label and an icon',
    (_id, s) => {
      expectBilingual(s.label);
      expect(s.icon).toMatch(/^[a-z]+(-[a-z]+)*$/);
    },
  );

  it('is served in seed order by the catalogue store', async () => {
    const store = new InMemoryCatalogueStore(CATALOGUE_SEED);

    expect((await store.list('statistics')).map((s) => s.id)).toEqual([
      'years',
      'projects',
      'team',
      'clients',
    ]);
  });
});
