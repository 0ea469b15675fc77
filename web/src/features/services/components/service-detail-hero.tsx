import { localize, type Service } from '@madar/shared';
import { ServiceIcon } from '@/components/icons/service-icon';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { useLanguage } from '@/hooks/use-language';

/** The dark opening band of a service: icon, title, description and its illustration. */
export function ServiceDetailHero({ service, title }: { service: Service; title: string }) {
  const { lang } = useLanguage();
  return (
    <section className="service-hero">
      <div className="container service-hero__inner">
        <div className="service-hero__copy">
          <span className="service-hero__icon">
            <ServiceIcon name={service.icon} size={32} />
          </span>
          <h1 className="service-hero__title">{title}</h1>
          <p className="service-hero__description">{localize(service.description, lang)}</p>
        </div>
        <div className="service-hero__media">
          <ImageWithFallback
            src={service.image}
            alt={title}
            width={560}
            height={400}
            placeholder="service"
            loading="eager"
            className="service-hero__image"
          />
        </div>
      </div>
    </section>
  );
}
