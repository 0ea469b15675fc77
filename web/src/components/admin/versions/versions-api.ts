import type { Version, VersionList } from '@madar/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';

/**
 * A record's history (staff of the record's area): GET `<record>/versions` lists the saves newest
 * first, GET `<record>/versions/:id` gives one whole, POST `<record>/versions/:id/restore` puts it back
 * and answers the record as it now is. `record` is the record's own path, e.g. `/blog/posts/<id>`.
 */
export const versionsKey = (record: string) => `${record}/versions`;

export function useVersions(record: string | null) {
  return useSWR<VersionList, ApiError>(record && versionsKey(record), (key: string) =>
    api.get<VersionList>(key),
  );
}

const versionPath = (record: string, versionId: string) =>
  `${versionsKey(record)}/${encodeURIComponent(versionId)}`;

export function getVersion<State>(record: string, versionId: string): Promise<Version<State>> {
  return api.get<Version<State>>(versionPath(record, versionId));
}

export function restoreVersion<Record>(record: string, versionId: string): Promise<Record> {
  return api.post<Record>(`${versionPath(record, versionId)}/restore`);
}
