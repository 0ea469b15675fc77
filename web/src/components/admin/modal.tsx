import { useId, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/ui-icons';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import './admin-ui.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** May hold typed text in its own element (UserText), so it is a node, not a string. */
  title: ReactNode;
  /** Accessible name of the close button (e.g. "Close"). */
  closeLabel: string;
  children: ReactNode;
  /** Buttons shown under the body. */
  footer?: ReactNode;
  /** A centred dialog, or a panel sliding in from the inline end (start for `drawer-start`). */
  variant?: 'dialog' | 'drawer' | 'drawer-start';
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on open; defaults to the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra id(s) describing the dialog (aria-describedby). */
  describedBy?: string;
  size?: 'sm' | 'md' | 'lg';
  /** The × button in the header (confirmations leave it out: their Cancel button does the same). */
  showClose?: boolean;
}

/** An accessible modal: focus trapped inside, Escape and the backdrop close it, focus returns to the opener. */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  variant = 'dialog',
  role = 'dialog',
  initialFocus,
  describedBy,
  size = 'md',
  showClose = true,
}: ModalProps) {
  const titleId = useId();
  const ref = useFocusTrap<HTMLDivElement>(open, onClose, initialFocus);
  if (!open) return null;
  return createPortal(
    <div className={`admin-modal admin-modal--${variant}`}>
      <div className="admin-modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={ref}
        className={`admin-modal__panel admin-modal__panel--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className="admin-modal__header">
          <h2 id={titleId} className="admin-modal__title">
            {title}
          </h2>
          {showClose ? (
            <button type="button" className="admin-icon-button" onClick={onClose} aria-label={closeLabel}>
              <CloseIcon size={20} />
            </button>
          ) : null}
        </div>
        <div className="admin-modal__body">{children}</div>
        {footer ? <div className="admin-modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
