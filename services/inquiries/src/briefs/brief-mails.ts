/**
 * A new brief's mails: the sales team's notification (a summary, a link to the brief in the panel, the
 * visitor as Reply-To) and the visitor's confirmation in the language of the page they used.
 */
import {
  BRIEF_BUDGET_LABELS,
  BRIEF_TIMELINE_LABELS,
  type ClientBrief,
  type Language,
  PROJECT_TYPE_LABELS,
} from '@madar/shared';
import {
  composeMail,
  type MailSettings,
  mailText,
  type OutgoingMail,
  panelLink,
  TEAM_LANGUAGE,
} from '@madar/shared/mail';

/** Where the panel lists briefs; searched for the visitor's address, the new brief comes first. */
export const BRIEFS_PANEL_PATH = '/admin/dashboard/client-briefs';

export async function briefMails(
  brief: ClientBrief,
  language: Language,
  settings: MailSettings,
): Promise<OutgoingMail[]> {
  const record = { type: 'brief', id: brief.id } as const;
  const mails: OutgoingMail[] = [];
  const team = settings.teams.brief;
  if (team) {
    const lang = TEAM_LANGUAGE;
    const label = (key: Parameters<typeof mailText>[1]) => mailText(lang, key);
    const rows = [
      { label: label('labels.companyName'), value: brief.companyName },
      { label: label('labels.industry'), value: brief.industry },
      { label: label('labels.contactName'), value: brief.contactName },
      { label: label('labels.email'), value: brief.email },
      ...(brief.phone ? [{ label: label('labels.phone'), value: brief.phone }] : []),
      { label: label('labels.projectType'), value: PROJECT_TYPE_LABELS[brief.projectType][lang] },
      ...(brief.timeline
        ? [{ label: label('labels.timeline'), value: BRIEF_TIMELINE_LABELS[brief.timeline][lang] }]
        : []),
      ...(brief.budget
        ? [{ label: label('labels.budget'), value: BRIEF_BUDGET_LABELS[brief.budget][lang] }]
        : []),
      { label: label('labels.description'), value: brief.description },
      { label: label('labels.goals'), value: brief.goals },
      { label: label('labels.language'), value: language },
    ];
    const values = { companyName: brief.companyName, contactName: brief.contactName };
    mails.push(
      await composeMail(
        settings,
        { record, purpose: 'team', to: team, replyTo: brief.email },
        {
          language: lang,
          subject: mailText(lang, 'brief.team.subject', values),
          heading: mailText(lang, 'brief.team.heading'),
          paragraphs: [mailText(lang, 'brief.team.intro', values)],
          rows,
          action: {
            label: mailText(lang, 'brief.team.action'),
            href: panelLink(settings, BRIEFS_PANEL_PATH, { search: brief.email, open: brief.id }),
          },
        },
      ),
    );
  }
  const values = { name: brief.contactName, companyName: brief.companyName, reference: brief.id };
  mails.push(
    await composeMail(
      settings,
      { record, purpose: 'confirmation', to: brief.email, ...(team && { replyTo: team }) },
      {
        language,
        subject: mailText(language, 'brief.confirmation.subject'),
        heading: mailText(language, 'brief.confirmation.heading', values),
        paragraphs: [
          mailText(language, 'brief.confirmation.body', values),
          mailText(language, 'brief.confirmation.reference', values),
        ],
      },
    ),
  );
  return mails;
}
