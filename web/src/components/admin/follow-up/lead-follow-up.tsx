import { DEFAULT_LANGUAGE, type Language } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import { LeadNotes } from './lead-notes';
import { MailThread } from './mail-thread';
import { ReplyForm, type ReplyPrefill, type ReplyTemplates } from './reply-form';
import type { FollowUpKind } from './lead-api';
import { useLeadFollowUp } from './use-lead-follow-up';
import './follow-up.css';

/** What the reply subject names: a contact message's own subject, an application's position. */
export interface SubjectValues {
  subject?: string;
  position?: string;
}

/**
 * The follow-up half of a lead's detail: its internal notes, the reply form and the mail thread, read
 * from GET /api/<kind>/:id. The reply's subject starts in the sender's language (the lead's `language`),
 * whatever language the panel is in.
 */
export function LeadFollowUp({
  kind,
  id,
  to,
  language: listedLanguage,
  subjectValues,
  prefill,
  templates,
}: {
  kind: FollowUpKind;
  id: string;
  /** The sender's email address. */
  to: string;
  /** The lead's language as the list knows it, until the lead itself is loaded. */
  language?: Language;
  subjectValues?: SubjectValues;
  prefill?: ReplyPrefill;
  templates?: ReplyTemplates;
}) {
  const { t, i18n } = useTranslation('admin');
  const followUp = useLeadFollowUp(kind, id);
  const language = followUp.data?.language ?? listedLanguage ?? DEFAULT_LANGUAGE;
  const defaultSubject = i18n.getFixedT(language, 'admin')(`followUp.reply.subjects.${kind}`, {
    subject: subjectValues?.subject ?? '',
    position: subjectValues?.position ?? '',
  });

  if (followUp.error && !followUp.data) {
    return (
      <ErrorBanner
        message={t('followUp.loadError')}
        action={
          <button
            type="button"
            className="admin-button admin-button--sm"
            onClick={() => void followUp.mutate()}
          >
            {t('followUp.retry')}
          </button>
        }
      />
    );
  }
  if (!followUp.data) {
    return (
      <p className="follow-up-section__empty" role="status">
        {t('followUp.loading')}
      </p>
    );
  }
  return (
    <div className="follow-up">
      <LeadNotes notes={followUp.data.notes} addNote={followUp.addNote} />
      <ReplyForm
        // A new language or subject (another lead) starts the form afresh.
        key={`${id}:${defaultSubject}`}
        to={to}
        language={language}
        defaultSubject={defaultSubject}
        send={followUp.reply}
        prefill={prefill}
        templates={templates}
      />
      <MailThread thread={followUp.data.thread} resend={followUp.resend} />
    </div>
  );
}
