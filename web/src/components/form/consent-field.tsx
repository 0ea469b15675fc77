/**
 * The consent block of a public form (brief, contact, application): what is kept, why and for how long
 * (the period the owning service publishes, RETENTION_*_DAYS), a link to the privacy policy, and the
 * box the visitor must tick before the form is sent. `required`, so the form's own constraint check
 * stops an unticked send with the message at the box, like the other fields; the API refuses
 * `consent: false` too. Texts in the `validation` namespace, which only form pages load.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationDetail } from '@madar/shared';
import { Link } from '@/components/ui/link';
import { useLanguage } from '@/hooks/use-language';
import { formatRetention, type RetainedKind, useRetentionDays } from '@/hooks/use-retention-periods';
import './consent-field.css';

interface ConsentFieldProps {
  kind: RetainedKind;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The failed check for the box (the browser's `required`, or the server's), if any. */
  serverError?: ValidationDetail;
}

export function ConsentField({ kind, checked, onChange, serverError }: ConsentFieldProps) {
  const { t } = useTranslation('validation');
  const { t: common } = useTranslation();
  const { lang } = useLanguage();
  const days = useRetentionDays(kind);
  const id = useId();
  const textId = `${id}-text`;
  const errorId = serverError ? `${id}-error` : undefined;
  const period = days > 0 ? formatRetention(days, lang, common) : t('consent.untilDeleted');

  return (
    <div className={['consent-field', serverError ? 'consent-field--invalid' : ''].join(' ').trim()}>
      <p id={textId} className="consent-field__text">
        {t(`consent.kept.${kind}`, { period })} <Link to="/privacy-policy">{t('consent.privacyLink')}</Link>
      </p>
      <div className="consent-field__box">
        <input
          id={id}
          type="checkbox"
          name="consent"
          required
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={[textId, errorId].filter(Boolean).join(' ')}
          aria-invalid={serverError ? true : undefined}
        />
        <label htmlFor={id}>
          {t('consent.agree')}
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        </label>
      </div>
      {serverError ? (
        <p id={errorId} className="form-field__error">
          {t('consent.required')}
        </p>
      ) : null}
    </div>
  );
}
