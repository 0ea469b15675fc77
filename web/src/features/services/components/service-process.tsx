import { localize, type ProcessStep } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';

/** "Our Process" as a numbered timeline; the ordered list carries the numbering for screen readers too. */
export function ServiceProcess({ steps }: { steps: ProcessStep[] }) {
  const { t } = useTranslation('catalog');
  const { lang } = useLanguage();
  return (
    <section className="section section--alt" aria-labelledby="service-process-title">
      <div className="container">
        <p className="detail-eyebrow">{t('serviceDetail.processIntro')}</p>
        <h2 id="service-process-title" className="section__title">
          {t('serviceDetail.process')}
        </h2>
        <ol className="process-timeline">
          {steps.map((step, index) => (
            <li key={`${index}-${step.title.en}`} className="process-timeline__step">
              <span className="process-timeline__number" aria-hidden="true">
                {index + 1}
              </span>
              <div className="process-timeline__body">
                <h3 className="process-timeline__title">
                  <span className="visually-hidden">
                    {t('serviceDetail.stepLabel', { number: index + 1 })}:{' '}
                  </span>
                  {localize(step.title, lang)}
                </h3>
                <p className="process-timeline__text">{localize(step.description, lang)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
