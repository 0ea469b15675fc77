import type { JobApplication } from '@madar/shared';
import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { saveBlob } from '@/components/admin/download-blob';
import { LtrText } from '@/components/admin/ltr-text';
import { Modal } from '@/components/admin/modal';
import { useLanguage } from '@/hooks/use-language';
import { formatShortDateTime } from '@/lib/format';
import { fetchResume } from '../api/application-writes';
import { EmailLink, PhoneLink, UserText, UserTextBlock } from '@/components/ui/user-text';

/**
 * Every field of one application, with the resume fetched through the API client and saved locally;
 * the server's warnings about the file (resumeFlags) stand next to the download.
 */
export function ApplicationDetail({
  application,
  position,
  statusControl,
  onClose,
}: {
  application: JobApplication | null;
  /** The Position column's text (the job's title, Unknown Position, or the typed position). */
  position: string;
  statusControl: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminContent');
  const { lang } = useLanguage();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState(false);

  const download = async () => {
    if (!application || downloading) return;
    setDownloading(true);
    setDownloadError(false);
    try {
      const file = await fetchResume(application.id);
      saveBlob(file.blob, file.filename ?? application.resumeName);
    } catch {
      setDownloadError(true);
    } finally {
      setDownloading(false);
    }
  };

  const none = t('careers.applications.none');
  const rows: [string, ReactNode][] = application
    ? [
        [t('careers.applications.fields.name'), <UserText key="name">{application.name}</UserText>],
        [t('careers.applications.fields.email'), <EmailLink key="email" email={application.email} />],
        [
          t('careers.applications.fields.phone'),
          application.phone ? <PhoneLink key="phone" phone={application.phone} /> : none,
        ],
        [t('careers.applications.fields.job'), <UserText key="job">{position}</UserText>],
        [
          t('careers.applications.fields.position'),
          <UserText key="position">{application.position}</UserText>,
        ],
        [
          t('careers.applications.fields.experience'),
          <UserTextBlock key="experience">{application.experience}</UserTextBlock>,
        ],
        [
          t('careers.applications.fields.education'),
          <UserTextBlock key="education">{application.education}</UserTextBlock>,
        ],
        [
          t('careers.applications.fields.coverLetter'),
          application.coverLetter ? (
            <UserTextBlock key="cover">{application.coverLetter}</UserTextBlock>
          ) : (
            none
          ),
        ],
        [
          t('careers.applications.fields.submitted'),
          <time key="time" dateTime={application.submittedAt}>
            {formatShortDateTime(application.submittedAt, lang)}
          </time>,
        ],
        [t('careers.applications.fields.status'), statusControl],
      ]
    : [];

  return (
    <Modal
      open={application !== null}
      onClose={onClose}
      title={
        application ? (
          <Trans
            t={t}
            i18nKey="careers.applications.detailTitle"
            values={{ name: application.name }}
            components={{ name: <UserText /> }}
          />
        ) : (
          ''
        )
      }
      closeLabel={t('common.close')}
      size="lg"
      footer={
        <button type="button" className="admin-button" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <dl className="application-detail">
        {rows.map(([label, value]) => (
          <div key={label} className="application-detail__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="application-detail__row">
          <dt>{t('careers.applications.fields.resume')}</dt>
          <dd className="application-detail__resume">
            <LtrText>{application?.resumeName}</LtrText>
            <button
              type="button"
              className="admin-button admin-button--primary"
              onClick={() => void download()}
              // Not disabled while it runs: a disabled button drops focus to the page body.
              aria-disabled={downloading || undefined}
            >
              {downloading ? t('careers.applications.downloading') : t('careers.applications.downloadResume')}
            </button>
            {application?.resumeFlags?.map((flag) => (
              <p key={flag} className="application-detail__flag" role="note">
                {t(`careers.applications.resumeFlags.${flag}`)}
              </p>
            ))}
          </dd>
        </div>
      </dl>
      {downloadError ? (
        <p className="admin-field__error" role="alert">
          {t('careers.applications.downloadFailed')}
        </p>
      ) : null}
    </Modal>
  );
}
