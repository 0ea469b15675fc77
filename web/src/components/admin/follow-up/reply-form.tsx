import { REPLY_LIMITS, type Language, type ReplyDraft, type ReplyRequest } from '@madar/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFormField } from '@/components/ui/admin-form-field';
import { LtrText } from '../ltr-text';
import { useSaveNotice } from '../save-notice';
import { followUpErrorMessage } from './follow-up-errors';

/** A prefilled reply handed in from outside (a template chosen after a status change); `version` renews it. */
export interface ReplyPrefill extends ReplyRequest {
  version: number;
}

/** The templates a kind offers in its reply form (applications: interview, rejection, offer). */
export interface ReplyTemplates<T extends string = string> {
  options: readonly { value: T; label: string }[];
  load: (template: T) => Promise<ReplyDraft>;
}

/**
 * A reply to the sender by email: the subject starts as "Re: …" in the sender's language, the body is
 * free text, and Send queues it (POST …/replies), after which it shows in the thread as queued. A kind
 * may offer templates, loaded into the form to edit before sending.
 */
export function ReplyForm({
  to,
  language,
  defaultSubject,
  send,
  prefill,
  templates,
}: {
  to: string;
  language: Language;
  defaultSubject: string;
  send: (reply: ReplyRequest) => Promise<unknown>;
  prefill?: ReplyPrefill;
  templates?: ReplyTemplates;
}) {
  const { t } = useTranslation('admin');
  const notify = useSaveNotice();
  const headingId = useId();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [subject, setSubject] = useState(defaultSubject);
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [template, setTemplate] = useState('');
  const [loadingTemplate, setLoadingTemplate] = useState(false);

  // A template chosen elsewhere replaces what is in the form, and the body takes focus to be edited.
  const [shownPrefill, setShownPrefill] = useState<number | undefined>(undefined);
  if (prefill && prefill.version !== shownPrefill) {
    setShownPrefill(prefill.version);
    setSubject(prefill.subject);
    setBody(prefill.body);
    setProblem(null);
  }
  useEffect(() => {
    if (shownPrefill !== undefined) bodyRef.current?.focus();
  }, [shownPrefill]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (subject.trim() === '' || body.trim() === '') {
      setProblem(t('followUp.reply.required'));
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await send({ subject: subject.trim(), body: body.trim() });
      setSubject(defaultSubject);
      setBody('');
      notify('saved');
    } catch (error) {
      setProblem(followUpErrorMessage(error, t));
    } finally {
      setSending(false);
    }
  };

  const loadTemplate = async () => {
    if (!templates || loadingTemplate) return;
    const chosen = templates.options.find((option) => option.value === template);
    if (!chosen) return;
    setLoadingTemplate(true);
    setProblem(null);
    try {
      const draft = await templates.load(chosen.value);
      setSubject(draft.subject);
      setBody(draft.body);
      bodyRef.current?.focus();
    } catch (error) {
      setProblem(followUpErrorMessage(error, t));
    } finally {
      setLoadingTemplate(false);
    }
  };

  return (
    <section className="follow-up-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="follow-up-section__title">
        {t('followUp.reply.title')}
      </h3>
      <p className="follow-up-section__hint">
        {/* Not a mailto: link: the reply goes from this form, through the outbox, into the thread. */}
        {t('followUp.reply.to')}: <LtrText>{to}</LtrText>.{' '}
        <span>{t('followUp.reply.language', { language: t(`followUp.languages.${language}`) })}</span>
      </p>
      <form className="follow-up-form" noValidate onSubmit={(event) => void submit(event)}>
        {templates ? (
          <div className="follow-up-form__template">
            <AdminFormField label={t('followUp.reply.template')}>
              {(control) => (
                <select {...control} value={template} onChange={(event) => setTemplate(event.target.value)}>
                  <option value="">{t('followUp.reply.templateNone')}</option>
                  {templates.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </AdminFormField>
            <button
              type="button"
              className="admin-button admin-button--sm"
              onClick={() => void loadTemplate()}
              aria-disabled={loadingTemplate || template === '' || undefined}
            >
              {loadingTemplate ? t('followUp.reply.loadingTemplate') : t('followUp.reply.useTemplate')}
            </button>
          </div>
        ) : null}
        <AdminFormField label={t('followUp.reply.subject')}>
          {(control) => (
            <input
              {...control}
              type="text"
              dir="auto"
              lang={language}
              value={subject}
              maxLength={REPLY_LIMITS.subject}
              onChange={(event) => setSubject(event.target.value)}
            />
          )}
        </AdminFormField>
        <AdminFormField label={t('followUp.reply.body')}>
          {(control) => (
            <textarea
              {...control}
              ref={bodyRef}
              className="follow-up-form__text"
              dir="auto"
              lang={language}
              rows={8}
              value={body}
              maxLength={REPLY_LIMITS.body}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </AdminFormField>
        {problem ? (
          <p className="admin-field__error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="follow-up-form__actions">
          <button
            type="submit"
            className="admin-button admin-button--primary"
            aria-disabled={sending || undefined}
          >
            {sending ? t('followUp.reply.sending') : t('followUp.reply.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
