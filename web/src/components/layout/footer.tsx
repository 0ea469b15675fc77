import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { localize } from '@madar/shared';
import { FOOTER_QUICK_LINKS, FOOTER_SERVICE_LINKS, LEGAL_LINKS } from '@/config/site';
import { useCompany, useSocialLinks } from '@/hooks/use-company';
import { useLanguage } from '@/hooks/use-language';
import { Logo } from '../brand/logo';
import { SocialIcon } from '../icons/social-icon';
import { MailIcon, MapPinIcon, PhoneIcon } from '../icons/ui-icons';
import { LanguageToggle } from './language-toggle';
import { useFooterReveal } from './use-footer-reveal';
import { EmailLink, PhoneLink } from '../ui/user-text';
import './footer.css';

/**
 * The public footer. The newsletter form is passed in by the app (it belongs to a feature), so this
 * shared component stays free of feature imports.
 */
export function Footer({ newsletter }: { newsletter?: ReactNode }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const year = new Date().getFullYear();
  const ref = useRef<HTMLElement>(null);
  const revealed = useFooterReveal(ref);
  const company = useCompany();
  const socialLinks = useSocialLinks();

  return (
    <footer
      ref={ref}
      className={[
        'site-footer',
        revealed ? 'site-footer--revealed' : '',
        company.whatsapp ? 'site-footer--chat' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-revealed={revealed ? 'true' : 'false'}
    >
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo tone="light" />
          <p className="site-footer__about">{t('footer.about')}</p>
          {socialLinks.length > 0 && (
            <ul className="site-footer__social" aria-label={t('footer.socialLabel')}>
              {socialLinks.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t(`social.${link.network}`)} ${t('a11y.opensInNewTab')}`}
                    className="site-footer__social-link"
                  >
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <nav className="site-footer__column" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            {t('footer.quickLinks')}
          </h2>
          <ul className="site-footer__list">
            {FOOTER_QUICK_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(`nav.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__column" aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer__heading">
            {t('footer.servicesHeading')}
          </h2>
          <ul className="site-footer__list">
            {FOOTER_SERVICE_LINKS.map((item) => (
              <li key={item.id}>
                <Link to={item.to}>{t(`serviceNames.${item.id}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-footer__column">
          <h2 className="site-footer__heading">{t('footer.contactHeading')}</h2>
          <ul className="site-footer__contact">
            <li>
              <MapPinIcon size={18} />
              <span>
                <span className="visually-hidden">{t('footer.addressLabel')}: </span>
                {localize(company.address, lang)}
              </span>
            </li>
            <li>
              <PhoneIcon size={18} />
              <PhoneLink phone={company.phone} hiddenLabel={`${t('footer.phoneLabel')}: `} />
            </li>
            <li>
              <MailIcon size={18} />
              <EmailLink email={company.email} hiddenLabel={`${t('footer.emailLabel')}: `} />
            </li>
          </ul>
          {newsletter}
        </div>
      </div>

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p className="site-footer__copyright">{t('footer.copyright', { year })}</p>
          <nav aria-label={t('footer.legalLabel')}>
            <ul className="site-footer__legal">
              {LEGAL_LINKS.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{t(`footer.${item.key}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageToggle />
        </div>
      </div>
    </footer>
  );
}
