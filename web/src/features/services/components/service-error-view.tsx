import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { DetailError } from '@/components/ui/detail-status';

/**
 * 'Error Loading Service' with 'Service not found' for an unknown id, a generic message otherwise
 * (docs/product.md#services).
 */
export function ServiceErrorView({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <DetailError
      title={t('serviceDetail.errorTitle')}
      message={notFound ? t('serviceDetail.notFound') : t('serviceDetail.loadError')}
      actions={
        <Link to="/services" className="button button--dark">
          {t('serviceDetail.backToServices')}
        </Link>
      }
    />
  );
}

/**
 * The 'Service Not Found' empty view (docs/product.md#services): the request worked but returned no usable
 * service.
 */
export function ServiceEmptyView() {
  const { t } = useTranslation('catalog');
  return (
    <DetailError
      title={t('serviceDetail.emptyTitle')}
      message={t('serviceDetail.emptyText')}
      actions={
        <Link to="/services" className="button button--dark">
          {t('serviceDetail.viewAllServices')}
        </Link>
      }
    />
  );
}
