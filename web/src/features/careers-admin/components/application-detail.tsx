import {
  APPLICATION_REPLY_TEMPLATES,
  REPLY_TEMPLATE_FOR_STATUS,
  type ApplicationReplyTemplate,
  type JobApplication,
} from '@madar/shared';
import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { saveBlob } from '@/components/admin/download-blob';
import { AssigneePicker } from '@/components/admin/follow-up/assignee-picker';
import { followUpErrorMessage } from '@/components/admin/follow-up/follow-up-errors';
import type { Lead } from '@/components/admin/follow-up/lead-api';
import { LeadFollowUp } from '@/components/admin/follow-up/lead-follow-up';
import type { ReplyPrefill, ReplyTemplates } from '@/components/admin/follow-up/reply-form';
import { LtrText } from '@/components/admin/ltr-text';
import { Modal } from '@/components/admin/modal';
import { useLanguage } from '@/hooks/use-language';
import { formatShortDateTime } from '@/lib/format';
import { consentRow } from '@/components/admin/consent-row';
import { fetchResume, getReplyTemplate } from '../api/application-writes';
import { EmailLink, PhoneLink, UserText, UserTextBlock } from '@/components/ui/user-text';

const templateOf = (value: string): ApplicationReplyTemplate | undefined =>
  APPLICATION_REPLY_TEMPLATES.find((template) => template === value);

/**
 * Every field of one application, with the resume fetched through the API client and saved locally;
 * the server's warnings about the file (resumeFlags) stand next to the download. Below: its assignee
 * and follow-up (notes, replies with the applications' templates, mails). A status change to one that
 * has a template (interview, rejected, accepted) offers to email the applicant with it, loaded in the
 * applicant's language into the reply form to edit before sending.
 */
export function ApplicationDetail({
  application,
  position,
  statusControl,
  onClose,
  onAssigned,
}: {
  application: Lead<JobApplication> | null;
  /** The Position column's text (the job's title, Unknown Position, or the typed position). */
  position: string;
  statusControl: ReactNode;
  onClose: () => void;
  onAssigned: (application: Lead<JobApplication>) => void;
}) {
  const { t } = useTranslation('adminContent');
  const { t: tAdmin } = useTranslation('admin');
  const { lang } = useLanguage();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState(false);

  // The status as this detail last saw it: a change while it is open (the server's answer to the
  // status control) suggests that status's template; opening another application suggests nothing.
  const [seen, setSeen] = useState<{ id: string; status: string } | null>(null);
  const [prefill, setPrefill] = useState<ReplyPrefill | undefined>(undefined);
  const [suggested, setSuggested] = useState<ApplicationReplyTemplate | null>(null);
  if (application && (seen?.id !== application.id || seen.status !== application.status)) {
    setSeen({ id: application.id, status: application.status });
    const sameApplication = seen?.id === application.id;
    setSuggested(sameApplication ? (REPLY_TEMPLATE_FOR_STATUS[application.status] ?? null) : null);
    // A template loaded for one applicant is never offered to the next.
    if (!sameApplication) setPrefill(undefined);
  }
  const [loadingTemplate, setLoadingTemplate] = useState(false);
  const [templateError, setTemplateError] = useState<unknown>(null);

  const emailApplicant = async (template: ApplicationReplyTemplate) => {
    if (!application || loadingTemplate) return;
    setLoadingTemplate(true);
    setTemplateError(null);
    try {
      const draft = await getReplyTemplate(application.id, template);
      setPrefill((current) => ({
        subject: draft.subject,
        body: draft.body,
        version: (current?.version ?? 0) + 1,
      }));
      setSuggested(null);
    } catch (error) {
      setTemplateError(error);
    } finally {
      setLoadingTemplate(false);
    }
  };

  const templates: ReplyTemplates | undefined = application
    ? {
        options: APPLICATION_REPLY_TEMPLATES.map((value) => ({
          value,
          label: tAdmin(`followUp.reply.templates.${value}`),
        })),
        load: (value) => {
          const template = templateOf(value);
          if (!template) return Promise.reject(new Error(`unknown template ${value}`));
          return getReplyTemplate(application.id, template);
        },
      }
    : undefined;

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
        consentRow(tAdmin, lang, application),
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
      {application ? (
        <AssigneePicker<JobApplication>
          kind="application"
          id={application.id}
          fallback={application.assignee}
          onAssigned={onAssigned}
        />
      ) : null}
      <div aria-live="polite">
        {application && suggested ? (
          <div className="application-detail__suggest">
            <p>
              {t('careers.applications.emailSuggestion', {
                status: t(`careers.applications.statuses.${application.status}`),
              })}
            </p>
            <button
              type="button"
              className="admin-button admin-button--primary admin-button--sm"
              onClick={() => void emailApplicant(suggested)}
              aria-disabled={loadingTemplate || undefined}
            >
              {loadingTemplate
                ? t('careers.applications.loadingTemplate')
                : t('careers.applications.emailApplicant')}
            </button>
            <button
              type="button"
              className="admin-button admin-button--sm"
              onClick={() => setSuggested(null)}
            >
              {t('careers.applications.notNow')}
            </button>
          </div>
        ) : null}
        {templateError ? (
          <p className="admin-field__error" role="alert">
            {followUpErrorMessage(templateError, tAdmin)}
          </p>
        ) : null}
      </div>
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
      {application ? (
        <LeadFollowUp
          kind="application"
          id={application.id}
          to={application.email}
          language={application.language}
          subjectValues={{ position }}
          prefill={prefill}
          templates={templates}
        />
      ) : null}
    </Modal>
  );
}
