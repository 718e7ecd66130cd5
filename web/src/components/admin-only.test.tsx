/**
 * Admin-only actions: the client admin (or a platform admin acting for the company) gets the
 * action; a member gets no button that looks usable and does nothing, but one note saying 'No
 * Admin Access' and why.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminOnlyNote, useAdminOnly } from './admin-only';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const signIn = (role: string) =>
  localStorage.setItem(
    'parcel-audit.token',
    `${encode({ alg: 'RS256' })}.${encode({ sub: 'u1', company: 'c1', role, exp: 4_000_000_000 })}.sig`,
  );

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Carriers({ onDelete }: { onDelete: () => void }) {
  const admin = useAdminOnly('client_admin');
  return (
    <>
      <AdminOnlyNote admin={admin} reason="credentials.adminOnly" />
      {admin.allowed && (
        <button type="button" onClick={onDelete}>
          Delete
        </button>
      )}
    </>
  );
}

const draw = (onDelete: () => void, language: 'en' | 'fr' = 'en') =>
  render(
    <IntlProvider locale={language} messages={language === 'en' ? en : fr}>
      <Carriers onDelete={onDelete} />
    </IntlProvider>,
  );

describe('useAdminOnly', () => {
  it('lets the client admin and a platform admin act, with no note', () => {
    for (const role of ['client_admin', 'platform_admin']) {
      signIn(role);
      let deleted = 0;
      draw(() => deleted++);
      const button = screen.getByRole('button', { name: 'Delete' });
      expect(button.getAttribute('aria-disabled')).toBeNull();
      fireEvent.click(button);
      expect(deleted).toBe(1);
      expect(screen.queryByText(en['error.auth.not_admin'])).toBeNull();
      cleanup();
    }
  });

  it('shows a member no action but one note: No Admin Access, and what only the admin may do', () => {
    // Prepare
    signIn('member');

    // Act
    draw(() => {});

    // Assess
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(en['credentials.adminOnly'], { exact: false }).textContent).toBe(
      `${en['error.auth.not_admin']}: ${en['credentials.adminOnly']}`,
    );
  });

  it('says it in French with the spec’s words', () => {
    signIn('member');
    draw(() => {}, 'fr');
    const note = screen.getByText(fr['credentials.adminOnly'], { exact: false });
    expect(note.textContent?.startsWith("Pas d'accès administrateur\u00a0:")).toBe(true);
  });
});
