import { isJobClosed, localize } from '@madar/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailLoading } from '@/components/ui/detail-status';
import { useLocalizedNavigate } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { PreviewBanner } from '@/components/ui/preview-banner';
import { useCompany } from '@/hooks/use-company';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLanguage } from '@/hooks/use-language';
import { useMetaDescription } from '@/hooks/use-meta-description';
import { usePageHead } from '@/lib/head-sink';
import { siteOrigin } from '@/lib/site-origin';
import { useJob } from '../api/get-job';
import { useJobPreview } from '../api/get-job-preview';
import { jobPostingJsonLd } from '../lib/job-posting-json-ld';
import { JobBreadcrumb } from './job-breadcrumb';
import { JobClosedNotice, JobDetailApply, JobPreviewNotice } from './job-detail-apply';
import { JobErrorView } from './job-error-view';
import { JobFacts } from './job-facts';
import './careers.css';
import './job-detail.css';

/**
 * One opening at /careers/:slug (docs/product.md#careers): its facts, the role, and the application form,
 * or, after its closing day, a notice in its place. An unknown address shows the detail pages' error view;
 * an older one (the job's id, or a slug it held before) moves to the current address, replacing it in
 * history (the server answers such an address with a 301).
 * With a `preview` token, the unsaved job that token opens instead (whatever the address says), under a
 * banner saying it is not published and without the application form; an expired token goes to
 * /not-found.
 */
export function JobDetailPage({ jobId, preview }: { jobId: string; preview?: string }) {
  const { t } = useTranslation('careers');
  const { t: tc } = useTranslation();
  const { lang } = useLanguage();
  const company = useCompany();
  const published = useJob(preview === undefined ? jobId : undefined);
  const previewed = useJobPreview(preview);
  const {
    data: job,
    error,
    isLoading,
  } = preview === undefined ? published : { ...previewed, data: previewed.data?.job };
  const navigate = useLocalizedNavigate();
  // A preview stays on the address it was given: the token, not the path, names the job.
  const movedTo = preview === undefined && job?.slug && job.slug !== jobId ? job.slug : undefined;
  useEffect(() => {
    if (movedTo) navigate(`/careers/${encodeURIComponent(movedTo)}`, { replace: true });
  }, [movedTo, navigate]);
  const previewGone = preview !== undefined && error?.status === 404;
  useEffect(() => {
    if (previewGone) navigate('/not-found', { replace: true });
  }, [previewGone, navigate]);
  // Guarded: a malformed answer (no title) must show the error view, not crash the page.
  const title = job?.title ? localize(job.title, lang) : undefined;

  useDocumentTitle(title ?? (error ? t('detail.errorTitle') : undefined));
  useMetaDescription(
    job && title
      ? t('detail.metaDescription', {
          title,
          location: localize(job.location, lang),
          type: localize(job.type, lang),
        })
      : undefined,
  );
  usePageHead(
    preview !== undefined
      ? // No structured data: a preview is no opening search engines should know of.
        { preview: true }
      : job && title
        ? { jsonLd: [jobPostingJsonLd(job, lang, siteOrigin(), tc('brand.fullName'), company)] }
        : {},
  );

  if (isLoading) return <DetailLoading label={t('detail.loading')} />;
  if (error || !job || !title) return <JobErrorView notFound={error?.code === 'JOB.NOT_FOUND'} />;

  const closed = isJobClosed(job, new Date());
  const lists = [
    ['responsibilities', job.responsibilities],
    ['requirements', job.requirements],
  ] as const;
  return (
    <>
      {previewed.data ? (
        <PreviewBanner expiresAt={previewed.data.expiresAt} lang={lang} ns="careers" />
      ) : null}
      <JobBreadcrumb title={title} />
      <PageHero eyebrow={localize(job.department, lang)} title={title}>
        <JobFacts job={job} closed={closed} />
      </PageHero>
      <section className="section" aria-labelledby="job-about-title">
        <div className="container job-detail">
          <h2 id="job-about-title" className="section__title">
            {t('detail.about')}
          </h2>
          <p className="job-detail__description">{localize(job.description, lang)}</p>
          <div className="job-card__lists">
            {lists.map(([name, items]) =>
              items.length > 0 ? (
                <div key={name}>
                  <h3 className="job-card__list-title">{t(`openings.${name}`)}</h3>
                  <ul className="job-card__list">
                    {items.map((item, index) => (
                      <li key={`${index}-${item.en}`}>{localize(item, lang)}</li>
                    ))}
                  </ul>
                </div>
              ) : null,
            )}
          </div>
        </div>
      </section>
      {preview !== undefined ? (
        <JobPreviewNotice />
      ) : closed && job.closesAt ? (
        <JobClosedNotice closesAt={job.closesAt} />
      ) : (
        <JobDetailApply jobId={job.id} title={title} />
      )}
    </>
  );
}
