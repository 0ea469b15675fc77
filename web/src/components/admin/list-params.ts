/**
 * The state of an admin list (page, page size, search, status filter, order) as it lives in the page's
 * query string, and the API request built from it. The URL parameters have the API's own names
 * (`?page=2&pageSize=5&search=sahara&status=new&sort=companyName:asc`); defaults are left out, and values
 * a hand-edited link could hold that the API would refuse fall back to the defaults, so a stale or
 * mistyped link shows a list instead of an error.
 */
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  formatSort,
  parseSort,
  type Page,
  type SortDirection,
  type SortOrder,
} from '@madar/shared';

/** How one admin list is asked for. Declare it once per list, at module level (it is a hook dependency). */
export interface ListRules<F extends string, S extends string> {
  /** The list's API path, e.g. `/briefs`. */
  path: string;
  sortFields: readonly F[];
  defaultSort: `${F}:${SortDirection}`;
  /** The values of the status filter, when the list has one. */
  statuses?: readonly S[];
  /** Sent as `status` when no status is chosen: posts and jobs answer their admin page only to `all`. */
  statusWhenAll?: string;
}

export interface ListState<F extends string, S extends string> {
  page: number;
  pageSize: number;
  /** Trimmed; empty when there is no search. */
  search: string;
  status: S | undefined;
  sort: SortOrder<F>;
}

/** Extra parameters of one list that are not part of its URL state (e.g. the job of the applications). */
export type FixedQuery = Readonly<Record<string, string | undefined>>;

/** The query-string names the list state uses; a screen that hosts two lists clears them on a switch. */
export const LIST_PARAMS = ['page', 'pageSize', 'search', 'status', 'sort'] as const;

/** The API refuses pages past this; a link asking for one starts at page 1 instead. */
const MAX_PAGE = 1_000_000;

function positiveInt(text: string | null, max: number): number | undefined {
  if (!text || !/^\d{1,7}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= max ? value : undefined;
}

/** What is sent for a typed search: trimmed and cut to the length the API accepts. */
export const normalizeSearch = (text: string): string => text.trim().slice(0, MAX_SEARCH_LENGTH).trim();

export function defaultSortOf<F extends string>(rules: ListRules<F, string>): SortOrder<F> {
  const [field, direction] = rules.defaultSort.split(':') as [F, SortDirection];
  return { field, direction };
}

export function readListState<F extends string, S extends string>(
  params: URLSearchParams,
  rules: ListRules<F, S>,
): ListState<F, S> {
  const status = params.get('status');
  return {
    page: positiveInt(params.get('page'), MAX_PAGE) ?? 1,
    pageSize: positiveInt(params.get('pageSize'), MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
    search: normalizeSearch(params.get('search') ?? ''),
    status: rules.statuses?.find((value) => value === status),
    sort: parseSort(params.get('sort') ?? '', rules.sortFields) ?? defaultSortOf(rules),
  };
}

/** `current` with the list parameters replaced by `state` (defaults omitted); other parameters are kept. */
export function writeListState<F extends string, S extends string>(
  current: URLSearchParams,
  state: ListState<F, S>,
  rules: ListRules<F, S>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of LIST_PARAMS) next.delete(name);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) next.set('pageSize', String(state.pageSize));
  if (state.search) next.set('search', state.search);
  if (state.status !== undefined) next.set('status', state.status);
  const sort = formatSort(state.sort);
  if (sort !== rules.defaultSort) next.set('sort', sort);
  return next;
}

type Query = [string, string][];

function filterQuery<F extends string, S extends string>(
  state: ListState<F, S>,
  rules: ListRules<F, S>,
  fixed: FixedQuery,
): { head: Query; tail: Query } {
  const head: Query = Object.entries(fixed).filter((entry): entry is [string, string] => !!entry[1]);
  const tail: Query = [];
  if (state.search) tail.push(['search', state.search]);
  const status = state.status ?? rules.statusWhenAll;
  if (status !== undefined) tail.push(['status', status]);
  tail.push(['sort', formatSort(state.sort)]);
  return { head, tail };
}

/** The list request's path and query: fixed parameters, page, page size, search, status, sort. */
export function listRequestPath<F extends string, S extends string>(
  state: ListState<F, S>,
  rules: ListRules<F, S>,
  fixed: FixedQuery = {},
): string {
  const { head, tail } = filterQuery(state, rules, fixed);
  const query: Query = [...head, ['page', String(state.page)], ['pageSize', String(state.pageSize)], ...tail];
  return `${rules.path}?${new URLSearchParams(query).toString()}`;
}

/** The CSV export's path and query: the same filter and order as the list, every page, in `lang`. */
export function exportRequestPath<F extends string, S extends string>(
  state: ListState<F, S>,
  rules: ListRules<F, S>,
  fixed: FixedQuery,
  lang: string,
): string {
  const { head, tail } = filterQuery(state, rules, fixed);
  return `${rules.path}/export?${new URLSearchParams([...head, ...tail, ['lang', lang]]).toString()}`;
}

export const pageCountOf = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

/** A response that really is a page envelope (and not, say, the array an older service answers). */
export function isPage<T>(value: unknown): value is Page<T> {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Partial<Record<keyof Page<T>, unknown>>;
  return (
    Array.isArray(page.items) &&
    typeof page.total === 'number' &&
    typeof page.page === 'number' &&
    typeof page.pageSize === 'number'
  );
}
