import { useTranslation } from 'react-i18next';
import { SocialIcon } from '@/components/icons/social-icon';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons/ui-icons';
import { localize } from '@madar/shared';
import { useCompany, useSocialLinks } from '@/hooks/use-company';
import { useLanguage } from '@/hooks/use-language';
import { ClockIcon } from './clock-icon';
import { mailtoHref, telHref } from '@/lib/mailto';
import './contact.css';

/**
 * Address, phone, email, opening hours (docs/product.md#contact) and social links beside the contact form.
 */
export function ContactInfo() {
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation();
  const { lang } = useLanguage();
  const company = useCompany();
  const socialLinks = useSocialLinks();
  const { phone, email } = company;

  return (
    <aside className="contact-info" aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className="contact-info__title">
        {t('info.title')}
      </h2>
      <ul className="contact-info__list">
        <li>
          <span className="contact-info__icon">
            <MapPinIcon size={20} />
          </span>
          <div>
            <p className="contact-info__label">{t('info.addressLabel')}</p>
            <p>{localize(company.address, lang)}</p>
          </div>
        </li>
        <li>
          <span className="contact-info__icon">
            <PhoneIcon size={20} />
          </span>
          <div>
            <p className="contact-info__label">{t('info.phoneLabel')}</p>
            <a href={telHref(phone)} dir="ltr">
              {phone}
            </a>
          </div>
        </li>
        <li>
          <span className="contact-info__icon">
            <MailIcon size={20} />
          </span>
          <div>
            <p className="contact-info__label">{t('info.emailLabel')}</p>
            <a href={mailtoHref(email)} dir="ltr">
              {email}
            </a>
          </div>
        </li>
      </ul>

      {company.hours.length > 0 && (
        <>
          <h3 className="contact-info__subtitle">
            <ClockIcon size={20} />
            {t('info.hoursTitle')}
          </h3>
          <ul className="contact-info__hours">
            {company.hours.map((line, index) => (
              // Lines have no key of their own; their order is what they mean.
              <li key={index}>{localize(line, lang)}</li>
            ))}
          </ul>
        </>
      )}

      {socialLinks.length > 0 && <h3 className="contact-info__subtitle">{t('info.followUs')}</h3>}
      {socialLinks.length > 0 && (
        <ul className="contact-info__social">
          {socialLinks.map((link) => (
            <li key={link.network}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${tc(`social.${link.network}`)} ${tc('a11y.opensInNewTab')}`}
                className="contact-info__social-link"
              >
                <SocialIcon network={link.network} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
