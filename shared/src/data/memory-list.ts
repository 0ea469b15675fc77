/**
 * The in-memory side of the list contract: filter, search, sort and one page over an array, with the
 * same meaning the PostgreSQL stores give them (substring search of folded text, ties broken by id in the sort's direction).
 */
import type { ListQuery, Page } from '../list-query';
import { normalizeForSearch } from '../search-text';

export interface MemoryListRules<T, F extends string, S extends string> {
  /** The text `search` looks in. */
  searchText: (item: T) => readonly (string | undefined | null)[];
  /** The item's status, where the list has one. */
  status?: (item: T) => S;
  /** The value each sortable field sorts by. */
  sortValue: Record<F, (item: T) => string | number | boolean | null | undefined>;
  id: (item: T) => string;
}

/**
 * The text as search compares it (`normalizeForSearch`: case, presentation forms, alef, taa marbuta and
 * alef maqsura forms, diacritics, tatweel, Arabic-Indic digits), the name the stores and their search
 * columns know it by.
 */
export const foldForSearch = normalizeForSearch;

type SortValue = string | number | boolean | null | undefined;

function compareValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

export function listInMemory<T, F extends string, S extends string>(
  items: Iterable<T>,
  query: ListQuery<F, S>,
  rules: MemoryListRules<T, F, S>,
): Page<T> {
  const term = query.search ? foldForSearch(query.search) : undefined;
  const matching = [...items].filter((item) => {
    if (query.status !== undefined && rules.status?.(item) !== query.status) return false;
    if (term === undefined) return true;
    return rules.searchText(item).some((text) => text != null && foldForSearch(text).includes(term));
  });
  const value = rules.sortValue[query.sort.field];
  const sign = query.sort.direction === 'asc' ? 1 : -1;
  // Ties break by id in the same direction, so a database serves every order from one index.
  matching.sort(
    (a, b) => sign * (compareValues(value(a), value(b)) || compareValues(rules.id(a), rules.id(b))),
  );
  const start = (query.page - 1) * query.pageSize;
  return {
    items: matching.slice(start, start + query.pageSize),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Whether `value` (an ISO time) lies in the half-open range. */
export function inRange(value: string, range: { from?: Date; to?: Date }): boolean {
  const time = Date.parse(value);
  if (range.from && time < range.from.getTime()) return false;
  if (range.to && time >= range.to.getTime()) return false;
  return true;
}

/**
 * Runs a synchronous store operation as the async port promises it: a throw becomes a rejection, so
 * callers see one behaviour from memory and PostgreSQL alike.
 */
export function settle<T>(operation: () => T): Promise<T> {
  try {
    return Promise.resolve(operation());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
