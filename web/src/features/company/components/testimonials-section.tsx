import { localize } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Avatar } from '@/components/ui/avatar';
import { UserText } from '@/components/ui/user-text';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { useTestimonials } from '../api/get-testimonials';
import { SectionHeader } from './section-header';
import './testimonials-section.css';

/** The home page shows three testimonials, the featured ones first (docs/product.md#home). */
const SHOWN = 3;

export function TestimonialsSection({ id }: { id: string }) {
  const { t } = useTranslation('company');
  const { lang } = useLanguage();
  const { data, error, isLoading } = useTestimonials();
  const titleId = `${id}-title`;
  const shown = data
    ? [...data.filter((item) => item.featured), ...data.filter((item) => !item.featured)].slice(0, SHOWN)
    : [];

  return (
    <section id={id} className="section testimonials" aria-labelledby={titleId}>
      <div className="container">
        <SectionHeader
          id={titleId}
          title={t('home.testimonialsTitle')}
          subtitle={t('home.testimonialsSubtitle')}
        />
        {isLoading ? <Spinner label={t('testimonials.loading')} /> : null}
        {error ? <ErrorBanner message={t('testimonials.error')} /> : null}
        {shown.length > 0 ? (
          <ul className="testimonials__list">
            {shown.map((item) => (
              <li key={item.id} className="testimonial-card" data-testimonial={item.id}>
                <figure className="testimonial-card__figure">
                  <p className="testimonial-card__rating">
                    <span aria-hidden="true">{'★'.repeat(item.rating)}</span>
                    <span className="visually-hidden">
                      {t('testimonials.rating', { rating: item.rating })}
                    </span>
                  </p>
                  <blockquote className="testimonial-card__quote">
                    <p>{localize(item.content, lang)}</p>
                  </blockquote>
                  <figcaption className="testimonial-card__author">
                    <Avatar
                      name={localize(item.name, lang)}
                      src={item.image}
                      size={56}
                      className="testimonial-card__avatar"
                    />
                    <span>
                      <UserText className="testimonial-card__name">{localize(item.name, lang)}</UserText>
                      <span className="testimonial-card__role">
                        {t('testimonials.role', {
                          position: localize(item.position, lang),
                          company: localize(item.company, lang),
                        })}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
