import { useId, useRef, type ReactNode } from 'react';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Disables the buttons while the confirmed action runs. */
  busy?: boolean;
  tone?: 'danger' | 'default';
}

/** Asks before a consequential action. Cancel has focus first, so Enter never destroys by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      closeLabel={cancelLabel}
      showClose={false}
      role="alertdialog"
      describedBy={messageId}
      initialFocus={cancelRef}
      size="sm"
      footer={
        <>
          <button ref={cancelRef} type="button" className="admin-button" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`admin-button admin-button--${tone === 'danger' ? 'danger' : 'primary'}`}
            onClick={onConfirm}
            disabled={busy}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <p id={messageId}>{message}</p>
    </Modal>
  );
}
