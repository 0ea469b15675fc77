import { PREVIEW_PARAM } from '@madar/shared';
import { useParams, useSearchParams } from 'react-router-dom';
import { JobDetailPage } from '@/features/careers/components/job-detail-page';
import type { I18nHandle } from '@/lib/route-namespaces';

/** The translation namespaces this page renders with, loaded before its first render. */
export const handle = { i18n: ['careers', 'validation'] } satisfies I18nHandle;

/**
 * /careers/:jobId: one opening's page, linked from each opening on /careers. With `?preview=<token>`, the
 * unsaved job that token opens instead (the address is not read).
 */
export function Component() {
  const jobId = useParams().jobId ?? '';
  const preview = useSearchParams()[0].get(PREVIEW_PARAM) ?? undefined;
  // A new id (or preview) is a new page: the form's position and state start again.
  return <JobDetailPage key={`${jobId}?${preview ?? ''}`} jobId={jobId} preview={preview} />;
}
