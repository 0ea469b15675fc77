import type { ContactMessage } from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { EmptyState } from '@/components/admin/empty-state';
import { Modal } from '@/components/admin/modal';
import { ErrorBanner } from '@/components/ui/error-banner';
import { formatShortDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { newestFirst, useMessages } from '../api/get-messages';
import { useNewsletterCount } from '../api/get-newsletter-count';
import './messages-page.css';

/** Contact messages, newest first, with a detail view; and the newsletter sign-up count. */
export function MessagesPage() {
  const { t, i18n } = useTranslation('admin');
  const lang = currentLanguage(i18n);
  const messages = useMessages();
  const newsletter = useNewsletterCount();
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = newestFirst(messages.data ?? []);
  const open = rows.find((message) => message.id === openId) ?? null;

  const columns: DataTableColumn<ContactMessage>[] = [
    {
      key: 'from',
      header: t('messages.columns.from'),
      cell: (message) => (
        <div className="messages-table__from">
          <span className="messages-table__strong">{message.name}</span>
          <span className="messages-table__muted" dir="ltr">
            {message.email}
          </span>
        </div>
      ),
    },
    { key: 'subject', header: t('messages.columns.subject'), cell: (message) => message.subject },
    {
      key: 'received',
      header: t('messages.columns.received'),
      cell: (message) => (
        <time dateTime={message.receivedAt} className="messages-table__date">
          {formatShortDateTime(message.receivedAt, lang)}
        </time>
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('messages.columns.actions')}</span>,
      cell: (message) => (
        <button
          type="button"
          className="admin-button admin-button--sm"
          onClick={() => setOpenId(message.id)}
          aria-label={t('messages.viewOf', { name: message.name })}
        >
          {t('common.view')}
        </button>
      ),
    },
  ];

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
          <dd data-testid="message-count">{messages.data ? messages.data.length : '—'}</dd>
        </div>
        <div className="messages-summary__card">
          <dt>{t('messages.newsletter')}</dt>
          <dd data-testid="newsletter-count">
            {newsletter.data ? newsletter.data.total : newsletter.error ? t('messages.newsletterError') : '—'}
          </dd>
        </div>
      </dl>
      {messages.error && !messages.data ? (
        <ErrorBanner message={t('messages.loadError')} />
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(message) => message.id}
          caption={t('messages.caption')}
          loading={messages.isLoading}
          skeletonRows={5}
          loadingLabel={t('common.loading')}
          empty={<EmptyState title={t('messages.empty')} />}
        />
      )}
      <Modal
        open={open !== null}
        onClose={() => setOpenId(null)}
        title={open?.subject ?? ''}
        closeLabel={t('common.close')}
        size="lg"
      >
        {open ? (
          <dl className="detail-list">
            {(
              [
                ['name', open.name],
                ['email', open.email],
                ['phone', open.phone ?? t('common.notProvided')],
                ['receivedAt', formatShortDateTime(open.receivedAt, lang)],
                ['subject', open.subject],
                ['message', open.message],
              ] as const
            ).map(([field, value]) => (
              <div key={field} className="detail-list__row">
                <dt>{t(`messages.fields.${field}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Modal>
    </div>
  );
}
