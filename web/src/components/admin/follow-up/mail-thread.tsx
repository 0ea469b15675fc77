import type { MailSummary } from '@madar/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { UserText, UserTextBlock } from '@/components/ui/user-text';
import { useLanguage } from '@/hooks/use-language';
import { formatShortDateTime } from '@/lib/format';
import { ConfirmDialog } from '../confirm-dialog';
import { isolate } from '../isolate';
import { LtrText } from '../ltr-text';
import { useSaveNotice } from '../save-notice';
import { followUpErrorMessage } from './follow-up-errors';

/**
 * Every mail of a lead, oldest first: why it was sent, to whom, its subject, its state in the outbox
 * (queued, sent, failed with the last error) and when; a reply also shows its text and who sent it. A
 * sent or failed mail can be sent again after a confirmation (POST …/resend), and then shows queued.
 */
export function MailThread({
  thread,
  resend,
}: {
  thread: readonly MailSummary[];
  resend: (mailId: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('admin');
  const { lang } = useLanguage();
  const notify = useSaveNotice();
  const headingId = useId();
  const [pending, setPending] = useState<MailSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const focusId = useRef<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // The resent mail shows queued, without its Resend button (the confirmation's opener): focus goes to
  // the mail itself, after the confirmation has given focus back (effects run after its clean-up).
  useEffect(() => {
    const id = focusId.current;
    focusId.current = null;
    const mails = listRef.current?.querySelectorAll<HTMLElement>('[data-mail-id]') ?? [];
    Array.from(mails)
      .find((mail) => mail.dataset.mailId === id)
      ?.focus();
  }, [focusRequest]);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setProblem(null);
    try {
      await resend(pending.id);
      focusId.current = pending.id;
      setFocusRequest((count) => count + 1);
      notify('saved');
    } catch (error) {
      setProblem(followUpErrorMessage(error, t));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const time = (iso: string) => <time dateTime={iso}>{formatShortDateTime(iso, lang)}</time>;

  return (
    <section className="follow-up-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="follow-up-section__title">
        {t('followUp.thread.title')}
      </h3>
      {problem ? (
        <p className="admin-field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {thread.length === 0 ? (
        <p className="follow-up-section__empty">{t('followUp.thread.empty')}</p>
      ) : (
        <ol ref={listRef} className="follow-up-thread">
          {thread.map((mail) => (
            <li
              key={mail.id}
              className="follow-up-thread__mail"
              data-state={mail.state}
              data-mail-id={mail.id}
              tabIndex={-1}
            >
              <div className="follow-up-thread__head">
                <span className="follow-up-thread__purpose">
                  {t(`followUp.thread.purposes.${mail.purpose}`)}
                </span>
                <span className="follow-up-thread__state" data-state={mail.state}>
                  {t(`followUp.thread.states.${mail.state}`)}
                </span>
              </div>
              <UserText className="follow-up-thread__subject">{mail.subject}</UserText>
              <dl className="follow-up-thread__facts">
                <div>
                  <dt>{t('followUp.thread.to')}</dt>
                  <dd>
                    <LtrText>{mail.to}</LtrText>
                  </dd>
                </div>
                <div>
                  <dt>{t('followUp.thread.createdAt')}</dt>
                  <dd>{time(mail.createdAt)}</dd>
                </div>
                {mail.sentAt ? (
                  <div>
                    <dt>{t('followUp.thread.sentAt')}</dt>
                    <dd>{time(mail.sentAt)}</dd>
                  </div>
                ) : null}
                {mail.lastError ? (
                  <div>
                    <dt>{t('followUp.thread.lastError')}</dt>
                    <dd>
                      <LtrText className="follow-up-thread__error">{mail.lastError}</LtrText>
                    </dd>
                  </div>
                ) : null}
              </dl>
              {mail.sentBy ? (
                <p className="follow-up-thread__by">
                  <Trans
                    t={t}
                    i18nKey="followUp.thread.sentBy"
                    values={{ name: mail.sentBy.name }}
                    components={{ name: <UserText /> }}
                  />
                </p>
              ) : null}
              {mail.text ? (
                <UserTextBlock className="follow-up-thread__text">{mail.text}</UserTextBlock>
              ) : null}
              {mail.state !== 'queued' ? (
                <button
                  type="button"
                  className="admin-button admin-button--sm"
                  onClick={() => setPending(mail)}
                  aria-label={t('followUp.thread.resendOf', { subject: isolate(mail.subject) })}
                >
                  {t('followUp.thread.resend')}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={pending !== null}
        busy={busy}
        tone="default"
        title={t('followUp.thread.confirmTitle')}
        message={
          pending
            ? t('followUp.thread.confirmMessage', {
                subject: isolate(pending.subject),
                to: isolate(pending.to),
              })
            : ''
        }
        confirmLabel={t('followUp.thread.confirmAction')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
