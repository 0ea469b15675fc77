import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { ArrowIcon } from '@/components/icons/ui-icons';
import { CtaBand } from '@/components/ui/cta-band';
import { ServiceRelatedProjects } from '@/features/projects/components/service-related-projects';
import { ServiceDetail } from '@/features/services/components/service-detail';
import type { I18nHandle } from '@/lib/route-namespaces';

/** The translation namespaces this page renders with, loaded before its first render. */
export const handle = { i18n: ['catalog'] } satisfies I18nHandle;

export function Component() {
  const { t } = useTranslation('catalog');
  const serviceId = useParams().serviceId ?? '';
  return (
    <ServiceDetail
      // A new id is a new page: reset the FAQ disclosures and the rest of the local state.
      key={serviceId}
      serviceId={serviceId}
      related={<ServiceRelatedProjects serviceId={serviceId} />}
      cta={
        <CtaBand title={t('serviceDetail.ctaTitle')} text={t('serviceDetail.ctaText')}>
          <Link to="/contact" className="button button--primary">
            {t('serviceDetail.ctaContact')}
            <ArrowIcon size={18} />
          </Link>
          <Link to="/client-brief" className="button button--outline-light">
            {t('serviceDetail.ctaBrief')}
          </Link>
        </CtaBand>
      }
    />
  );
}
