import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UnsavedChangesPrompt } from '@web/components/unsaved-changes';
import { setLocale } from '@web/i18n/locale';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from './provider';
import { routeObjects } from './router';
import { leave } from './routes/login-redirect';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenWith = (claims: Record<string, unknown>) =>
  `${encode({ alg: 'RS256' })}.${encode({ sub: 'u1', company: 'c1', first_name: 'Ada', last_name: 'L', email: 'a@b.co', verified: true, dashboard: true, role: 'member', ...claims })}.sig`;

function renderAt(path: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

beforeEach(() => {
  localStorage.clear();
  setLocale('en');
});
afterEach(cleanup);

describe('page routes and guards', () => {
  // First: the router warns once per module load.
  it('loads the first page without the router warning that no HydrateFallback is given', async () => {
    const warn = vi.spyOn(console, 'warn');
    renderAt('/404');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    warn.mockRestore();
    expect(warnings.filter((message) => message.includes('HydrateFallback'))).toEqual([]);
  });

  it("sends '/' to /login, which the app opens as the site's page, handing over its notice", async () => {
    const left: string[] = [];
    leave.to = (url) => left.push(url);
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(left).toEqual(['/login']));
    sessionStorage.clear();
    cleanup();
    const again = createMemoryRouter(routeObjects, { initialEntries: ['/'] });
    render(
      <AppProvider>
        <RouterProvider router={again} />
      </AppProvider>,
    );
    await waitFor(() => expect(left).toHaveLength(2));
    await again.navigate('/login', { state: { notice: 'session.ended' } });
    await waitFor(() => expect(sessionStorage.getItem('parcel-audit.notice')).toBe('session.ended'));
  });

  it('sends a logged-out visitor of a private page to /401', async () => {
    const router = renderAt('/team');
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
    expect(await screen.findByRole('heading', { name: 'You need to sign in' })).toBeTruthy();
  });

  it('sends an unknown path to /404', async () => {
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('sends a non-admin away from the admin panel to Home with the spec’s message', async () => {
    localStorage.setItem('parcel-audit.token', tokenWith({ role: 'client_admin' }));
    const router = renderAt('/adminPanel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect((await screen.findByRole('alert')).textContent).toContain('Unauthorized - you need admin rights');
  });

  it('lets a platform admin into the admin panel, with the sidebar and top bar', async () => {
    localStorage.setItem('parcel-audit.token', tokenWith({ role: 'platform_admin' }));
    renderAt('/adminPanel');
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start an investigation' })).toBeTruthy();
  });

  it('stores a token given to Home in the query and removes it from the address', async () => {
    const router = renderAt(`/home?token=${tokenWith({})}`);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(localStorage.getItem('parcel-audit.token')).toContain('.sig');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('denies Home without dashboard access', async () => {
    localStorage.setItem('parcel-audit.token', tokenWith({ dashboard: false }));
    renderAt('/home');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });

  it('sends an unverified user from carrier information to /login', async () => {
    localStorage.setItem('parcel-audit.token', tokenWith({ verified: false }));
    const router = renderAt('/carrier/information');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('refuses the reset page without a reset request', async () => {
    const router = renderAt('/forgotPassword/reset');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgotPassword/request'));
  });
});

/** A page with a field that makes it dirty, for the unsaved-changes prompt. */
function Form() {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <input aria-label="Name" onChange={() => setDirty(true)} />
      <Link to="/elsewhere">Elsewhere</Link>
      <UnsavedChangesPrompt when={dirty} />
    </>
  );
}

describe('unsaved changes', () => {
  it('asks before leaving a page with unsaved changes, and stays when asked to', async () => {
    const router = createMemoryRouter(
      [
        { path: '/form', element: <Form /> },
        { path: '/elsewhere', element: <p>Elsewhere page</p> },
      ],
      { initialEntries: ['/form'] },
    );
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});
