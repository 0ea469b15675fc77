import type { ReactNode } from 'react';
import { AlertIcon } from '../icons/ui-icons';
import './error-banner.css';

/** A visible, announced error message with an optional action (e.g. a Retry button). */
export function ErrorBanner({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="error-banner" role="alert">
      <AlertIcon className="error-banner__icon" />
      <p className="error-banner__message">{message}</p>
      {action ? <div className="error-banner__action">{action}</div> : null}
    </div>
  );
}
