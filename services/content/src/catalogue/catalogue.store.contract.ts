/**
 * What every CatalogueStore promises, run unchanged against memory (catalogue.store.spec.ts) and
 * PostgreSQL (catalogue.pg-store.spec.ts): each list whole and in its display order, projects by
 * category, one item by id, counts.
 */
import { type Project, PROJECT_CATEGORIES, type TimelineEntry } from '@madar/shared';
import { CATALOGUE_SEED } from './catalogue.seed';
import { CATALOGUE_KINDS, type CatalogueSeed, type CatalogueStore } from './catalogue.store';

export interface CatalogueStoreHarness {
  /** A store holding exactly `seed`. */
  create(seed: CatalogueSeed): Promise<CatalogueStore>;
  close?(): Promise<void>;
}

const EMPTY: CatalogueSeed = {
  services: [],
  projects: [],
  testimonials: [],
  statistics: [],
  team: [],
  timeline: [],
  blogCategories: [],
};

const firstProject = CATALOGUE_SEED.projects[0] as Project;
const project = (id: string, date: string, category: Project['category'] = 'networking'): Project => ({
  ...firstProject,
  id,
  date,
  category,
});
const milestone = (year: number): TimelineEntry => ({
  year,
  title: { en: `Year ${year}`, ar: 'عام' },
  description: { en: 'Milestone', ar: 'محطة' },
});

/** Runs a change of something the store handed out; memory mode's frozen objects throw, which is just as good. */
function attempt(change: () => unknown): void {
  try {
    change();
  } catch {
    // Refused: nothing changed.
  }
}

export function describeCatalogueStoreContract(name: string, harness: CatalogueStoreHarness): void {
  describe(`CatalogueStore contract (${name})`, () => {
    let store: CatalogueStore;

    beforeAll(async () => {
      store = await harness.create(CATALOGUE_SEED);
    });

    afterAll(async () => {
      await harness.close?.();
    });

    it('lists services, testimonials, statistics, team and blog categories whole, in seed order', async () => {
      for (const kind of ['services', 'testimonials', 'statistics', 'team', 'blogCategories'] as const) {
        expect(await store.list(kind)).toEqual(CATALOGUE_SEED[kind]);
      }
    });

    it('lists projects newest first and the timeline oldest first', async () => {
      const projects = await store.list('projects');
      const dates = projects.map((p) => p.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(new Set(projects.map((p) => p.id))).toEqual(new Set(CATALOGUE_SEED.projects.map((p) => p.id)));
      expect(projects).toEqual(expect.arrayContaining([...CATALOGUE_SEED.projects]));

      const years = (await store.list('timeline')).map((e) => e.year);
      expect(years).toEqual([2010, 2015, 2018, 2023]);
    });

    it.each(PROJECT_CATEGORIES.map((category) => [category]))(
      'lists only the %s projects',
      async (category) => {
        const all = await store.list('projects');
        const listed = await store.list('projects', { category });
        expect(listed.length).toBeGreaterThan(0);
        expect(listed).toEqual(all.filter((p) => p.category === category));
      },
    );

    it('ignores a category filter on lists that have none', async () => {
      expect(await store.list('services', { category: 'networking' })).toEqual(CATALOGUE_SEED.services);
    });

    it('gets one item by id, a milestone by its year, and nothing for an unknown id', async () => {
      expect((await store.get('services', 'consulting'))?.icon).toBe('comments');
      expect(await store.get('projects', firstProject.id)).toEqual(firstProject);
      expect((await store.get('timeline', '2015'))?.title.en).toBe('Benghazi office opens');
      expect((await store.get('blogCategories', 'all'))?.label).toEqual({ en: 'All', ar: 'الكل' });
      for (const id of ['unknown', '__proto__', 'constructor', '']) {
        expect(await store.get('services', id)).toBeUndefined();
        expect(await store.get('projects', id)).toBeUndefined();
      }
      // Ids are per list: a project id names no service.
      expect(await store.get('services', firstProject.id)).toBeUndefined();
    });

    it('counts each list', async () => {
      for (const kind of CATALOGUE_KINDS) expect(await store.count(kind)).toBe(CATALOGUE_SEED[kind].length);
    });

    it('cannot be changed through what it hands out', async () => {
      const service = (await store.get('services', 'support'))!;
      const projects = await store.list('projects');
      attempt(() => (service.title.en = 'Changed'));
      attempt(() => projects[0]?.technologies.push('Changed'));
      attempt(() => projects.pop());
      expect((await store.get('services', 'support'))?.title.en).toBe('Technical Support');
      expect(await store.count('projects')).toBe(CATALOGUE_SEED.projects.length);
      expect((await store.list('projects'))[0]?.technologies).not.toContain('Changed');
    });

    it('orders projects of the same date by id and milestones by year, whatever the seed order', async () => {
      const small = await harness.create({
        ...EMPTY,
        projects: [
          project('b-two', '2024-01-01'),
          project('a-one', '2024-01-01'),
          project('c', '2025-01-01', 'consulting'),
        ],
        timeline: [milestone(2023), milestone(2010), milestone(2018)],
      });
      expect((await small.list('projects')).map((p) => p.id)).toEqual(['c', 'a-one', 'b-two']);
      expect((await small.list('projects', { category: 'networking' })).map((p) => p.id)).toEqual([
        'a-one',
        'b-two',
      ]);
      expect((await small.list('timeline')).map((e) => e.year)).toEqual([2010, 2018, 2023]);
      expect(await small.list('services')).toEqual([]);
      expect(await small.count('team')).toBe(0);
    });
  });
}
