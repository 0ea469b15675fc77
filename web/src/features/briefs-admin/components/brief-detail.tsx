import type { BriefStatus, ClientBrief } from '@madar/shared';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Modal } from '@/components/admin/modal';
import { EmailLink, PhoneLink, UserText, UserTextBlock } from '@/components/ui/user-text';
import { StatusSelect } from '@/components/admin/status-select';
import { formatShortDateTime } from '@/lib/format';
import { useLanguage } from '@/hooks/use-language';
import { projectTypeLabel, statusOptions } from '../lib/brief-labels';

interface BriefDetailProps {
  brief: ClientBrief | null;
  onClose: () => void;
  onStatusChange: (brief: ClientBrief, status: BriefStatus) => void;
  busy: boolean;
}

/** Every field of one brief, with the same status control as the table. */
export function BriefDetail({ brief, onClose, onStatusChange, busy }: BriefDetailProps) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  if (!brief) return null;
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
    [t('briefs.fields.budget'), brief.budget ? t(`briefs.budgets.${brief.budget}`) : dash],
    [
      t('briefs.fields.additionalInfo'),
      brief.additionalInfo ? <UserTextBlock key="additional">{brief.additionalInfo}</UserTextBlock> : dash,
    ],
    [t('briefs.fields.submittedAt'), formatShortDateTime(brief.submittedAt, lang)],
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
      <dl className="detail-list">
        {rows.map(([label, value]) => (
          <div key={label} className="detail-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
