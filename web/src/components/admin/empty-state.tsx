import type { ReactNode } from 'react';
import './admin-ui.css';

/** What a list shows when it has nothing: a short message and an optional next step. */
export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <div className="admin-empty">
      <svg className="admin-empty__art" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect x="8" y="10" width="32" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 20h32M16 28h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="admin-empty__title">{title}</p>
      {description ? <p className="admin-empty__description">{description}</p> : null}
      {action ? <div className="admin-empty__action">{action}</div> : null}
    </div>
  );
}
