import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import { useServices } from '../api/get-services';
import { ServiceBlock } from './service-block';
import './services-list.css';

/** Every service as an alternating block, with loading and error states (docs/product.md#services). */
export function ServicesList() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useServices();

  if (isLoading) return <Spinner label={t('services.loading')} size="lg" />;
  if (error || !data) return <ErrorBanner message={t('services.loadError')} />;
  if (data.length === 0) return <p className="services-list__empty">{t('services.empty')}</p>;

  return (
    <div className="services-list">
      {data.map((service, index) => (
        <ServiceBlock key={service.id} service={service} reversed={index % 2 === 1} />
      ))}
    </div>
  );
}
