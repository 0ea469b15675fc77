import { isJobClosed, localize, type Job } from '@madar/shared';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { JobOpenings } from './job-openings';
import './careers.css';

/**
 * The form comes into view 100 ms after a job's details open (the details render first:
 * docs/product.md#careers).
 */
export const JOB_SCROLL_DELAY_MS = 100;

interface Selection {
  title: string;
  jobId?: string;
}

/**
 * The form is its own chunk (the page's largest piece, below the openings), so a first visit to
 * /careers stays within the JavaScript budget; it is fetched as soon as the page has mounted, and a
 * server-rendered form stays on screen while it arrives.
 */
const loadApplicationForm = () => import('./application-form');
const ApplicationForm = lazy(() =>
  loadApplicationForm().then((module) => ({ default: module.ApplicationForm })),
);

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The openings and the application form, which share the selection: opening a job's details pre-fills
 * the position with its title, remembers its id, scrolls to the form and moves focus there; toggling again
 * collapses.
 */
export function CareersApply() {
  const { t } = useTranslation('careers');
  const { lang } = useLanguage();
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [position, setPosition] = useState('');
  const formSection = useRef<HTMLElement>(null);
  const scrollTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);
  useEffect(() => {
    void loadApplicationForm();
  }, []);

  const onToggle = useCallback(
    (job: Job, sample: boolean) => {
      if (expandedId === job.id) {
        setExpandedId(null);
        return;
      }
      setExpandedId(job.id);
      // A closed job's details open, but it is not offered to apply to: the service would refuse it.
      if (isJobClosed(job, new Date())) return;
      const title = localize(job.title, lang);
      setSelection({ title, jobId: sample ? undefined : job.id });
      setPosition(title);
      window.clearTimeout(scrollTimer.current);
      scrollTimer.current = window.setTimeout(() => {
        formSection.current?.scrollIntoView({
          behavior: prefersReducedMotion() ? 'auto' : 'smooth',
          block: 'start',
        });
        // Focus follows the eye: the next Tab goes on into the form, not back to the job card above.
        formSection.current?.focus({ preventScroll: true });
      }, JOB_SCROLL_DELAY_MS);
    },
    [expandedId, lang],
  );

  // The job id goes with the application only while the position is still that job's title.
  const jobId = selection && position.trim() === selection.title ? selection.jobId : undefined;

  return (
    <>
      <section className="section" aria-labelledby="openings-title">
        <div className="container">
          <h2 id="openings-title" className="section__title">
            {t('openings.title')}
          </h2>
          <p className="careers-lead">{t('openings.intro')}</p>
          <JobOpenings expandedId={expandedId} onToggle={onToggle} />
        </div>
      </section>
      <section ref={formSection} id="apply" tabIndex={-1} className="section section--alt careers-apply">
        <div className="container careers-apply__inner">
          <Suspense fallback={<div className="careers-apply__pending" />}>
            <ApplicationForm
              position={position}
              onPositionChange={setPosition}
              jobId={jobId}
              onSubmitted={() => setPosition(selection?.title ?? '')}
            />
          </Suspense>
        </div>
      </section>
    </>
  );
}
