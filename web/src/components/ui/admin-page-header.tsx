import type { ReactNode } from 'react';
import './admin-content-page.css';

/**
 * The heading block of an admin content section (title, one-line description, main action). Importing
 * it also brings the section styles shared by the admin content screens (badges, row actions, toolbar).
 */
export function AdminPageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="admin-content__header">
      <div>
        <h1 className="admin-content__title">{title}</h1>
        {subtitle ? <p className="admin-content__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="admin-content__toolbar">{actions}</div> : null}
    </div>
  );
}
