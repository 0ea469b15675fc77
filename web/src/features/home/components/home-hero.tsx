import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { ArrowIcon } from '@/components/icons/ui-icons';
import { PageHero } from '@/components/ui/page-hero';

/** The home banner; the wrapper id lets the header track it as the first home section. */
export function HomeHero({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div id={id}>
      <PageHero
        size="lg"
        eyebrow={t('home.heroEyebrow')}
        title={t('home.heroTitle')}
        subtitle={t('home.heroSubtitle')}
      >
        <Link to="/services" className="button button--primary">
          {t('home.heroCta')}
          <ArrowIcon size={18} />
        </Link>
        <Link to="/contact" className="button button--outline-light">
          {t('home.heroSecondaryCta')}
        </Link>
      </PageHero>
    </div>
  );
}
