import type { ReactNode } from 'react';
import { AlertIcon } from '../icons/ui-icons';
import { Spinner } from './spinner';
import './detail-status.css';

/** The loading state of a detail page: the spinner plus the same text visible (docs/product.md#formats). */
export function DetailLoading({ label }: { label: string }) {
  return (
    <div className="detail-loading">
      <Spinner label={label} size="lg" />
      <p aria-hidden="true">{label}</p>
    </div>
  );
}

/** A detail page that could not load: its heading, an announced message and the ways out (`actions`). */
export function DetailError({
  title,
  message,
  actions,
}: {
  title: string;
  message: string;
  actions: ReactNode;
}) {
  return (
    <section className="section detail-error" aria-labelledby="detail-error-title">
      <div className="container detail-error__inner">
        <AlertIcon size={40} className="detail-error__icon" />
        <h1 id="detail-error-title" className="detail-error__title">
          {title}
        </h1>
        <p className="detail-error__message" role="alert">
          {message}
        </p>
        <div className="detail-error__actions">{actions}</div>
      </div>
    </section>
  );
}
