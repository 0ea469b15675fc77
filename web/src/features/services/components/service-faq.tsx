import { localize, type Faq } from '@madar/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';

/** Frequently asked questions as disclosures: each question is a button that shows or hides its answer. */
export function ServiceFaq({ faqs }: { faqs: Faq[] }) {
  const { t } = useTranslation('catalog');
  const { lang } = useLanguage();
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <section className="section" aria-labelledby="service-faq-title">
      <div className="container">
        <h2 id="service-faq-title" className="section__title">
          {t('serviceDetail.faq')}
        </h2>
        <ul className="faq-list">
          {faqs.map((faq, index) => {
            const expanded = open.has(index);
            const panelId = `${baseId}-faq-${index}`;
            return (
              <li key={`${index}-${faq.question.en}`} className="faq-list__item">
                <h3 className="faq-list__question">
                  <button
                    type="button"
                    className="faq-list__button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggle(index)}
                  >
                    <span>{localize(faq.question, lang)}</span>
                    <span className="faq-list__marker" aria-hidden="true" />
                  </button>
                </h3>
                <div id={panelId} className="faq-list__answer" hidden={!expanded}>
                  <p>{localize(faq.answer, lang)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
