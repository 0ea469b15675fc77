import type { Page, SortDirection } from '@madar/shared';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-error';
import {
  exportRequestPath,
  isPage,
  listRequestPath,
  normalizeSearch,
  pageCountOf,
  readListState,
  writeListState,
  type FixedQuery,
  type ListRules,
  type ListState,
} from './list-params';

/** Typing pauses this long before the search is sent (and lands in the URL). */
export const SEARCH_DEBOUNCE_MS = 300;

const NO_FIXED: FixedQuery = {};

/** GET one page of an admin list; `path` is the full request path, which is also the SWR key. */
export async function getPage<T>(path: string): Promise<Page<T>> {
  const body = await api.get<unknown>(path);
  if (!isPage<T>(body)) {
    throw new ApiError(0, CLIENT_ERROR_CODES.UNEXPECTED_RESPONSE, 'The server did not answer a page');
  }
  return body;
}

/**
 * One admin list driven by the server: page, page size, search, status filter and order live in the
 * URL (a reload or a shared link keeps the view, and Back steps through it), the search is sent after
 * a pause in typing and starts again at page 1, and the previous page stays on screen while the next
 * one loads. Row actions update the cached page with `updateItem` / `removeItem`.
 *
 * `rules` must be a module-level constant; `fixed` holds parameters owned by the screen (e.g. `jobId`).
 */
export function useAdminList<T extends { id: string }, F extends string, S extends string = never>(
  rules: ListRules<F, S>,
  fixed: FixedQuery = NO_FIXED,
) {
  const [params, setParams] = useSearchParams();
  const state = readListState(params, rules);
  const key = listRequestPath(state, rules, fixed);
  const { data, error, isValidating, mutate } = useSWR<Page<T>, ApiError>(key, getPage<T>, {
    keepPreviousData: true,
  });
  // With keepPreviousData the rows on screen may be the previous view's until this one arrives.
  const { cache } = useSWRConfig();
  const isLagging = data !== undefined && cache.get(key)?.data === undefined;

  const navigate = useCallback(
    (changes: Partial<ListState<F, S>>, replace = false, drop: readonly string[] = []) =>
      setParams(
        (current) => {
          const next = writeListState(current, { ...readListState(current, rules), ...changes }, rules);
          for (const name of drop) next.delete(name);
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams, rules],
  );

  // The search box shows what is typed; the URL (and the request) get it after a pause. When the URL
  // changes under it (Back, a link), the box follows, unless it already says the same thing.
  const [searchInput, setSearchInput] = useState(state.search);
  const [shownSearch, setShownSearch] = useState(state.search);
  if (shownSearch !== state.search) {
    setShownSearch(state.search);
    if (normalizeSearch(searchInput) !== state.search) setSearchInput(state.search);
  }
  useEffect(() => {
    const next = normalizeSearch(searchInput);
    if (next === state.search) return undefined;
    const timer = setTimeout(() => navigate({ search: next, page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, state.search, navigate]);

  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const pageCount = pageCountOf(total, state.pageSize);

  // A page past the end (the last row of the last page deleted elsewhere, an old link): show the last.
  const overshoot = !isLagging && !error && data !== undefined && data.items.length === 0 && data.total > 0;
  useEffect(() => {
    if (overshoot && state.page > pageCount) navigate({ page: pageCount }, true);
  }, [overshoot, state.page, pageCount, navigate]);

  const setPage = (page: number) => navigate({ page: Math.max(1, page) });
  const setStatus = (status: S | undefined) => navigate({ status, page: 1 });
  /** The column's order flips when it is already the sort; another column starts at `first`. */
  const toggleSort = (field: F, first: SortDirection = 'asc') =>
    navigate({
      sort:
        state.sort.field === field
          ? { field, direction: state.sort.direction === 'asc' ? 'desc' : 'asc' }
          : { field, direction: first },
      page: 1,
    });
  /** Back to the whole list; `alsoClear` names filters of the screen's own to drop too (e.g. `jobId`). */
  const clearFilters = (alsoClear: readonly string[] = []) => {
    setSearchInput('');
    navigate({ search: '', status: undefined, page: 1 }, false, alsoClear);
  };

  /** Merges a changed row (e.g. the server's answer to a status change) into the page on screen. */
  const updateItem = (id: string, change: Partial<T>) =>
    mutate(
      (current) =>
        current && {
          ...current,
          items: current.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
        },
      { revalidate: false },
    );

  /**
   * Drops a deleted row at once, then reloads the page so the next row moves up and the total is
   * right; when it was the only row of a later page, goes back a page instead.
   */
  const removeItem = async (id: string) => {
    const lastOnPage = state.page > 1 && items.length === 1 && items[0]?.id === id;
    await mutate(
      (current) =>
        current && {
          ...current,
          items: current.items.filter((item) => item.id !== id),
          total: Math.max(0, current.total - 1),
        },
      { revalidate: !lastOnPage },
    );
    if (lastOnPage) navigate({ page: state.page - 1 }, true);
  };

  /** Fetches the page again, keeping it on screen; rejects when that fails (the screen says so). */
  const refresh = () => mutate(getPage<T>(key), { revalidate: false });

  /** The server export of every row matching this view's search, filter and order, in `lang`. */
  const exportPath = (lang: string) => exportRequestPath(state, rules, fixed, lang);

  return {
    ...state,
    searchInput,
    setSearchInput,
    /** A search or status filter is applied (an empty page then means "nothing matches"). */
    filtered: state.search !== '' || state.status !== undefined,
    items,
    total,
    pageCount,
    data,
    error,
    /** Nothing to show yet (the first load). */
    isLoading: data === undefined && error === undefined,
    /** The rows on screen are the previous view's (another page, search or order is on its way). */
    isLagging,
    isValidating,
    setPage,
    setStatus,
    toggleSort,
    clearFilters,
    updateItem,
    removeItem,
    refresh,
    exportPath,
    mutate,
    key,
  };
}

export type AdminList<T extends { id: string }, F extends string, S extends string = never> = ReturnType<
  typeof useAdminList<T, F, S>
>;
