import { mayAccess, type StaffRole } from '@madar/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { newRecordPath } from '@/components/admin/use-new-record-link';

// Writing a post and adding a job open their editors on a new record, not the list.
const ACTIONS = [
  { to: '/admin/dashboard/client-briefs', key: 'reviewBriefs', area: 'leads' },
  { to: newRecordPath('/admin/dashboard/blog'), key: 'writePost', area: 'blog' },
  { to: newRecordPath('/admin/dashboard/careers'), key: 'addJob', area: 'careers' },
  { to: '/admin/dashboard/messages', key: 'viewMessages', area: 'leads' },
] as const;

/** Shortcuts to the most common admin tasks `role` may do. */
export function QuickActions({ role }: { role: StaffRole }) {
  const { t } = useTranslation('admin');
  return (
    <ul className="quick-actions">
      {ACTIONS.filter((action) => mayAccess(role, action.area)).map((action) => (
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
