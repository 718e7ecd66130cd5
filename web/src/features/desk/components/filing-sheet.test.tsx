/**
 * The desk's filing sheet: the carrier's channel, each field with its value and a copy button that
 * says politely what it copied, the documents the carrier wants (has, lacks), the documents' zip,
 * and the merchant's portal login: confirmed first, masked until asked, hidden again after a
 * minute, then whether it worked; a platform admin reads why the login is not theirs to see.
 */
import type { FilingSheet as Sheet } from '@shared/claims/desk-sheet';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilingSheet } from './filing-sheet';
import { LOGIN_SHOWN_MS } from './portal-login';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenOf = (role: string) =>
  `${encode({ alg: 'RS256' })}.${encode({
    sub: 'staff-1',
    company: 'parcel-audit-platform',
    companyName: 'Parcel Audit',
    role,
    exp: 4_000_000_000,
  })}.sig`;

const sheet: Sheet = {
  companyId: 'co-1',
  claimId: 'claim-1',
  carrier: 'ups',
  carrierName: 'UPS',
  version: 3,
  channels: [{ kind: 'portal', address: 'https://www.ups.com/fr/fr/support/file-a-claim.page' }],
  portalUrl: 'https://www.ups.com',
  fields: [
    {
      key: 'trackingNumber',
      labelKey: 'desk.sheet.field.trackingNumber',
      format: 'text',
      value: '1Z999',
      required: true,
    },
    { key: 'issue', labelKey: 'desk.sheet.field.issue', format: 'issue', value: 'damaged', required: true },
    {
      key: 'receiverName',
      labelKey: 'desk.sheet.field.receiverName',
      format: 'text',
      value: null,
      required: false,
    },
    {
      key: 'amountClaimed',
      labelKey: 'desk.sheet.field.amountClaimed',
      format: 'amount',
      value: '125.50',
      required: false,
    },
  ],
  documents: [
    { need: 'proof_of_value', status: 'has', files: [{ documentId: 'doc-1', fileName: 'facture.pdf' }] },
    { need: 'damage_photos', status: 'lacks', files: [] },
  ],
  documentCount: 1,
  denialReasons: ['delivered_signed', 'other'],
  sources: [
    {
      url: 'https://www.ups.com/fr/fr/support/file-a-claim.page',
      title: 'UPS France – Remplir une réclamation',
    },
  ],
  login: { credentialId: 'cred-1', username: 'DEMO-UPS-1', status: 'active', statusReason: null },
};

let sent: { method: string; path: string; body: unknown }[] = [];
let copied: string[] = [];
const assign = vi.fn();

beforeEach(() => {
  sent = [];
  copied = [];
  localStorage.setItem('parcel-audit.token', tokenOf('provider_staff'));
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void copied.push(text) },
  });
  vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, path: url.pathname, body });
    const reply = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
    if (url.pathname.endsWith('/sheet')) return reply(sheet);
    if (url.pathname.endsWith('/documents-zip'))
      return reply({
        url: 'https://bucket.example/zip',
        expiresInSeconds: 300,
        fileName: '1Z999-documents.zip',
        files: 1,
      });
    if (url.pathname.endsWith('/login'))
      return reply({
        credentialId: 'cred-1',
        carrier: 'ups',
        username: 'DEMO-UPS-1',
        password: 'ups-demo',
        portalUrl: 'https://www.ups.com',
      });
    return reply({
      credentialId: 'cred-1',
      status: 'not_working',
      statusReason: 'invalid_credentials',
      merchantTold: true,
    });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function show() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <IntlProvider locale="en" messages={en}>
        <FilingSheet companyId="co-1" claimId="claim-1" />
      </IntlProvider>
    </SWRConfig>,
  );
  return screen.findByRole('region', { name: 'Filing sheet' });
}

describe('the filing sheet', () => {
  it('links to the carrier’s channel and copies each value, saying so politely', async () => {
    // Prepare
    const region = await show();

    // Assess: the channel, the fields, the documents.
    expect(within(region).getByRole('link', { name: /^Carrier portal/ })).toHaveProperty(
      'href',
      'https://www.ups.com/fr/fr/support/file-a-claim.page',
    );
    expect(within(region).getByText('1Z999')).toBeTruthy();
    expect(within(region).getByText('Damaged parcel')).toBeTruthy();
    expect(within(region).getByText('Not known: ask the merchant or read the parcel’s label.')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Copy Receiver' })).toBeNull();
    expect(within(region).getByText('Has it')).toBeTruthy();
    expect(within(region).getByText('Lacks it')).toBeTruthy();
    expect(within(region).getByText('(facture.pdf)')).toBeTruthy();

    // Act: copy the tracking number and the issue, with the keyboard's button.
    fireEvent.click(within(region).getByRole('button', { name: 'Copy Tracking number' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Tracking number copied.'));
    fireEvent.click(within(region).getByRole('button', { name: 'Copy Amount claimed' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Copy Issue' }));

    // Assess
    await waitFor(() => expect(copied).toEqual(['1Z999', '125.50', 'Damaged parcel']));
  });

  it('downloads the documents as one zip through its link', async () => {
    const region = await show();
    fireEvent.click(within(region).getByRole('button', { name: 'Download the documents (zip)' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://bucket.example/zip'));
    expect(sent.find((call) => call.path.endsWith('/documents-zip'))?.method).toBe('POST');
  });

  it('shows the login after a confirmation, masked until asked, hidden after a minute, then records that it failed', async () => {
    // Prepare
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const region = await show();

    // Act: ask, and confirm.
    fireEvent.click(within(region).getByRole('button', { name: 'Show the portal login' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Show the merchant’s login?' });
    expect(sent.some((call) => call.path.endsWith('/login'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show the login' }));

    // Assess: the user name, the password masked until asked.
    await within(region).findByText('DEMO-UPS-1', { selector: '.sheet-value' });
    expect(within(region).queryByText('ups-demo')).toBeNull();
    expect(within(region).getByText('Password hidden')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Copy Password' }));
    await waitFor(() => expect(copied).toEqual(['ups-demo']));
    fireEvent.click(within(region).getByRole('button', { name: 'Show the password' }));
    expect(within(region).getByText('ups-demo')).toBeTruthy();

    // A minute later it is gone.
    act(() => vi.advanceTimersByTime(LOGIN_SHOWN_MS));
    expect(within(region).queryByText('ups-demo')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('The login is hidden again.');

    // Act: it did not work, the password is wrong.
    const question = within(region).getByRole('group', { name: 'Did the login work?' });
    fireEvent.click(within(question).getByRole('button', { name: 'No: wrong password' }));

    // Assess
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Recorded: the account is not working, and the merchant was e-mailed.',
      ),
    );
    expect(sent.find((call) => call.path.endsWith('/login-check'))?.body).toEqual({
      worked: false,
      reason: 'invalid_credentials',
    });
  });

  it('tells a platform admin the login is for assigned staff only', async () => {
    localStorage.setItem('parcel-audit.token', tokenOf('platform_admin'));
    const region = await show();
    expect(
      within(region).getByText('Only provider staff assigned to this company can see the merchant’s login.'),
    ).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Show the portal login' })).toBeNull();
  });
});
