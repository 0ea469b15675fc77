import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationDetail } from '@madar/shared';
import { validationMessage } from './validation-messages';
import './form.css';

interface FieldFrameProps {
  label: string;
  required?: boolean;
  hint?: string;
  /** A message already in the reader's language. */
  error?: string;
  /** The failed rule for this field (the server's, or the browser's constraint check), translated here. */
  serverError?: ValidationDetail;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/**
 * Label, required marker, hint and error around one control, wired together with ids so assistive
 * technology reads the hint and the error with the control.
 */
export function FieldFrame({
  label,
  required,
  hint,
  error,
  serverError,
  className,
  children,
}: FieldFrameProps) {
  const { t } = useTranslation();
  const id = useId();
  const message = error ?? (serverError ? validationMessage(serverError, t) : undefined);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['form-field', message ? 'form-field--invalid' : '', className ?? ''].join(' ').trim()}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="form-field__optional">({t('form.optional')})</span>
        )}
      </label>
      {children({ id, describedBy, invalid: Boolean(message) })}
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="form-field__error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

type FrameProps = Omit<FieldFrameProps, 'children'>;

export function TextField({
  label,
  hint,
  error,
  serverError,
  className,
  ...input
}: FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  return (
    <FieldFrame {...{ label, hint, error, serverError, className }} required={input.required}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          id={id}
          className="form-field__control"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  serverError,
  className,
  rows = 4,
  ...textarea
}: FrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>) {
  return (
    <FieldFrame {...{ label, hint, error, serverError, className }} required={textarea.required}>
      {({ id, describedBy, invalid }) => (
        <textarea
          {...textarea}
          rows={rows}
          id={id}
          className="form-field__control form-field__control--textarea"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  label,
  hint,
  error,
  serverError,
  className,
  options,
  placeholder,
  ...select
}: FrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
    options: readonly SelectOption[];
    /** The empty first choice ('Select…'). */
    placeholder: string;
  }) {
  return (
    <FieldFrame {...{ label, hint, error, serverError, className }} required={select.required}>
      {({ id, describedBy, invalid }) => (
        <select
          {...select}
          id={id}
          className="form-field__control form-field__control--select"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
