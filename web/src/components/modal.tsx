/**
 * A modal dialog for a task (the action-required answers): announced with its title, focus moves
 * into it and stays there (Tab wraps), Escape or the close button closes it, and focus goes back
 * to what opened it (see DialogFrame).
 */
import { type ReactNode, type RefObject, useId } from 'react';
import { useIntl } from 'react-intl';
import { DialogFrame } from './dialog-frame';

export function Modal({
  title,
  onClose,
  children,
  wide = false,
  returnFocus,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  /** Where focus goes back when what opened the dialog is gone (see DialogFrame). */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <DialogFrame
      className={`modal task-modal${wide ? ' wide' : ''}`}
      labelledBy={`${id}-title`}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <div className="modal-heading">
        <h2 id={`${id}-title`}>{title}</h2>
        <button
          type="button"
          className="icon-button close-button"
          aria-label={intl.formatMessage({ id: 'modal.close' })}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </DialogFrame>
  );
}
