import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons/icon';
import { SectionHeader } from './section-header';
import './company-values.css';

/** The five values (the prototype's prose named four; its dictionary added collaboration). */
export const COMPANY_VALUES = [
  'innovation',
  'excellence',
  'integrity',
  'collaboration',
  'customerFocus',
] as const;
type CompanyValueKey = (typeof COMPANY_VALUES)[number];

const glyphs: Record<CompanyValueKey, ReactNode> = {
  innovation: <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9V16h7v-2.1A6 6 0 0 0 12 3z" />,
  excellence: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  integrity: <path d="M12 3l7.5 3v5.5c0 4.6-3.1 8.2-7.5 9.5-4.4-1.3-7.5-4.9-7.5-9.5V6zM9 12l2 2 4-4" />,
  collaboration: (
    <path d="M16 19v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 17.5V19M10 10.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM20 19v-1.5a3.5 3.5 0 0 0-2.5-3.4M15.5 4.6a3 3 0 0 1 0 5.8" />
  ),
  customerFocus: (
    <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" />
  ),
};

export function CompanyValues({ id }: { id: string }) {
  const { t } = useTranslation('company');
  const titleId = `${id}-title`;
  return (
    <section id={id} className="section" aria-labelledby={titleId}>
      <div className="container">
        <SectionHeader id={titleId} title={t('about.valuesTitle')} subtitle={t('about.valuesSubtitle')} />
        <ul className="company-values">
          {COMPANY_VALUES.map((key) => (
            <li key={key} className="company-value">
              <span className="company-value__icon" aria-hidden="true">
                <Icon size={28}>{glyphs[key]}</Icon>
              </span>
              <h3 className="company-value__title">{t(`about.values.${key}.title`)}</h3>
              <p className="company-value__text">{t(`about.values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
