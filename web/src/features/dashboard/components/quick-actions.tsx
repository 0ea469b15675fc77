import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const ACTIONS = [
  { to: '/admin/dashboard/client-briefs', key: 'reviewBriefs' },
  { to: '/admin/dashboard/blog', key: 'writePost' },
  { to: '/admin/dashboard/careers', key: 'addJob' },
  { to: '/admin/dashboard/messages', key: 'viewMessages' },
] as const;

/** Shortcuts to the most common admin tasks. */
export function QuickActions() {
  const { t } = useTranslation('admin');
  return (
    <ul className="quick-actions">
      {ACTIONS.map((action) => (
        <li key={action.key}>
          <Link to={action.to} className="quick-actions__link">
            {t(`overview.quickActions.${action.key}`)}
            <span aria-hidden="true" className="quick-actions__arrow">
              →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
