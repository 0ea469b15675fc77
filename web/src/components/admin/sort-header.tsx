import type { SortDirection } from '@madar/shared';
import type { ReactNode } from 'react';
import './admin-ui.css';

/**
 * The button inside a sortable column header. The order itself is announced by the header cell's
 * `aria-sort`; the arrow is decorative (up for ascending, down for descending, both when unsorted).
 */
export function SortHeader({
  direction,
  onClick,
  children,
}: {
  direction: SortDirection | undefined;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="admin-sort" data-direction={direction ?? 'none'} onClick={onClick}>
      <span>{children}</span>
      <svg className="admin-sort__icon" viewBox="0 0 12 16" aria-hidden="true" focusable="false">
        <path className="admin-sort__up" d="M6 2l4 5H2z" />
        <path className="admin-sort__down" d="M6 14l4-5H2z" />
      </svg>
    </button>
  );
}
