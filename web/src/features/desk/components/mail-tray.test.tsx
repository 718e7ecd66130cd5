/**
 * The unmatched tray: mails that named no investigation, each with its company and the address it
 * was sent to, attached to an investigation by its id (checked first) or discarded after asking.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MailTray } from './mail-tray';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${encode({ alg: 'RS256' })}.${encode({
  sub: 'staff',
  company: 'platform',
  role: 'provider_staff',
  exp: 4_000_000_000,
})}.sig`;

const UNMATCHED = {
  mailId: 'mail-tray-00001',
  companyId: 'co-2',
  companyName: 'Boutique Lyon',
  status: 'unmatched',
  claimId: null,
  matchedBy: null,
  to: 'claims+abcdefghijklmnop@inbound.parcel-audit.localhost',
  from: 'serviceclient@colissimo.example',
  fromName: null,
  subject: 'Votre demande',
  sentAt: '2026-11-16T08:30:00.000Z',
  receivedAt: '2026-11-16T08:31:00.000Z',
  verdicts: { spf: 'pass', dkim: 'pass', dmarc: 'pass', spam: 'pass', virus: 'pass' },
  attachments: 0,
  refusedAttachments: 0,
  tooLarge: false,
  proposal: null,
  decision: null,
};

let calls: { method: string; path: string; query: string; body: unknown }[] = [];

beforeEach(() => {
  calls = [];
  localStorage.setItem('parcel-audit.token', TOKEN);
  vi.stubGlobal('fetch', async (url: URL | string, init: RequestInit = {}) => {
    const parsed = new URL(String(url), 'http://localhost');
    const method = init.method ?? 'GET';
    calls.push({
      method,
      path: parsed.pathname,
      query: parsed.search,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    if (parsed.pathname === '/api/private/desk/mails') return json({ mails: [UNMATCHED], cursor: null });
    if (parsed.pathname.endsWith('/attach'))
      return json({ mail: { ...UNMATCHED, status: 'pending' }, claim: {}, desk: {}, row: null });
    if (parsed.pathname.endsWith('/discard')) return json({ mail: { ...UNMATCHED, status: 'discarded' } });
    return new Response('{}', { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function show(companyId?: string) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <IntlProvider locale="en" messages={en}>
        <MailTray companyId={companyId} />
      </IntlProvider>
    </SWRConfig>,
  );
}

const posts = () => calls.filter((call) => call.method === 'POST');

describe('the unmatched tray', () => {
  it('lists each mail with its company, the address it was sent to and its verdict', async () => {
    show('co-2');
    const item = (await screen.findByText('Votre demande')).closest('li')!;
    expect(within(item).getByText('Boutique Lyon')).toBeTruthy();
    expect(within(item).getByText('claims+abcdefghijklmnop@inbound.parcel-audit.localhost')).toBeTruthy();
    expect(within(item).getByText('SPF pass, DKIM pass, DMARC pass')).toBeTruthy();
    expect(calls[0]!.query).toBe('?companyId=co-2');
  });

  it('attaches a mail to an investigation by its id, checked first', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Attach to an investigation' }));
    fireEvent.change(screen.getByLabelText('Investigation id'), { target: { value: 'not an id!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('Enter the investigation’s id: letters, digits, - and _.')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Investigation id'), { target: { value: 'claim-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Attach' }));

    await screen.findByText('E-mail attached to the investigation.');
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: '/api/private/desk/mails/co-2/mail-tray-00001/attach',
        query: '',
        body: { claimId: 'claim-42' },
      },
    ]);
  });

  it('asks before discarding, then discards', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    const question = await screen.findByRole('alertdialog', { name: 'Discard this e-mail?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(posts().map((call) => call.path)).toEqual([
        '/api/private/desk/mails/co-2/mail-tray-00001/discard',
      ]),
    );
    expect(await screen.findByText('E-mail discarded.')).toBeTruthy();
  });
});
