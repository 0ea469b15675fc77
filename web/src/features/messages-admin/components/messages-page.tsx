import type { ContactMessage, ContactSortField } from '@madar/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/admin/data-table';
import { ListTable } from '@/components/admin/list-table';
import { EmailLink, PhoneLink, UserText, UserTextBlock } from '@/components/ui/user-text';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { Modal } from '@/components/admin/modal';
import { formatShortDateTime } from '@/lib/format';
import { useLanguage } from '@/hooks/use-language';
import { useMessageCount, useMessages } from '../api/get-messages';
import { useNewsletterCount } from '../api/get-newsletter-count';
import './messages-page.css';

/**
 * Contact messages, one page at a time from the server (newest first unless sorted otherwise), with
 * search and a detail view; and how many messages and newsletter sign-ups there are in all.
 */
export function MessagesPage() {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const messages = useMessages();
  const messageCount = useMessageCount();
  const newsletter = useNewsletterCount();
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = messages.items;
  const open = rows.find((message) => message.id === openId) ?? null;

  const columns: DataTableColumn<ContactMessage, ContactSortField>[] = [
    {
      key: 'from',
      header: t('messages.columns.from'),
      sortField: 'name',
      cell: (message) => (
        <div className="messages-table__from">
          <UserText className="messages-table__strong">{message.name}</UserText>
          <EmailLink className="messages-table__muted" email={message.email} />
        </div>
      ),
    },
    {
      key: 'subject',
      header: t('messages.columns.subject'),
      sortField: 'subject',
      cell: (message) => <UserText>{message.subject}</UserText>,
    },
    {
      key: 'received',
      header: t('messages.columns.received'),
      sortField: 'receivedAt',
      sortFirst: 'desc',
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
          <dd data-testid="message-count">{messageCount.data ? messageCount.data.total : '—'}</dd>
        </div>
        <div className="messages-summary__card">
          <dt>{t('messages.newsletter')}</dt>
          <dd data-testid="newsletter-count">
            {newsletter.data ? newsletter.data.total : newsletter.error ? t('messages.newsletterError') : '—'}
          </dd>
        </div>
      </dl>
      <ListToolbar list={messages} searchLabel={t('messages.search')} />
      <ListTable
        list={messages}
        columns={columns}
        caption={t('messages.caption')}
        loadError={t('messages.loadError')}
        emptyTitle={t('messages.empty')}
        noMatchTitle={t('messages.noMatch')}
        skeletonRows={5}
        loadingLabel={t('common.loading')}
      />
      <Modal
        open={open !== null}
        onClose={() => setOpenId(null)}
        title={open ? <UserText>{open.subject}</UserText> : ''}
        closeLabel={t('common.close')}
        size="lg"
      >
        {open ? (
          <dl className="detail-list">
            {(
              [
                ['name', <UserText key="name">{open.name}</UserText>],
                ['email', <EmailLink key="email" email={open.email} />],
                [
                  'phone',
                  open.phone ? <PhoneLink key="phone" phone={open.phone} /> : t('common.notProvided'),
                ],
                ['receivedAt', formatShortDateTime(open.receivedAt, lang)],
                ['subject', <UserText key="subject">{open.subject}</UserText>],
                ['message', <UserTextBlock key="message">{open.message}</UserTextBlock>],
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
