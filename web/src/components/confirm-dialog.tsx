/**
 * A modal question with two answers. Focus moves to the safe answer; Escape gives it; the dialog
 * is announced as an alert dialog with its title and text.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';

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
  useEffect(() => {
    safeButton.current?.focus();
  }, []);
  return (
    <div className="modal-backdrop">
      <div
        className="modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
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
      </div>
    </div>
  );
}
