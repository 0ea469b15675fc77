import { localize } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { useTimeline } from '../api/get-timeline';
import { SectionHeader } from './section-header';
import './history-timeline.css';

/** Company milestones from GET /api/timeline as a vertical timeline, oldest first. */
export function HistoryTimeline({ id }: { id: string }) {
  const { t } = useTranslation('company');
  const { lang } = useLanguage();
  const { data, error, isLoading } = useTimeline();
  const titleId = `${id}-title`;
  const entries = data ? [...data].sort((a, b) => a.year - b.year) : [];

  return (
    <section id={id} className="section section--alt" aria-labelledby={titleId}>
      <div className="container">
        <SectionHeader id={titleId} title={t('about.historyTitle')} subtitle={t('about.historySubtitle')} />
        {isLoading ? <Spinner label={t('timeline.loading')} /> : null}
        {error ? <ErrorBanner message={t('timeline.error')} /> : null}
        {entries.length > 0 ? (
          <ol className="history-timeline">
            {entries.map((entry) => (
              <li key={entry.year} className="history-timeline__item">
                <span className="history-timeline__year">{entry.year}</span>
                <div className="history-timeline__body">
                  <h3 className="history-timeline__title">{localize(entry.title, lang)}</h3>
                  <p className="history-timeline__text">{localize(entry.description, lang)}</p>
                </div>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}
