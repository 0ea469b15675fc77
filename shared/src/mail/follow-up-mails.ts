/**
 * The mails of a lead's follow-up: a staff member's reply to the sender (in the sender's language,
 * their own words between a greeting and a signature, the staff member as Reply-To so the answer comes
 * back to a person) and the notice to the person a lead is given to (in the team's language, with a
 * link into the panel, like the team's notice of a new lead).
 */
import type { LeadKind, StaffRef } from '../contracts/follow-up';
import type { Language } from '../languages';
import { composeMail, panelLink, TEAM_LANGUAGE } from './compose';
import type { MailSettings } from './config';
import type { MailRecordRef, OutgoingMail } from './mail';
import { isolate, mailText } from './mail-text';

export interface ReplyMailInput {
  record: MailRecordRef;
  /** The sender of the lead: where the reply goes, the name it greets, the language it is in. */
  to: { email: string; name: string; language: Language };
  /** The staff member answering: signs the mail and receives the answer to it. */
  from: StaffRef & { email: string };
  subject: string;
  body: string;
}

/** A typed text's paragraphs: blank lines part them; each keeps its own direction in the mail. */
const paragraphsOf = (body: string): string[] =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map(isolate);

export function replyMail(settings: MailSettings, input: ReplyMailInput): Promise<OutgoingMail> {
  const { language } = input.to;
  return composeMail(
    settings,
    { record: input.record, purpose: 'reply', to: input.to.email, replyTo: input.from.email },
    {
      language,
      subject: input.subject,
      heading: mailText(language, 'reply.heading', { name: input.to.name }),
      paragraphs: [
        ...paragraphsOf(input.body),
        mailText(language, 'reply.signature', {
          staff: input.from.name,
          company: mailText(language, 'company.name'),
        }),
        mailText(language, 'reply.reference', { reference: input.record.id }),
      ],
    },
  );
}

export interface AssignmentMailInput {
  record: MailRecordRef & { type: LeadKind };
  to: string;
  /** How the lead is named in lists: a company, a subject, an applicant. */
  title: string;
  /** Who gave it. */
  by: string;
  /** Where the panel shows the lead: its list, searched for the lead. */
  panel: { path: string; query: Record<string, string> };
}

export function assignmentMail(settings: MailSettings, input: AssignmentMailInput): Promise<OutgoingMail> {
  const lang = TEAM_LANGUAGE;
  const values = { title: input.title, by: input.by };
  return composeMail(
    settings,
    { record: input.record, purpose: 'assignment', to: input.to },
    {
      language: lang,
      subject: mailText(lang, 'assignment.subject', values),
      heading: mailText(lang, 'assignment.heading'),
      paragraphs: [
        mailText(lang, 'assignment.intro', { ...values, kind: mailText(lang, `kinds.${input.record.type}`) }),
      ],
      action: {
        label: mailText(lang, 'assignment.action'),
        href: panelLink(settings, input.panel.path, input.panel.query),
      },
    },
  );
}
