/**
 * The one shape of every admin list (contract: `?page=&pageSize=&search=&status=&sort=field:asc|desc`
 * answered by `{ items, total, page, pageSize }`). Browser-safe: the web builds its requests from it.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Longer search terms are refused: nobody types more, and a bound keeps the query cheap. */
export const MAX_SEARCH_LENGTH = 100;

export type SortDirection = 'asc' | 'desc';

export interface SortOrder<F extends string = string> {
  field: F;
  direction: SortDirection;
}

/** What a store's `list` receives: already validated, page from 1. */
export interface ListQuery<F extends string = string, S extends string = string> {
  page: number;
  pageSize: number;
  /** Case-insensitive substring over the list's text fields. */
  search?: string;
  status?: S;
  sort: SortOrder<F>;
}

/** One page of a list and how many items match in all. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** `field:asc` → `{ field, direction }`; undefined when the text is not of that form or the field is not allowed. */
export function parseSort<F extends string>(text: string, fields: readonly F[]): SortOrder<F> | undefined {
  const match = /^([A-Za-z]+):(asc|desc)$/.exec(text);
  if (!match) return undefined;
  const field = fields.find((candidate) => candidate === match[1]);
  return field === undefined ? undefined : { field, direction: match[2] as SortDirection };
}

export const formatSort = (sort: SortOrder): string => `${sort.field}:${sort.direction}`;

/** Seven-day windows counted for the dashboard chart. */
export const DEFAULT_WEEKS = 8;
export const MAX_WEEKS = 26;

/** One bar of the dashboard chart: submissions in the seven days starting at `start`. */
export interface WeeklyCount {
  start: string;
  count: number;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The `weeks` rolling seven-day windows ending at `now`, oldest first, as [start, end) ranges; the
 * newest one ends just after `now`, so it holds what arrived this very millisecond and is never a
 * partial calendar week.
 */
export function weekWindows(now: Date, weeks = DEFAULT_WEEKS): { start: Date; end: Date }[] {
  const end = now.getTime();
  return Array.from({ length: weeks }, (_, index) => ({
    start: new Date(end - (weeks - index) * WEEK_MS),
    end: new Date(index === weeks - 1 ? end + 1 : end - (weeks - index - 1) * WEEK_MS),
  }));
}

/** Items a store received in each of the last `weeks` seven-day windows, oldest first (the dashboard chart). */
export async function countByWeek(
  count: (range: { from: Date; to: Date }) => Promise<number>,
  now: Date,
  weeks = DEFAULT_WEEKS,
): Promise<WeeklyCount[]> {
  const windows = weekWindows(now, weeks);
  const counts = await Promise.all(windows.map(({ start, end }) => count({ from: start, to: end })));
  return windows.map(({ start }, index) => ({ start: start.toISOString(), count: counts[index] ?? 0 }));
}
