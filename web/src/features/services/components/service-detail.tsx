import { localize } from '@madar/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/icons/ui-icons';
import { DetailLoading } from '@/components/ui/detail-status';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMetaDescription } from '@/hooks/use-meta-description';
import { usePageHead } from '@/lib/head-sink';
import { useLanguage } from '@/hooks/use-language';
import { useService } from '../api/get-service';
import { ServiceDetailHero } from './service-detail-hero';
import { ServiceEmptyView, ServiceErrorView } from './service-error-view';
import { ServiceFaq } from './service-faq';
import { ServiceProcess } from './service-process';
import './service-detail.css';

/**
 * The service detail screen body (docs/product.md#services): hero, key features, process, FAQ, then `related`
 * (the route passes the related projects, which belong to another feature) and `cta`, shown only once the
 * service loaded.
 */
export function ServiceDetail({
  serviceId,
  related,
  cta,
}: {
  serviceId: string;
  related?: ReactNode;
  cta?: ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const { lang } = useLanguage();
  const { data: service, error, isLoading } = useService(serviceId);
  // Guarded: a malformed answer (no title) must show the empty view, not crash the page.
  const title = service?.title ? localize(service.title, lang) : undefined;

  useDocumentTitle(title ?? (error ? t('serviceDetail.errorTitle') : undefined));
  useMetaDescription(title ? t('serviceDetail.metaDescription', { title }) : undefined);
  usePageHead({ image: service?.image });

  if (isLoading) return <DetailLoading label={t('serviceDetail.loading')} />;
  if (error) return <ServiceErrorView notFound={error.code === 'SERVICE.NOT_FOUND'} />;
  if (!service || !title) return <ServiceEmptyView />;

  return (
    <>
      <ServiceDetailHero service={service} title={title} />

      <section className="section" aria-labelledby="service-features-title">
        <div className="container">
          <p className="detail-eyebrow">{t('serviceDetail.keyFeaturesIntro')}</p>
          <h2 id="service-features-title" className="section__title">
            {t('serviceDetail.keyFeatures')}
          </h2>
          {service.features.length > 0 ? (
            <ul className="service-features">
              {service.features.map((feature, index) => (
                <li key={`${index}-${feature.en}`} className="service-features__card">
                  <span className="service-features__icon">
                    <CheckIcon size={20} />
                  </span>
                  <span>{localize(feature, lang)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="section__note">{t('serviceDetail.noFeatures')}</p>
          )}
        </div>
      </section>

      {service.process.length > 0 ? <ServiceProcess steps={service.process} /> : null}
      {service.faqs.length > 0 ? <ServiceFaq faqs={service.faqs} /> : null}
      {related}
      {cta}
    </>
  );
}
