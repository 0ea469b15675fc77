import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { ArrowIcon, CheckIcon } from '@/components/icons/ui-icons';
import './about-teaser.css';

const POINTS = ['local', 'endToEnd', 'standards'] as const;

/** Home page introduction to the company, linking to /about (docs/product.md#home). */
export function AboutTeaser({ id }: { id: string }) {
  const { t } = useTranslation('company');
  const titleId = `${id}-title`;
  return (
    <section id={id} className="section" aria-labelledby={titleId}>
      <div className="container about-teaser">
        <div className="about-teaser__copy">
          <p className="about-teaser__eyebrow">{t('home.aboutEyebrow')}</p>
          <h2 id={titleId} className="about-teaser__title">
            {t('home.aboutTitle')}
          </h2>
          <p className="about-teaser__text">{t('home.aboutText')}</p>
          <ul className="about-teaser__points">
            {POINTS.map((point) => (
              <li key={point}>
                <CheckIcon size={20} />
                <span>{t(`home.aboutPoints.${point}`)}</span>
              </li>
            ))}
          </ul>
          <Link to="/about" className="text-link">
            {t('home.aboutLink')}
            <ArrowIcon size={18} />
          </Link>
        </div>
        <div className="about-teaser__badge">
          <span className="about-teaser__badge-text">{t('home.aboutYears')}</span>
        </div>
      </div>
    </section>
  );
}
