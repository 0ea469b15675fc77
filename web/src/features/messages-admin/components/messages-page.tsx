import { useTranslation } from 'react-i18next';
import { useMessageCount } from '../api/get-messages';
import { useNewsletterCount } from '../api/get-newsletter-count';
import { MessagesList } from './messages-list';
import { MessagesTabs } from './messages-tabs';
import './messages-page.css';

/**
 * Contact messages, one page at a time from the server (newest first unless sorted otherwise), with
 * search, filters, statuses and a detail view with follow-up (MessagesList); and how many messages and
 * newsletter sign-ups there are in all.
 */
export function MessagesPage() {
  return <MessagesTabs messages={<ContactMessages />} />;
}

function ContactMessages() {
  const { t } = useTranslation('admin');
  const messageCount = useMessageCount();
  const newsletter = useNewsletterCount();

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('messages.title')}</h1>
          <p className="admin-page__subtitle">{t('messages.subtitle')}</p>
        </div>
      </div>
      <dl className="messages-summary">
        <div className="messages-summary__card">
          <dt>{t('messages.messageCount')}</dt>
          <dd data-testid="message-count">{messageCount.data ? messageCount.data.total : '—'}</dd>
        </div>
        <div className="messages-summary__card">
          <dt>{t('messages.newsletter')}</dt>
          <dd data-testid="newsletter-count">
            {newsletter.data ? newsletter.data.total : newsletter.error ? t('messages.newsletterError') : '—'}
          </dd>
        </div>
      </dl>
      <MessagesList />
    </div>
  );
}
