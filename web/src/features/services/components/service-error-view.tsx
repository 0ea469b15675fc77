import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { DetailError } from '@/components/ui/detail-status';

/** Spec §2: 'Error Loading Service' with 'Service not found' for an unknown id, a generic message otherwise. */
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

/** Spec §2's 'Service Not Found' empty view: the request worked but returned no usable service. */
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
