import { localize } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { ArrowIcon } from '@/components/icons/ui-icons';
import { ServiceIcon } from '@/components/icons/service-icon';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { useServices } from '../api/get-services';
import './services-teaser.css';

/** The home page shows at most six services (docs/product.md#home). */
export const HOME_SERVICES_LIMIT = 6;

/** The home page's services section body: the first six services as cards and a link to the full list. */
export function ServicesTeaser() {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  const { lang } = useLanguage();
  const { data, error, isLoading } = useServices();

  if (isLoading) return <Spinner label={t('teaser.loadingServices')} />;
  if (error || !data) return <ErrorBanner message={t('teaser.servicesError')} />;

  return (
    <div className="services-teaser">
      <ul className="services-teaser__grid">
        {data.slice(0, HOME_SERVICES_LIMIT).map((service) => {
          const title = localize(service.title, lang);
          return (
            <li key={service.id} className="services-teaser__card" data-service-id={service.id}>
              <span className="services-teaser__icon">
                <ServiceIcon name={service.icon} size={26} />
              </span>
              <h3 className="services-teaser__title">{title}</h3>
              <p className="services-teaser__description">{localize(service.description, lang)}</p>
              <Link to={`/services/${service.id}`} className="text-link services-teaser__link">
                <span aria-hidden="true">{tc('common.learnMore')}</span>
                <span className="visually-hidden">{tc('services.learnMoreAbout', { title })}</span>
                <ArrowIcon size={18} />
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="services-teaser__footer">
        <Link to="/services" className="button button--dark">
          {t('teaser.viewAllServices')}
          <ArrowIcon size={18} />
        </Link>
      </div>
    </div>
  );
}
