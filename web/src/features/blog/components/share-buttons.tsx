import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SocialIcon } from '@/components/icons/social-icon';
import { Icon, type IconProps } from '@/components/icons/icon';
import { buildShareLinks, SHARE_NETWORKS, type ShareNetwork } from '../lib/share-links';

function WhatsAppIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 20l1.3-3.9A8 8 0 1 1 8 18.8z" />
      <path d="M9.2 8.6c.2-.4.6-.4.9-.1l.7 1.2c.1.3 0 .6-.2.8l-.4.4c.5 1 1.3 1.8 2.3 2.3l.4-.4c.2-.2.5-.3.8-.2l1.2.7c.3.2.3.7-.1.9-.9.6-2 .7-3 .1a8 8 0 0 1-3-3c-.5-1-.4-2.1.4-2.7z" />
    </Icon>
  );
}

function LinkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Icon>
  );
}

const iconOf = (network: ShareNetwork) =>
  network === 'whatsapp' ? <WhatsAppIcon size={20} /> : <SocialIcon network={network} size={20} />;

type CopyState = 'idle' | 'copied' | 'failed';

/** Real share links (each network's own composer, in a new tab) and a copy-link button with a status. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('blog');
  const [copy, setCopy] = useState<CopyState>('idle');
  const links = buildShareLinks(url, title);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section className="share-buttons" aria-labelledby="share-heading">
      <h2 id="share-heading" className="share-buttons__heading">
        {t('post.share')}
      </h2>
      <ul className="share-buttons__list">
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              className="share-buttons__link"
              data-network={network}
              aria-label={`${t(`post.shareOn.${network}`)} ${t('a11y.opensInNewTab', { ns: 'translation' })}`}
            >
              {iconOf(network)}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="share-buttons__copy" onClick={() => void copyLink()}>
            <LinkIcon size={20} />
            {t('post.copyLink')}
          </button>
        </li>
      </ul>
      <p className="share-buttons__status" role="status" aria-live="polite">
        {copy === 'copied' ? t('post.linkCopied') : copy === 'failed' ? t('post.copyFailed') : ''}
      </p>
    </section>
  );
}
