import { localize, type ServiceSummary } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { ArrowIcon, CheckIcon } from '@/components/icons/ui-icons';
import { ServiceIcon } from '@/components/icons/service-icon';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { useLanguage } from '@/hooks/use-language';

/** One service on the list page: icon, text, key features, Learn More and an illustration. */
export function ServiceBlock({ service, reversed }: { service: ServiceSummary; reversed: boolean }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const title = localize(service.title, lang);
  const headingId = `service-${service.id}-title`;

  return (
    <article
      className={reversed ? 'service-block service-block--reversed' : 'service-block'}
      aria-labelledby={headingId}
      data-service-id={service.id}
    >
      <div className="service-block__body">
        <span className="service-block__icon">
          <ServiceIcon name={service.icon} size={28} />
        </span>
        <h2 id={headingId} className="service-block__title">
          {title}
        </h2>
        <p className="service-block__description">{localize(service.description, lang)}</p>
        <h3 className="service-block__features-title">{t('services.keyFeatures')}</h3>
        {service.features.length > 0 ? (
          <ul className="service-block__features">
            {service.features.map((feature, index) => (
              <li key={`${index}-${feature.en}`}>
                <CheckIcon size={18} />
                <span>{localize(feature, lang)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="service-block__no-features">{t('services.noFeatures')}</p>
        )}
        <Link to={`/services/${service.id}`} className="text-link service-block__link">
          <span aria-hidden="true">{t('common.learnMore')}</span>
          <span className="visually-hidden">{t('services.learnMoreAbout', { title })}</span>
          <ArrowIcon size={18} />
        </Link>
      </div>
      <div className="service-block__media">
        <ImageWithFallback
          src={service.image}
          alt={title}
          width={560}
          height={400}
          placeholder="service"
          className="service-block__image"
        />
      </div>
    </article>
  );
}
