import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { formatJobDay } from '../lib/job-dates';
import { useLanguage } from '@/hooks/use-language';
import { ApplicationForm } from './application-form';

/**
 * The careers page's application form, for this job: the position is its title (in the page's language,
 * until the visitor types another), and the job's id goes with the application while the position is
 * still that title (as on /careers).
 */
export function JobDetailApply({ jobId, title }: { jobId: string; title: string }) {
  const [typed, setTyped] = useState<string | null>(null);
  const position = typed ?? title;
  return (
    <section id="apply" className="section section--alt careers-apply">
      <div className="container careers-apply__inner">
        <ApplicationForm
          position={position}
          onPositionChange={setTyped}
          jobId={position.trim() === title ? jobId : undefined}
          onSubmitted={() => setTyped(null)}
        />
      </div>
    </section>
  );
}

/** In place of the form once the closing day is over. */
export function JobClosedNotice({ closesAt }: { closesAt: string }) {
  const { t } = useTranslation('careers');
  const { lang } = useLanguage();
  return (
    <section className="section section--alt" aria-labelledby="job-closed-title">
      <div className="container job-closed">
        <h2 id="job-closed-title" className="job-closed__title">
          {t('detail.closedTitle')}
        </h2>
        <p>{t('detail.closedText', { date: formatJobDay(closesAt, lang) })}</p>
        <Link to="/careers" className="button button--primary">
          {t('detail.viewOpenings')}
        </Link>
      </div>
    </section>
  );
}

/**
 * In place of the form on a preview: the job may be unsaved (its id made up) or differ from the one
 * visitors apply to, so an application sent from here would be refused or land on the wrong job.
 */
export function JobPreviewNotice() {
  const { t } = useTranslation('careers');
  return (
    <section className="section section--alt" aria-labelledby="job-preview-apply-title">
      <div className="container job-closed">
        <h2 id="job-preview-apply-title" className="job-closed__title">
          {t('preview.applyTitle')}
        </h2>
        <p>{t('preview.applyText')}</p>
      </div>
    </section>
  );
}
