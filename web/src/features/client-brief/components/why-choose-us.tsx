import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons/icon';
import './client-brief.css';

const REASONS = ['expertise', 'innovation', 'team'] as const;
const STEPS = ['consultation', 'proposal', 'implementation', 'delivery'] as const;

const reasonIcons: Record<(typeof REASONS)[number], string> = {
  expertise: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  innovation:
    'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0 0 12 3z',
  team: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2.5 20a5.5 5.5 0 0 1 11 0M10.5 20a5.5 5.5 0 0 1 11 0',
};

/** The static 'Why choose us' reasons and the four-step process shown after the brief form. */
export function WhyChooseUs() {
  const { t } = useTranslation('brief');
  return (
    <>
      <section className="section section--alt" aria-labelledby="brief-why-title">
        <div className="container">
          <h2 id="brief-why-title" className="section__title">
            {t('why.title')}
          </h2>
          <ul className="brief-reasons">
            {REASONS.map((reason) => (
              <li key={reason} className="brief-reason">
                <span className="brief-reason__icon">
                  <Icon size={26}>
                    <path d={reasonIcons[reason]} />
                  </Icon>
                </span>
                <h3 className="brief-reason__title">{t(`why.items.${reason}.title`)}</h3>
                <p>{t(`why.items.${reason}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="brief-process-title">
        <div className="container">
          <h2 id="brief-process-title" className="section__title">
            {t('process.title')}
          </h2>
          <ol className="brief-process">
            {STEPS.map((step, index) => (
              <li key={step} className="brief-step">
                <span className="brief-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="brief-step__title">{t(`process.steps.${step}.title`)}</h3>
                <p>{t(`process.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
