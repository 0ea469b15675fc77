/**
 * A new contact message's mails: the team's notification (the message, a link to it in the panel, the
 * sender as Reply-To) and the sender's confirmation in the language of the page they used.
 */
import type { ContactMessage, Language } from '@madar/shared';
import {
  composeMail,
  type MailSettings,
  mailText,
  type OutgoingMail,
  panelLink,
  TEAM_LANGUAGE,
} from '@madar/shared/mail';

/** Where the panel lists messages; searched for the sender's address. */
export const MESSAGES_PANEL_PATH = '/admin/dashboard/messages';

export async function contactMails(
  message: ContactMessage,
  language: Language,
  settings: MailSettings,
): Promise<OutgoingMail[]> {
  const record = { type: 'contact_message', id: message.id } as const;
  const mails: OutgoingMail[] = [];
  const team = settings.teams.contact_message;
  if (team) {
    const lang = TEAM_LANGUAGE;
    const values = { name: message.name, subject: message.subject };
    mails.push(
      await composeMail(
        settings,
        { record, purpose: 'team', to: team, replyTo: message.email },
        {
          language: lang,
          subject: mailText(lang, 'contact.team.subject', values),
          heading: mailText(lang, 'contact.team.heading'),
          paragraphs: [mailText(lang, 'contact.team.intro', values)],
          rows: [
            { label: mailText(lang, 'labels.name'), value: message.name },
            { label: mailText(lang, 'labels.email'), value: message.email },
            ...(message.phone ? [{ label: mailText(lang, 'labels.phone'), value: message.phone }] : []),
            { label: mailText(lang, 'labels.subject'), value: message.subject },
            { label: mailText(lang, 'labels.message'), value: message.message },
            { label: mailText(lang, 'labels.language'), value: language },
          ],
          action: {
            label: mailText(lang, 'contact.team.action'),
            href: panelLink(settings, MESSAGES_PANEL_PATH, { search: message.email, open: message.id }),
          },
        },
      ),
    );
  }
  const values = { name: message.name, subject: message.subject, reference: message.id };
  mails.push(
    await composeMail(
      settings,
      { record, purpose: 'confirmation', to: message.email, ...(team && { replyTo: team }) },
      {
        language,
        subject: mailText(language, 'contact.confirmation.subject'),
        heading: mailText(language, 'contact.confirmation.heading', values),
        paragraphs: [
          mailText(language, 'contact.confirmation.body', values),
          mailText(language, 'contact.confirmation.reference', values),
        ],
      },
    ),
  );
  return mails;
}
