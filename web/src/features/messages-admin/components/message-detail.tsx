import type { ContactStatus } from '@madar/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AssigneePicker } from '@/components/admin/follow-up/assignee-picker';
import { DeleteButton } from '@/components/admin/delete-button';
import { LeadFollowUp } from '@/components/admin/follow-up/lead-follow-up';
import { Modal } from '@/components/admin/modal';
import { StatusSelect, type StatusOption } from '@/components/admin/status-select';
import { EmailLink, PhoneLink, UserText, UserTextBlock } from '@/components/ui/user-text';
import { useLanguage } from '@/hooks/use-language';
import { formatShortDateTime } from '@/lib/format';
import { consentRow } from '@/components/admin/consent-row';
import type { MessageRow } from '../api/get-messages';

/**
 * One contact message: every field, its status (the table's control), Delete (asked first by the
 * list), its assignee, and its follow-up: internal notes, a reply to the sender and the mails.
 */
export function MessageDetail({
  message,
  statusOptions,
  busy,
  onClose,
  onStatusChange,
  onDelete,
  onAssigned,
}: {
  message: MessageRow | null;
  statusOptions: readonly StatusOption<ContactStatus>[];
  busy: boolean;
  onClose: () => void;
  onStatusChange: (message: MessageRow, status: ContactStatus) => void;
  onDelete: (message: MessageRow) => void;
  onAssigned: (message: MessageRow) => void;
}) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  if (!message) return null;
  const rows: [string, ReactNode][] = [
    [t('messages.fields.name'), <UserText key="name">{message.name}</UserText>],
    [t('messages.fields.email'), <EmailLink key="email" email={message.email} />],
    [
      t('messages.fields.phone'),
      message.phone ? <PhoneLink key="phone" phone={message.phone} /> : t('common.notProvided'),
    ],
    [
      t('messages.fields.receivedAt'),
      <time key="time" dateTime={message.receivedAt}>
        {formatShortDateTime(message.receivedAt, lang)}
      </time>,
    ],
    [t('messages.fields.subject'), <UserText key="subject">{message.subject}</UserText>],
    [t('messages.fields.message'), <UserTextBlock key="message">{message.message}</UserTextBlock>],
    consentRow(t, lang, message),
  ];
  return (
    <Modal
      open
      onClose={onClose}
      title={<UserText>{message.subject}</UserText>}
      closeLabel={t('common.close')}
      size="lg"
      footer={
        <DeleteButton
          onClick={() => onDelete(message)}
          aria-disabled={busy || undefined}
          aria-label={t('messages.deleteOf', { name: message.name })}
        >
          {t('common.delete')}
        </DeleteButton>
      }
    >
      <div className="message-detail__status">
        <span>{t('messages.fields.status')}</span>
        <StatusSelect
          value={message.status}
          options={statusOptions}
          onChange={(status) => onStatusChange(message, status)}
          label={t('messages.statusOf', { name: message.name })}
          unknownLabel={t('common.unknown')}
          busy={busy}
        />
      </div>
      <AssigneePicker
        kind="contact_message"
        id={message.id}
        fallback={message.assignee}
        onAssigned={onAssigned}
      />
      <dl className="detail-list">
        {rows.map(([label, value]) => (
          <div key={label} className="detail-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <LeadFollowUp
        kind="contact_message"
        id={message.id}
        to={message.email}
        language={message.language}
        subjectValues={{ subject: message.subject }}
      />
    </Modal>
  );
}
