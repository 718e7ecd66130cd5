/**
 * The app's dialogs (Modal, ConfirmDialog): focus moves in on opening and is held there (Tab and
 * Shift+Tab wrap), the page behind is inert, Escape closes, and focus goes back to the opener.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { DialogFrame } from './dialog-frame';
import { Modal } from './modal';

afterEach(cleanup);

function ModalPage() {
  const [open, setOpen] = useState(false);
  return (
    <IntlProvider locale="en" messages={en}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/elsewhere">Elsewhere</a>
      {open && (
        <Modal title="Answer" onClose={() => setOpen(false)}>
          <label>
            Reason <input />
          </label>
          <button type="button">Send</button>
        </Modal>
      )}
    </IntlProvider>
  );
}

function ConfirmPage({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      {open && (
        <ConfirmDialog
          danger
          title="Delete it?"
          body="It cannot be undone."
          cancel="Cancel"
          confirm="Delete for good"
          onCancel={() => setOpen(false)}
          onConfirm={onConfirm}
        />
      )}
    </>
  );
}

/** Opens as a person does: the opener has focus when it is pressed. */
function open(name: string) {
  const opener = screen.getByRole('button', { name });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Modal', () => {
  it('moves focus in, wraps Tab both ways, makes the page inert, and returns focus on Escape', () => {
    render(<ModalPage />);
    const opener = open('Open');
    const dialog = screen.getByRole('dialog', { name: 'Answer' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = screen.getByRole('button', { name: 'Close' });
    const send = screen.getByRole('button', { name: 'Send' });
    // The first control (the close button) takes focus.
    expect(document.activeElement).toBe(close);
    // Shift+Tab from the first goes to the last; Tab from the last comes back to the first.
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(send);
    fireEvent.keyDown(send, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    // Everything behind the dialog is out of reach.
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();

    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(opener.closest('[inert]')).toBeNull();
  });

  it('returns focus to the opener when closed with its close button', () => {
    render(<ModalPage />);
    const opener = open('Open');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and text, with focus on the safe answer', () => {
    let confirmed = 0;
    render(<ConfirmPage onConfirm={() => confirmed++} />);
    const opener = open('Delete');
    const dialog = screen.getByRole('alertdialog', { name: 'Delete it?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'It cannot be undone.',
    );
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Delete for good' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);

    // Escape gives the safe answer and focus goes back.
    fireEvent.keyDown(cancel, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(confirmed).toBe(0);
    expect(document.activeElement).toBe(opener);
  });
});

/** A menu whose item opens a dialog and closes the menu in the same click (Sign Out). */
function MenuPage() {
  const [menu, setMenu] = useState(false);
  const [dialog, setDialog] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={menuButton} onClick={() => setMenu(!menu)}>
        Account menu
      </button>
      {menu && (
        <button
          type="button"
          onClick={() => {
            setMenu(false);
            setDialog(true);
          }}
        >
          Sign out
        </button>
      )}
      {dialog && (
        <DialogFrame labelledBy="sign-out-title" onClose={() => setDialog(false)} returnFocus={menuButton}>
          <h2 id="sign-out-title">Sign out?</h2>
          <button type="button">Skip</button>
        </DialogFrame>
      )}
    </>
  );
}

describe('DialogFrame', () => {
  it('gives the focus to the menu’s button when the item that opened it is gone', () => {
    render(<MenuPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    open('Sign out');
    expect(screen.getByRole('dialog', { name: 'Sign out?' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Skip' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account menu' }));
  });
});
