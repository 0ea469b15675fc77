import { useTranslation } from 'react-i18next';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons/ui-icons';
import { OfficeMap } from './office-map';
import './contact.css';

const OFFICES = ['tripoli', 'benghazi'] as const;

/** One card per office (Tripoli, Benghazi) with a drawn map placeholder. */
export function OfficeCards() {
  const { t } = useTranslation('contact');
  return (
    <section className="section section--alt" aria-labelledby="offices-title">
      <div className="container">
        <h2 id="offices-title" className="section__title">
          {t('offices.title')}
        </h2>
        <div className="office-cards">
          {OFFICES.map((office, index) => (
            <article key={office} className="office-card" aria-labelledby={`office-${office}`}>
              <OfficeMap
                label={t('offices.mapLabel', { city: t(`offices.${office}.city`) })}
                variant={index === 0 ? 0 : 1}
              />
              <div className="office-card__body">
                <p className="office-card__role">{t(`offices.${office}.role`)}</p>
                <h3 id={`office-${office}`} className="office-card__name">
                  {t(`offices.${office}.name`)}
                </h3>
                <ul className="office-card__lines">
                  <li>
                    <MapPinIcon size={18} />
                    <span>{t(`offices.${office}.address`)}</span>
                  </li>
                  <li>
                    <PhoneIcon size={18} />
                    <span dir="ltr">{t(`offices.${office}.phone`)}</span>
                  </li>
                  <li>
                    <MailIcon size={18} />
                    <span dir="ltr">{t(`offices.${office}.email`)}</span>
                  </li>
                </ul>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
