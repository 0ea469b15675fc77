import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { DetailError } from '@/components/ui/detail-status';

/** As a service's or project's page: 'Job not found' for an unknown id, a generic message otherwise. */
export function JobErrorView({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation('careers');
  return (
    <DetailError
      title={t('detail.errorTitle')}
      message={notFound ? t('detail.notFound') : t('detail.loadError')}
      actions={
        <Link to="/careers" className="button button--dark">
          {t('detail.backToCareers')}
        </Link>
      }
    />
  );
}
