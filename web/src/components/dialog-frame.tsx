/**
 * The frame every modal dialog of the app shares: drawn above the page (a portal into the body),
 * the rest of the page inert while it is open, focus moved inside on opening and held there (Tab
 * wraps), Escape closes it, and focus goes back to what opened it when it closes.
 */
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab may reach inside a dialog, in order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));
}

export function DialogFrame({
  role = 'dialog',
  className = 'modal',
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  returnFocus,
  children,
}: {
  role?: 'dialog' | 'alertdialog';
  className?: string;
  labelledBy: string;
  describedBy?: string;
  /** Escape calls it; null when the dialog cannot be closed (work under way). */
  onClose: (() => void) | null;
  /** What takes focus on opening; else the first focusable element, else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes back when the opener is gone (a menu item whose menu closed). */
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const backdrop = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  // biome-ignore lint/correctness/useExhaustiveDependencies: opening and closing happen once, with the dialog's mount.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The page behind the dialog: out of reach of Tab, the pointer and the screen reader.
    const madeInert: Element[] = [];
    for (const element of document.body.children) {
      if (element === backdrop.current || element.hasAttribute('inert')) continue;
      if (element.tagName === 'SCRIPT') continue;
      element.setAttribute('inert', '');
      madeInert.push(element);
    }
    const root = dialog.current;
    const target = initialFocus?.current ?? (root ? focusableIn(root)[0] : undefined) ?? root;
    target?.focus();
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      if (opener?.isConnected && opener !== document.body) opener.focus();
      else returnFocus?.current?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (close.current) {
        event.preventDefault();
        close.current();
      }
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = focusableIn(dialog.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="modal-backdrop" ref={backdrop}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: the role is 'dialog' or 'alertdialog', given as a prop the linter cannot read. */}
      <div
        ref={dialog}
        className={className}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
