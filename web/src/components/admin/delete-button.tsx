import type { ButtonHTMLAttributes } from 'react';
import './admin-ui.css';

type DeleteButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> & {
  /** The small size of the buttons beside it in a table row (View, Edit); else the standard size. */
  small?: boolean;
};

/**
 * Every Delete and Remove button of the panel (rows, detail views, editors, subscribers): one look, the
 * theme's danger colour on an outline, at the size of the buttons beside it, with the panel's focus
 * ring. The confirmation it leads to carries the solid danger button, so the irreversible step stands
 * out from the request.
 */
export function DeleteButton({ small = false, ...props }: DeleteButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={`admin-button admin-button--danger-ghost${small ? ' admin-button--sm' : ''}`}
    />
  );
}
