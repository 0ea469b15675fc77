/**
 * What every CatalogueStore promises, run unchanged against memory (catalogue.store.spec.ts) and
 * PostgreSQL (catalogue.pg-store.spec.ts): each list whole and in its display order, projects by
 * category, one item by id, counts; an item replaced in place with its audit entry and its version,
 * all or none.
 */
import {
  type Project,
  PROJECT_CATEGORIES,
  type Service,
  type Statistic,
  type TeamMember,
  type Testimonial,
  type TimelineEntry,
} from '@madar/shared';
import type { AuditLog, AuditStamp, VersionsStore } from '@madar/shared/data';
import { CATALOGUE_SEED } from './catalogue.seed';
import { CATALOGUE_KINDS, type CatalogueSeed, type CatalogueStore } from './catalogue.store';

/** A store, the log and versions its edits are recorded in, and a way to make that log refuse every entry. */
export interface AuditedCatalogue {
  store: CatalogueStore;
  log: AuditLog;
  versions: VersionsStore;
  breakAudit: () => Promise<void>;
}

export interface CatalogueStoreHarness {
  /** A store holding exactly `seed`. */
  create(seed: CatalogueSeed): Promise<CatalogueStore>;
  /** A store holding exactly `seed`, with its audit log. */
  audited(seed: CatalogueSeed): Promise<AuditedCatalogue>;
  close?(): Promise<void>;
}

