import type { BriefStatus, ClientBrief } from '@madar/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/admin/modal';
import { LtrText } from '@/components/admin/ltr-text';
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
    [t('briefs.fields.companyName'), brief.companyName],
    [t('briefs.fields.industry'), brief.industry],
    [t('briefs.fields.contactName'), brief.contactName],
    [t('briefs.fields.email'), <LtrText key="email">{brief.email}</LtrText>],
    [t('briefs.fields.phone'), brief.phone ? <LtrText key="phone">{brief.phone}</LtrText> : dash],
    [t('briefs.fields.projectType'), projectTypeLabel(t, brief)],
    [t('briefs.fields.description'), brief.description],
    [t('briefs.fields.currentChallenges'), brief.currentChallenges ?? dash],
    [t('briefs.fields.goals'), brief.goals],
    [t('briefs.fields.timeline'), brief.timeline ? t(`briefs.timelines.${brief.timeline}`) : dash],
    [t('briefs.fields.budget'), brief.budget ? t(`briefs.budgets.${brief.budget}`) : dash],
    [t('briefs.fields.additionalInfo'), brief.additionalInfo ?? dash],
    [t('briefs.fields.submittedAt'), formatShortDateTime(brief.submittedAt, lang)],
  ];
  return (
    <Modal
      open
      onClose={onClose}
      title={t('briefs.detailTitle', { name: brief.companyName })}
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
