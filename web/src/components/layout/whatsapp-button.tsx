import { localize, whatsAppChatUrl, type WhatsAppContact } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import './whatsapp-button.css';

/**
 * The floating click-to-chat link to the company's WhatsApp, at the page's end corner, with the
 * greeting in the page's language typed in. Plain server-rendered markup: it needs no script, so it
 * works before the app runs and costs the first load no code. Shown only when the company has a number
 * (`whatsapp` in VITE_COMPANY_JSON, passed in as `contact`).
 */
export function WhatsAppButton({ contact }: { contact: WhatsAppContact | undefined }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  if (!contact?.number) return null;
  const greeting = contact.greeting ? localize(contact.greeting, lang) : t('whatsapp.greeting');
  return (
    <a
      className="whatsapp-button"
      href={whatsAppChatUrl(contact.number, greeting)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t('whatsapp.label')} ${t('a11y.opensInNewTab')}`}
    >
      <WhatsAppGlyph />
    </a>
  );
}

/** The WhatsApp mark, drawn here (a speech bubble around a handset) so no image is fetched. */
function WhatsAppGlyph() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={30}
      height={30}
      aria-hidden="true"
      focusable="false"
      className="icon"
    >
      <path
        d="M4.95 16.75A8.5 8.5 0 1 1 8.27 19.64L3.3 20.7z"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.7}
        strokeLinejoin="round"
      />
      <path
        fill="currentColor"
        d="M9.1 7.4c.35-.12.7.03.84.36l.82 1.9c.12.3.05.63-.18.86l-.66.64c.55 1.2 1.5 2.15 2.7 2.7l.64-.66c.23-.23.57-.3.86-.18l1.9.82c.33.14.48.5.36.84l-.36 1.02c-.2.58-.78.95-1.4.88-3.5-.4-6.26-3.16-6.66-6.66-.07-.62.3-1.2.88-1.4z"
      />
    </svg>
  );
}
