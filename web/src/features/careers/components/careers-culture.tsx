import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons/icon';
import './careers.css';

const VALUES = ['innovation', 'teamwork', 'excellence'] as const;
const BENEFITS = ['pay', 'health', 'development', 'environment', 'growth', 'team'] as const;

/** Line-icon paths, drawn for this page on the shared 24-unit icon grid. */
const ICONS: Record<(typeof VALUES)[number] | (typeof BENEFITS)[number], string> = {
  innovation:
    'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0 0 12 3z',
  teamwork:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2.5 20a5.5 5.5 0 0 1 11 0M10.5 20a5.5 5.5 0 0 1 11 0',
  excellence: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  pay: 'M3 7h18v10H3zM12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM6 10v4M18 10v4',
  health:
    'M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10zM12 10v5M9.5 12.5h5',
  development: 'M4 6.5L12 3l8 3.5-8 3.5zM7 8.3V13c0 1.5 2.2 3 5 3s5-1.5 5-3V8.3M20 6.5V12',
  environment: 'M4 20V8l8-5 8 5v12zM9 20v-6h6v6',
  growth: 'M4 19h16M6 15l4-4 3 3 5-6M14 8h4v4',
  team: 'M12 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM5 20a7 7 0 0 1 14 0',
};

function CardIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <span className="careers-card__icon">
      <Icon size={26}>
        <path d={ICONS[name]} />
      </Icon>
    </span>
  );
}

/** The culture values and the six benefits (docs/product.md#careers). */
export function CareersCulture() {
  const { t } = useTranslation('careers');
  return (
    <>
      <section className="section" aria-labelledby="culture-title">
        <div className="container">
          <h2 id="culture-title" className="section__title">
            {t('culture.title')}
          </h2>
          <p className="careers-lead">{t('culture.intro')}</p>
          <ul className="careers-grid careers-grid--three">
            {VALUES.map((value) => (
              <li key={value} className="careers-card">
                <CardIcon name={value} />
                <h3 className="careers-card__title">{t(`culture.values.${value}.title`)}</h3>
                <p>{t(`culture.values.${value}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="benefits-title">
        <div className="container">
          <h2 id="benefits-title" className="section__title">
            {t('benefits.title')}
          </h2>
          <ul className="careers-grid careers-grid--three">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="careers-card careers-card--benefit">
                <CardIcon name={benefit} />
                <h3 className="careers-card__title">{t(`benefits.items.${benefit}.title`)}</h3>
                <p>{t(`benefits.items.${benefit}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
