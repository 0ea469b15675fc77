import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** The query parameter naming the record a list screen shows open: `?open=<id>`. */
export const OPEN_PARAM = 'open';

/** A list screen's address with one record open, e.g. `/admin/dashboard/client-briefs?open=<id>`. */
export function openRecordPath(listPath: string, id: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...extra, [OPEN_PARAM]: id });
  return `${listPath}?${query.toString()}`;
}

/**
 * Reads one record by its own address for `useOpenRecord`: null when the server says there is no such
 * record (404), the record otherwise; any other failure throws (nothing is opened, no notice).
 */
export async function getRecordOrNull<T>(path: string): Promise<T | null> {
  try {
    return await api.get<T>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface OpenRecordSource<T> {
  /** Names the kind of record in the cache key (beside the id). */
  kind: string;
  /** The record with this id, or null when it no longer exists. */
  read: (id: string) => Promise<T | null>;
}

/**
 * The record a list screen shows open, named in the address (`?open=<id>`) so a reload, a shared link
 * or the dashboard's activity opens the same record. It is taken from the rows on screen when it is
 * among them, else read by its id (`source`) once the rows have arrived. An id that names no record
 * any more drops the parameter and sets `missing`: the screen shows its list with a short notice,
 * never an error page. `rows` undefined: the list is still loading.
 */
export function useOpenRecord<T extends { id: string }>(
  rows: readonly T[] | undefined,
  source: OpenRecordSource<T>,
) {
  const [params, setParams] = useSearchParams();
  const id = params.get(OPEN_PARAM) || null;
  const onScreen = id === null ? undefined : rows?.find((row) => row.id === id);
  const ask = id !== null && rows !== undefined && onScreen === undefined;
  const [gone, setGone] = useState(false);

  const setOpen = (next: string | null) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === null) query.delete(OPEN_PARAM);
        else query.set(OPEN_PARAM, next);
        return query;
      },
      // In place: opening and closing a record are not steps Back should walk through.
      { replace: true, preventScrollReset: true },
    );

  const { data, mutate } = useSWR<T | null, ApiError>(
    ask ? ['open-record', source.kind, id] : null,
    () => source.read(id ?? ''),
    {
      // Gone: the list stays, with the notice, and the address stops naming it.
      onSuccess: (found) => {
        if (found !== null) return;
        setGone(true);
        setOpen(null);
      },
    },
  );
  // Also when the answer came from the cache (no onSuccess), until the address is cleared.
  const missing = gone || (ask && data === null);

  const fetched = ask && data && data.id === id ? data : null;
  return {
    /** The open record, or null (none named, not read yet, or gone). */
    record: onScreen ?? fetched,
    /** The address named a record that no longer exists (until another is opened or it is dismissed). */
    missing,
    open: (recordId: string) => {
      setGone(false);
      setOpen(recordId);
    },
    close: () => setOpen(null),
    dismissMissing: () => setGone(false),
    /** Reads a record that is not on screen again (after a change the list's rows cannot show). */
    refresh: () => (ask ? mutate() : Promise.resolve(undefined)),
  };
}
