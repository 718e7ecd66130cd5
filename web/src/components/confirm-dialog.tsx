/**
 * A modal question with two answers. Focus moves to the safe answer and stays in the dialog;
 * Escape gives the safe answer; focus goes back to what opened it; the dialog is announced as an
 * alert dialog with its title and text (see DialogFrame).
 */
import { type ReactNode, useId, useRef } from 'react';
import { DialogFrame } from './dialog-frame';

export function ConfirmDialog({
  title,
  body,
  confirm,
  cancel,
  onConfirm,
  onCancel,
  danger = false,
}: {
  title: ReactNode;
  body: ReactNode;
  /** The answer that acts; null when nothing may be done (the dialog only tells why). */
  confirm: ReactNode | null;
  cancel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
}) {
  const safeButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <DialogFrame
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-body`}
      onClose={onCancel}
      initialFocus={safeButton}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-body`}>{body}</p>
      <div className="modal-actions">
        <button
          ref={safeButton}
          type="button"
          className={danger ? 'button' : 'button primary'}
          onClick={onCancel}
        >
          {cancel}
        </button>
        {confirm !== null && (
          <button type="button" className={danger ? 'button danger' : 'button'} onClick={onConfirm}>
            {confirm}
          </button>
        )}
      </div>
    </DialogFrame>
  );
}
