import type { ValidationDetail } from '@madar/shared';
import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/ui/admin-form-field.css';
import './password-field.css';

/**
 * The messages of the password rules a 400 `details` names for `field` (a line per broken rule, in the
 * panel's language), so a person sees everything to change at once rather than one rule per attempt.
 */
export function usePasswordProblems() {
  const { t } = useTranslation('staff');
  return (details: readonly ValidationDetail[], field: string): string[] =>
    details
      .filter((detail) => detail.field === field)
      .map(({ rule, params }) => {
        switch (rule) {
          case 'minLength':
            return t('passwordRules.minLength', { min: Number(params?.min) });
          case 'maxLength':
            return t('passwordRules.maxLength', { max: Number(params?.max) });
          case 'containsEmail':
          case 'containsName':
          case 'commonPassword':
            return t(`passwordRules.${rule}`);
          case 'isNotEmpty':
          case 'isDefined':
            return t('passwordRules.required');
          default:
            return t('passwordRules.invalid');
        }
      });
}

/**
 * A labelled password input with an optional hint and every problem found with it, listed beside it
 * and tied to the input for screen readers.
 */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  hint,
  errors = [],
  maxLength,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  errors?: readonly string[];
  maxLength?: number;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  const describedBy = [hint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`admin-field${invalid ? ' admin-field--invalid' : ''}`}>
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        // The browser's own "password" checks are left out: the server's rules are the ones that count.
        spellCheck={false}
      />
      {hint ? (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <ul id={errorId} className="admin-field__error password-field__errors">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
