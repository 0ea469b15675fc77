import { localize } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons/ui-icons';
import { useCompany } from '@/hooks/use-company';
import { useLanguage } from '@/hooks/use-language';
import { mailtoHref, telHref } from '@/lib/mailto';
import { OfficeMap } from './office-map';
import './contact.css';

/** One card per configured office, with a drawn map placeholder and, when set, a link to a real map. */
export function OfficeCards() {
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation();
  const { lang } = useLanguage();
  const company = useCompany();
  if (company.offices.length === 0) return null;
  return (
    <section className="section section--alt" aria-labelledby="offices-title">
      <div className="container">
        <h2 id="offices-title" className="section__title">
          {t('offices.title')}
        </h2>
        <div className="office-cards">
          {company.offices.map((office, index) => {
            const city = localize(office.city, lang);
            return (
              <article key={office.id} className="office-card" aria-labelledby={`office-${office.id}`}>
                <OfficeMap label={t('offices.mapLabel', { city })} variant={index % 2 === 0 ? 0 : 1} />
                <div className="office-card__body">
                  <p className="office-card__role">{localize(office.role, lang)}</p>
                  <h3 id={`office-${office.id}`} className="office-card__name">
                    {localize(office.name, lang)}
                  </h3>
                  <ul className="office-card__lines">
                    <li>
                      <MapPinIcon size={18} />
                      <span>{localize(office.address, lang)}</span>
                    </li>
                    <li>
                      <PhoneIcon size={18} />
                      <a href={telHref(office.phone)} dir="ltr">
                        <span className="visually-hidden">{t('info.phoneLabel')}: </span>
                        {office.phone}
                      </a>
                    </li>
                    <li>
                      <MailIcon size={18} />
                      <a href={mailtoHref(office.email)} dir="ltr">
                        <span className="visually-hidden">{t('info.emailLabel')}: </span>
                        {office.email}
                      </a>
                    </li>
                  </ul>
                  {office.mapUrl && (
                    <a
                      className="office-card__map-link"
                      href={office.mapUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t('offices.openMap', { city })}
                      <span className="visually-hidden"> {tc('a11y.opensInNewTab')}</span>
                    </a>
                  )}
                </div>
              </article>
            );
          })}
        </div>
      </div>
    </section>
  );
}