const STAMP: AuditStamp = {
  actor: { id: 'acc-editor', email: 'editor@madar.ly' },
  address: '203.0.113.8',
  at: '2026-03-01T09:30:00.000Z',
};

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

    describe('update', () => {
      const service = (id: string) => structuredClone(CATALOGUE_SEED.services.find((s) => s.id === id)!);

      it('replaces an item in its place: the next list and get hand out the new one', async () => {
        const { store } = await harness.audited(CATALOGUE_SEED);
        const edited: Service = {
          ...service('networking'),
          title: { en: 'Networks', ar: 'الشبكات الحديثة' },
          features: [{ en: 'Wi-Fi 7', ar: 'واي فاي 7' }],
          featured: false,
        };

        expect(await store.update('services', 'networking', edited)).toEqual(edited);

        expect(await store.get('services', 'networking')).toEqual(edited);
        const listed = await store.list('services');
        expect(listed.map((s) => s.id)).toEqual(CATALOGUE_SEED.services.map((s) => s.id));
        expect(listed.find((s) => s.id === 'networking')).toEqual(edited);
        expect(await store.count('services')).toBe(CATALOGUE_SEED.services.length);
      });

      it('keeps nothing of what the caller still holds or was handed', async () => {
        const { store } = await harness.audited(CATALOGUE_SEED);
        const edited = service('support');
        const returned = (await store.update('services', 'support', edited))!;
        edited.title.en = 'Changed by the caller';
        attempt(() => (returned.title.ar = 'Changed'));
        expect((await store.get('services', 'support'))?.title).toEqual(service('support').title);
      });

      it('lists a project by its new date and under its new category', async () => {
        const { store } = await harness.audited(CATALOGUE_SEED);
        const last = (await store.list('projects')).at(-1)!;
        const moved: Project = {
          ...(await store.get('projects', last.id))!,
          date: '2030-01-01',
          category: last.category === 'consulting' ? 'networking' : 'consulting',
        };
        await store.update('projects', last.id, moved);

        expect((await store.list('projects'))[0]).toEqual(moved);
        expect((await store.list('projects', { category: moved.category })).map((p) => p.id)).toContain(
          last.id,
        );
        expect((await store.list('projects', { category: last.category })).map((p) => p.id)).not.toContain(
          last.id,
        );
      });

      it('replaces a milestone by its year, a testimonial, a figure and a member by id', async () => {
        const { store } = await harness.audited(CATALOGUE_SEED);
        const milestone: TimelineEntry = { ...milestoneOf(2015), title: { en: 'Benghazi', ar: 'بنغازي' } };
        await store.update('timeline', '2015', milestone);
        expect((await store.list('timeline')).map((e) => e.year)).toEqual([2010, 2015, 2018, 2023]);
        expect(await store.get('timeline', '2015')).toEqual(milestone);

        const testimonial = { ...(CATALOGUE_SEED.testimonials[0] as Testimonial), rating: 4 };
        const statistic = { ...(CATALOGUE_SEED.statistics[0] as Statistic), value: 16 };
        const member = { ...(CATALOGUE_SEED.team[0] as TeamMember), bio: { en: 'Founder.', ar: 'المؤسس.' } };
        await store.update('testimonials', testimonial.id, testimonial);
        await store.update('statistics', statistic.id, statistic);
        await store.update('team', member.id, member);
        expect((await store.list('testimonials'))[0]).toEqual(testimonial);
        expect((await store.list('statistics'))[0]).toEqual(statistic);
        expect((await store.list('team'))[0]).toEqual(member);
      });

      it('writes nothing for an unknown id, nor an id of another list', async () => {
        const { store, log } = await harness.audited(CATALOGUE_SEED);
        const support = service('support');
        for (const id of ['unknown', '__proto__', firstProject.id]) {
          expect(await store.update('services', id, { ...support, id } as Service, STAMP)).toBeUndefined();
        }
        expect(await store.list('services')).toEqual(CATALOGUE_SEED.services);
        expect((await log.list({ limit: 10 })).items).toEqual([]);
      });

      it('refuses an item whose key is not the one named', async () => {
        const { store } = await harness.audited(CATALOGUE_SEED);
        await expect(store.update('services', 'support', service('consulting'))).rejects.toThrow(/key/);
        expect(await store.get('services', 'support')).toEqual(service('support'));
      });

      it('records the edit: who, when, and the fields that changed, before and after', async () => {
        const { store, log } = await harness.audited(CATALOGUE_SEED);
        const before = service('consulting');
        await store.update('services', 'consulting', { ...before, featured: !before.featured }, STAMP);
        await store.update(
          'timeline',
          '2010',
          { ...milestoneOf(2010), title: { en: 'Founded', ar: 'التأسيس' } },
          STAMP,
        );

        const items = (await log.list({ limit: 10 })).items.reverse();
        expect(items).toEqual([
          expect.objectContaining({
            ...STAMP,
            action: 'update',
            entity: { type: 'service', id: 'consulting' },
            before: { featured: before.featured },
            after: { featured: !before.featured },
          }),
          expect.objectContaining({
            action: 'update',
            entity: { type: 'timeline_entry', id: '2010' },
            before: { title: milestoneOf(2010).title },
            after: { title: { en: 'Founded', ar: 'التأسيس' } },
          }),
        ]);
      });

      it('keeps the item whole after each edit, after a baseline of it before, newest first', async () => {
        const { store, versions } = await harness.audited(CATALOGUE_SEED);
        const before = service('consulting');
        const once = { ...before, featured: !before.featured };
        const twice = { ...once, title: { en: 'Consulting', ar: 'الاستشارات' } };
        await store.update('services', 'consulting', once, STAMP);
        await store.update('services', 'consulting', twice, { ...STAMP, at: '2026-03-01T10:00:00.000Z' });
        await store.update('timeline', '2010', milestoneOf(2010), STAMP);

        const entity = { type: 'service' as const, id: 'consulting' };
        const items = await versions.list(entity);
        const editor = { id: STAMP.actor.id, name: STAMP.actor.email };
        expect(items.map(({ createdAt, author }) => ({ createdAt, author }))).toEqual([
          { createdAt: '2026-03-01T10:00:00.000Z', author: editor },
          { createdAt: STAMP.at, author: editor },
          { createdAt: STAMP.at, author: null },
        ]);
        const states = await Promise.all(items.map((item) => versions.get(entity, item.id)));
        expect(states.map((version) => version?.state)).toEqual([twice, once, before]);
        expect(await versions.list({ type: 'timeline_entry', id: '2010' })).toHaveLength(2);
      });

      it('leaves the item as it was when its audit entry cannot be written', async () => {
        const audited = await harness.audited(CATALOGUE_SEED);
        const { store } = audited;
        await audited.breakAudit();
        const edited = { ...service('support'), title: { en: 'Not stored', ar: 'لم يحفظ' } };
        await expect(store.update('services', 'support', edited, STAMP)).rejects.toThrow();
        expect(await store.get('services', 'support')).toEqual(service('support'));
        expect(await audited.versions.list({ type: 'service', id: 'support' })).toEqual([]);
        expect(await store.list('services')).toEqual(CATALOGUE_SEED.services);
      });
    });
  });
}

const milestoneOf = (year: number): TimelineEntry =>
  structuredClone(CATALOGUE_SEED.timeline.find((entry) => entry.year === year)!);
