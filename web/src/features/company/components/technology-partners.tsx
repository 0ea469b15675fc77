import { useTranslation } from 'react-i18next';
import { SectionHeader } from './section-header';
import './technology-partners.css';

/** Vendor names as text tiles: no logos, so no trademark artwork is reproduced. */
export const TECHNOLOGY_PARTNERS = [
  'Cisco',
  'Microsoft',
  'VMware',
  'Fortinet',
  'Huawei',
  'Dell Technologies',
  'HPE Aruba',
  'Hikvision',
] as const;

export function TechnologyPartners({ id }: { id: string }) {
  const { t } = useTranslation('company');
  const titleId = `${id}-title`;
  return (
    <section id={id} className="section section--alt" aria-labelledby={titleId}>
      <div className="container">
        <SectionHeader id={titleId} title={t('about.partnersTitle')} subtitle={t('about.partnersSubtitle')} />
        <ul className="partner-tiles" aria-label={t('about.partnersListLabel')}>
          {TECHNOLOGY_PARTNERS.map((name) => (
            <li key={name} className="partner-tile" lang="en" dir="ltr">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
