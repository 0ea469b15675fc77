import { useParams } from 'react-router-dom';
import { JobDetailPage } from '@/features/careers/components/job-detail-page';
import type { I18nHandle } from '@/lib/route-namespaces';

/** The translation namespaces this page renders with, loaded before its first render. */
export const handle = { i18n: ['careers', 'validation'] } satisfies I18nHandle;

/** /careers/:jobId: one opening's page, linked from each opening on /careers. */
export function Component() {
  const jobId = useParams().jobId ?? '';
  // A new id is a new page: the form's position and state start again.
  return <JobDetailPage key={jobId} jobId={jobId} />;
}
