/**
 * Where the company catalogue lives: services, projects, testimonials, statistics, team, timeline and
 * the blog's categories. The seed (and migrations) fill it; staff replace one item at a time (all but
 * the blog's categories, which are the blog's own), each change with its audit entry and a version of
 * the item as it was saved (its whole state, who and when; the item's first edit also keeps the state
 * it had before, as its baseline). The
 * services depend on the abstract class (also the injection token); memory (the demo default and the
 * tests' double) and PostgreSQL implement it, and one contract suite (catalogue.store.contract.ts)
 * runs unchanged against both.
 */
import {
  type AuditJournal,
  type AuditStamp,
  type AuditSubject,
  changeEntry,
  InMemoryAuditLog,
  InMemoryVersions,
  type NewAuditEntry,
  type NewVersion,
  saveVersions,
  settle,
  type VersionJournal,
} from '@madar/shared/data';
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

/** The kinds staff edit: every list but the blog's categories. */
export type EditableCatalogueKind = Exclude<CatalogueKind, 'blogCategories'>;

/** How each kind's changes are named in the audit log (the entity, its id the item's key). */
export const CATALOGUE_AUDIT: Readonly<Record<EditableCatalogueKind, AuditSubject>> = {
  services: { type: 'service' },
  projects: { type: 'project' },
  testimonials: { type: 'testimonial' },
  statistics: { type: 'statistic' },
  team: { type: 'team_member' },
  timeline: { type: 'timeline_entry' },
};

/**
 * The versions of an edit of one catalogue item: the item after it, and the baseline of the item before
 * it, which the store keeps only when the item has no version yet (seeded after the migration that gave
 * every item then stored its own). An item keeps no time of its own, so both are dated by the edit.
 */
export const editVersions = (
  audit: AuditStamp,
  kind: EditableCatalogueKind,
  id: string,
  before: object,
  after: object,
): [NewVersion, NewVersion?] => saveVersions(audit, CATALOGUE_AUDIT[kind], id, after, before);

/** Everything the catalogue holds, each list in its display order (projects and timeline: any order). */
export type CatalogueSeed = { readonly [K in CatalogueKind]: readonly CatalogueItems[K][] };

/** Narrows a list; only projects have a category. */
export interface CatalogueFilter {
  category?: ProjectCategory;
}

/** A project's own columns (filtered and ordered by), or undefined for an item of another kind. */
export const projectColumns = (
  kind: CatalogueKind,
  item: CatalogueItems[CatalogueKind],
): Pick<Project, 'category' | 'date'> | undefined => {
  if (kind !== 'projects') return undefined;
  const { category, date } = item as Project;
  return { category, date };
};

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
  /**
   * Replaces the item whose key is `id` with `item` (same key: a key never changes), keeping its place
   * in its list, and records the change with `audit`: both or neither. The item stored, or undefined
   * (nothing written) when no item has this key.
   */
  abstract update<K extends EditableCatalogueKind>(
    kind: K,
    id: string,
    item: CatalogueItems[K],
    audit?: AuditStamp,
  ): Promise<CatalogueItems[K] | undefined>;
}

/**
 * The item with every object's keys in one order. The audit entry names the fields whose JSON differs,
 * and the same text may come back in another key order (jsonb keeps its own; a client may send `ar`
 * before `en`): sorted, only a real change counts.
 */
export function inKeyOrder<T>(value: T): T {
  if (Array.isArray(value)) return value.map((each: unknown) => inKeyOrder(each)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, each]) => [key, inKeyOrder(each as unknown)])) as T;
}

/** The entry of an edit of one catalogue item. */
export const editEntry = (
  audit: AuditStamp,
  kind: EditableCatalogueKind,
  id: string,
  before: object,
  after: object,
): NewAuditEntry => changeEntry(audit, CATALOGUE_AUDIT[kind], id, inKeyOrder(before), inKeyOrder(after));

/** A programming error, never a request's: the service builds the item with the key it was asked for. */
export function assertSameKey(kind: CatalogueKind, id: string, item: CatalogueItems[CatalogueKind]): void {
  if (catalogueId(kind, item) !== id) throw new Error(`A ${kind} item's key cannot change (${id})`);
}

/**
 * The catalogue held in memory. Read on every page view and changed rarely (an edit), so each list is
 * one deep-frozen copy, sorted once per change: cheap to hand out, and no caller can alter it. Items
 * are replaced, never added, so an edit cannot grow the store past its seed by more than its limits.
 */
export class InMemoryCatalogueStore extends CatalogueStore {
  private readonly lists = new Map<CatalogueKind, readonly unknown[]>();
  private readonly byId = new Map<CatalogueKind, ReadonlyMap<string, unknown>>();

  constructor(
    seed: CatalogueSeed,
    private readonly journal: AuditJournal = new InMemoryAuditLog(),
    private readonly versions: VersionJournal = new InMemoryVersions(),
  ) {
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

  update<K extends EditableCatalogueKind>(
    kind: K,
    id: string,
    item: CatalogueItems[K],
    audit?: AuditStamp,
  ): Promise<CatalogueItems[K] | undefined> {
    return settle(() => {
      assertSameKey(kind, id, item);
      const current = this.byId.get(kind)?.get(id) as CatalogueItems[K] | undefined;
      if (current === undefined) return undefined;
      // The entry first: when it cannot be written, the list is left as it was (and no version kept).
      if (audit) {
        this.journal.append(editEntry(audit, kind, id, current, item));
        this.versions.append(...editVersions(audit, kind, id, current, item));
      }
      const items = (this.lists.get(kind) ?? []) as readonly CatalogueItems[K][];
      this.load(
        kind,
        items.map((each) => (each === current ? item : each)),
      );
      return this.byId.get(kind)?.get(id) as CatalogueItems[K];
    });
  }
}
