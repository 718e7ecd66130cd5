/**
 * A modal dialog for a task (the action-required answers): announced with its title, focus moves
 * into it and stays there (Tab wraps), Escape or the close button closes it, and focus goes back
 * to what opened it.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = dialog.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog.current)?.focus();
    return () => opener?.focus?.();
  }, []);
  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        className={`modal task-modal${wide ? ' wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
            return;
          }
          if (event.key !== 'Tab' || !dialog.current) return;
          const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
          const first = focusable[0];
          const last = focusable[focusable.length - 1];
          if (!first || !last) return;
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first.focus();
          }
        }}
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
      </div>
    </div>
  );
}
