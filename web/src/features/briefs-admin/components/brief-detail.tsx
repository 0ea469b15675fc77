import type { BriefStatus, ClientBrief } from '@madar/shared';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AssigneePicker } from '@/components/admin/follow-up/assignee-picker';
import type { Lead } from '@/components/admin/follow-up/lead-api';
import { LeadFollowUp } from '@/components/admin/follow-up/lead-follow-up';
import { Modal } from '@/components/admin/modal';
import { EmailLink, PhoneLink, UserText, UserTextBlock } from '@/components/ui/user-text';
import { StatusSelect } from '@/components/admin/status-select';
import { consentRow } from '@/components/admin/consent-row';
import { formatShortDateTime } from '@/lib/format';
import { useLanguage } from '@/hooks/use-language';
import { projectTypeLabel, statusOptions } from '../lib/brief-labels';

interface BriefDetailProps {
  brief: Lead<ClientBrief> | null;
  onClose: () => void;
  onStatusChange: (brief: Lead<ClientBrief>, status: BriefStatus) => void;
  onAssigned: (brief: Lead<ClientBrief>) => void;
  busy: boolean;
}

/**
 * Every field of one brief, with the same status control as the table, its assignee, and its
 * follow-up: internal notes, a reply to the client and the brief's mails.
 */
export function BriefDetail({ brief, onClose, onStatusChange, onAssigned, busy }: BriefDetailProps) {
  const { t } = useTranslation('admin');
  // The budget with its range, in the words of the form the client chose it on. Not suspended on: the
  // form's namespace arrives with the panel's first detail, and the bare label stands in until then.
  const { t: tForm, ready: formReady } = useTranslation('brief', { useSuspense: false });
  const { lang } = useLanguage();
  if (!brief) return null;
  const budget = brief.budget
    ? formReady
      ? tForm(`budgets.${brief.budget}`)
      : t(`briefs.budgets.${brief.budget}`)
    : undefined;
  const dash = t('common.notProvided');
  const rows: [string, ReactNode][] = [
    [t('briefs.fields.companyName'), <UserText key="company">{brief.companyName}</UserText>],
    [t('briefs.fields.industry'), <UserText key="industry">{brief.industry}</UserText>],
    [t('briefs.fields.contactName'), <UserText key="contact">{brief.contactName}</UserText>],
    [t('briefs.fields.email'), <EmailLink key="email" email={brief.email} />],
    [t('briefs.fields.phone'), brief.phone ? <PhoneLink key="phone" phone={brief.phone} /> : dash],
    [t('briefs.fields.projectType'), <UserText key="type">{projectTypeLabel(t, brief)}</UserText>],
    [t('briefs.fields.description'), <UserTextBlock key="description">{brief.description}</UserTextBlock>],
    [
      t('briefs.fields.currentChallenges'),
      brief.currentChallenges ? (
        <UserTextBlock key="challenges">{brief.currentChallenges}</UserTextBlock>
      ) : (
        dash
      ),
    ],
    [t('briefs.fields.goals'), <UserTextBlock key="goals">{brief.goals}</UserTextBlock>],
    [t('briefs.fields.timeline'), brief.timeline ? t(`briefs.timelines.${brief.timeline}`) : dash],
    [t('briefs.fields.budget'), budget ?? dash],
    [
      t('briefs.fields.additionalInfo'),
      brief.additionalInfo ? <UserTextBlock key="additional">{brief.additionalInfo}</UserTextBlock> : dash,
    ],
    [t('briefs.fields.submittedAt'), formatShortDateTime(brief.submittedAt, lang)],
    consentRow(t, lang, brief),
  ];
  return (
    <Modal
      open
      onClose={onClose}
      title={
        <Trans
          t={t}
          i18nKey="briefs.detailTitle"
          values={{ name: brief.companyName }}
          components={{ name: <UserText /> }}
        />
      }
      closeLabel={t('common.close')}
      size="lg"
    >
      <div className="brief-detail__status">
        <span>{t('briefs.fields.status')}</span>
        <StatusSelect
          value={brief.status}
          options={statusOptions(t)}
          onChange={(status) => onStatusChange(brief, status)}
          label={t('briefs.statusOf', { name: brief.companyName })}
          unknownLabel={t('common.unknown')}
          busy={busy}
        />
      </div>
      <AssigneePicker<ClientBrief>
        kind="brief"
        id={brief.id}
        fallback={brief.assignee}
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
      <LeadFollowUp kind="brief" id={brief.id} to={brief.email} language={brief.language} />
    </Modal>
  );
}
