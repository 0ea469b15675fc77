/**
 * Where the company catalogue lives: services, projects, testimonials, statistics, team, timeline and
 * the blog's categories. The API only reads it; the seed (and later, migrations) write it. The
 * services depend on the abstract class (also the injection token); memory (the demo default and the
 * tests' double) and PostgreSQL implement it, and one contract suite (catalogue.store.contract.ts)
 * runs unchanged against both.
 */
import type {
  BlogCategory,
  Project,
  ProjectCategory,
  Service,
  Statistic,
  TeamMember,
  Testimonial,
  TimelineEntry,
} from '@madar/shared';
import { frozenCopy, indexById } from '../common/frozen-copy';

/** The item of each kind of catalogue list. */
export interface CatalogueItems {
  services: Service;
  projects: Project;
  testimonials: Testimonial;
  statistics: Statistic;
  team: TeamMember;
  timeline: TimelineEntry;
  blogCategories: BlogCategory;
}

export type CatalogueKind = keyof CatalogueItems;

export const CATALOGUE_KINDS = [
  'services',
  'projects',
  'testimonials',
  'statistics',
  'team',
  'timeline',
  'blogCategories',
] as const satisfies readonly CatalogueKind[];

/** Everything the catalogue holds, each list in its display order (projects and timeline: any order). */
export type CatalogueSeed = { readonly [K in CatalogueKind]: readonly CatalogueItems[K][] };

/** Narrows a list; only projects have a category. */
export interface CatalogueFilter {
  category?: ProjectCategory;
}

/** The key of an item: its id, or a milestone's year. */
export const catalogueId = (kind: CatalogueKind, item: CatalogueItems[CatalogueKind]): string =>
  kind === 'timeline' ? String((item as TimelineEntry).year) : (item as { id: string }).id;

/**
 * The order of each list: projects newest first (ties by id, so it never changes between calls), the
 * timeline oldest first as a history reads, every other list in the order of its seed.
 */
export function inDisplayOrder<K extends CatalogueKind>(
  kind: K,
  items: readonly CatalogueItems[K][],
): CatalogueItems[K][] {
  if (kind === 'projects') {
    return [...(items as readonly Project[])].sort((a, b) =>
      a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? 1 : -1,
    ) as CatalogueItems[K][];
  }
  if (kind === 'timeline') {
    return [...(items as readonly TimelineEntry[])].sort((a, b) => a.year - b.year) as CatalogueItems[K][];
  }
  return [...items];
}

export abstract class CatalogueStore {
  /** Every item of a list in its display order; projects of one category when the filter names one. */
  abstract list<K extends CatalogueKind>(kind: K, filter?: CatalogueFilter): Promise<CatalogueItems[K][]>;
  /** One item by its id (a milestone by its year), or undefined. */
  abstract get<K extends CatalogueKind>(kind: K, id: string): Promise<CatalogueItems[K] | undefined>;
  /** How many items a list holds. */
  abstract count(kind: CatalogueKind): Promise<number>;
}

/**
 * The catalogue held in memory. Read on every page view and never changed at run time, so each list is
 * one deep-frozen copy of its seed, sorted once: cheap to hand out, and no caller can alter it.
 */
export class InMemoryCatalogueStore extends CatalogueStore {
  private readonly lists = new Map<CatalogueKind, readonly unknown[]>();
  private readonly byId = new Map<CatalogueKind, ReadonlyMap<string, unknown>>();

  constructor(seed: CatalogueSeed) {
    super();
    for (const kind of CATALOGUE_KINDS) this.load(kind, seed[kind]);
  }

  private load<K extends CatalogueKind>(kind: K, items: readonly CatalogueItems[K][]): void {
    const frozen = frozenCopy(inDisplayOrder(kind, items));
    this.lists.set(kind, frozen);
    const keyed = frozen.map((item) => ({ id: catalogueId(kind, item), item }));
    this.byId.set(kind, new Map([...indexById(keyed, kind)].map(([id, { item }]) => [id, item])));
  }

  list<K extends CatalogueKind>(kind: K, filter: CatalogueFilter = {}): Promise<CatalogueItems[K][]> {
    const items = (this.lists.get(kind) ?? []) as CatalogueItems[K][];
    const { category } = filter;
    if (kind !== 'projects' || category === undefined) return Promise.resolve([...items]);
    return Promise.resolve(items.filter((item) => (item as Project).category === category));
  }

  get<K extends CatalogueKind>(kind: K, id: string): Promise<CatalogueItems[K] | undefined> {
    return Promise.resolve(this.byId.get(kind)?.get(id) as CatalogueItems[K] | undefined);
  }

  count(kind: CatalogueKind): Promise<number> {
    return Promise.resolve(this.lists.get(kind)?.length ?? 0);
  }
}
