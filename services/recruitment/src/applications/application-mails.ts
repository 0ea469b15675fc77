/**
 * A new application's mails: the recruiters' notification (who applied for what, a link to the
 * applications in the panel, the applicant as Reply-To) and the applicant's confirmation in the language
 * of the page they used.
 */
import type { Language } from '@madar/shared';
import {
  composeMail,
  type MailSettings,
  mailText,
  type OutgoingMail,
  panelLink,
  TEAM_LANGUAGE,
} from '@madar/shared/mail';
import type { NewApplication } from './applications.store';

/** Where the panel lists applications (the careers section's second tab), searched for the applicant. */
export const APPLICATIONS_PANEL_PATH = '/admin/dashboard/careers';

export async function applicationMails(
  application: NewApplication,
  language: Language,
  settings: MailSettings,
): Promise<OutgoingMail[]> {
  const record = { type: 'application', id: application.id } as const;
  const mails: OutgoingMail[] = [];
  const team = settings.teams.application;
  if (team) {
    const lang = TEAM_LANGUAGE;
    const values = { name: application.name, position: application.position };
    mails.push(
      await composeMail(
        settings,
        { record, purpose: 'team', to: team, replyTo: application.email },
        {
          language: lang,
          subject: mailText(lang, 'application.team.subject', values),
          heading: mailText(lang, 'application.team.heading'),
          paragraphs: [mailText(lang, 'application.team.intro', values)],
          rows: [
            { label: mailText(lang, 'labels.name'), value: application.name },
            { label: mailText(lang, 'labels.email'), value: application.email },
            ...(application.phone
              ? [{ label: mailText(lang, 'labels.phone'), value: application.phone }]
              : []),
            { label: mailText(lang, 'labels.position'), value: application.position },
            { label: mailText(lang, 'labels.experience'), value: application.experience },
            { label: mailText(lang, 'labels.education'), value: application.education },
            { label: mailText(lang, 'labels.language'), value: language },
          ],
          action: {
            label: mailText(lang, 'application.team.action'),
            href: panelLink(settings, APPLICATIONS_PANEL_PATH, {
              tab: 'applications',
              search: application.email,
              open: application.id,
            }),
          },
        },
      ),
    );
  }
  const values = { name: application.name, position: application.position, reference: application.id };
  mails.push(
    await composeMail(
      settings,
      { record, purpose: 'confirmation', to: application.email, ...(team && { replyTo: team }) },
      {
        language,
        subject: mailText(language, 'application.confirmation.subject'),
        heading: mailText(language, 'application.confirmation.heading', values),
        paragraphs: [
          mailText(language, 'application.confirmation.body', values),
          mailText(language, 'application.confirmation.reference', values),
        ],
      },
    ),
  );
  return mails;
}
