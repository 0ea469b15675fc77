import type { AuditEntry } from '@madar/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import {
  AUDIT_SOURCES,
  getAuditPage,
  type AuditArea,
  type AuditFilters,
  type AuditSource,
  type AuditSourceId,
} from '../api/get-audit-page';
import { mergeLogs, type MergedEntry, type SourceLog } from '../lib/merge';

/**
 * One service's log as read so far. `absent`: the service answered 404, it keeps no log (yet), which
 * is no failure. `failed`: it could not be read; what it gave before stays.
 */
type Read =
  | { state: 'ready'; entries: AuditEntry[]; next?: string }
  | { state: 'failed'; entries: AuditEntry[] }
  | { state: 'absent'; entries: [] };

type Reads = Partial<Record<AuditSourceId, Read>>;

export interface ActivityQuery extends AuditFilters {
  /** Only this area's service; all of them without one. */
  area?: AuditArea;
}

export interface ActivityLog {
  /** The first page of some service is still on its way. */
  loading: boolean;
  entries: MergedEntry<AuditSourceId>[];
  more: boolean;
  loadingMore: boolean;
  /** The areas whose service could not be read. */
  failed: AuditArea[];
  loadMore: () => void;
  retry: () => void;
}

async function readPage(
  source: AuditSource,
  query: ActivityQuery,
  before: Read | undefined,
  signal: AbortSignal,
): Promise<Read> {
  const earlier = before?.entries ?? [];
  try {
    const next = before?.state === 'ready' ? before.next : undefined;
    const page = await getAuditPage(source, query, next, signal);
    return { state: 'ready', entries: [...earlier, ...page.items], ...(page.next && { next: page.next }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && earlier.length === 0) {
      return { state: 'absent', entries: [] };
    }
    if (signal.aborted) throw error;
    return { state: 'failed', entries: earlier };
  }
}

/** The Activity log: the services' audit logs read a page at a time and merged by time. */
export function useActivityLog(query: ActivityQuery): ActivityLog {
  const { area, actor, action } = query;
  const sources = useMemo(() => AUDIT_SOURCES.filter((source) => !area || source.area === area), [area]);
  const [attempt, setAttempt] = useState(0);
  // The reads belong to one query (filters and attempt); those of an older query are never shown.
  const key = JSON.stringify([area ?? '', actor ?? '', action ?? '', attempt]);
  const [state, setState] = useState<{ key: string; reads: Reads; busy: boolean }>({
    key: '',
    reads: {},
    busy: false,
  });
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(
    (forKey: string, current: Reads, wanted: readonly AuditSource[]) => {
      const signal = controller.current?.signal;
      if (!signal) return;
      void Promise.all(
        wanted.map(
          async (source) =>
            [source.id, await readPage(source, { actor, action }, current[source.id], signal)] as const,
        ),
      ).then(
        (results) => {
          if (signal.aborted) return;
          setState((previous) => ({
            key: forKey,
            reads: { ...(previous.key === forKey ? previous.reads : {}), ...Object.fromEntries(results) },
            busy: false,
          }));
        },
        () => undefined,
      );
    },
    [actor, action],
  );

  useEffect(() => {
    const own = new AbortController();
    controller.current = own;
    run(key, {}, sources);
    return () => own.abort();
  }, [key, sources, run]);

  const reads = state.key === key ? state.reads : {};
  const loading = sources.some((source) => reads[source.id] === undefined);
  const logs: SourceLog<AuditSourceId>[] = sources.map((source) => {
    const read = reads[source.id];
    return {
      source: source.id,
      entries: read?.entries ?? [],
      ...(read?.state === 'ready' && read.next ? { next: read.next } : {}),
    };
  });
  const merged = mergeLogs(logs);

  const loadMore = () => {
    if (loading || state.busy) return;
    const unfinished = sources.filter((source) => {
      const read = reads[source.id];
      return read?.state === 'ready' && read.next !== undefined;
    });
    if (unfinished.length === 0) return;
    setState((previous) => ({ ...previous, busy: true }));
    run(key, reads, unfinished);
  };

  return {
    loading,
    entries: loading ? [] : merged.shown,
    more: !loading && merged.more,
    loadingMore: state.key === key && state.busy,
    failed: sources.filter((source) => reads[source.id]?.state === 'failed').map((source) => source.area),
    loadMore,
    retry: () => setAttempt((value) => value + 1),
  };
}
