/**
 * A claim's carrier e-mails on the desk: the company's reply address, each mail with its sender,
 * date and verdict, its HTML in a frame that runs nothing, the proposed move confirmed once however
 * many clicks, another move chosen and checked with the desk's schema, a dismissal asked first.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClaimMails } from './claim-mails';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${encode({ alg: 'RS256' })}.${encode({
  sub: 'ops',
  company: 'platform',
  role: 'platform_admin',
  exp: 4_000_000_000,
})}.sig`;

const VERDICTS = {
  spf: 'not_verified',
  dkim: 'not_verified',
  dmarc: 'not_verified',
  spam: 'not_verified',
  virus: 'not_verified',
};
const summary = (fields: Record<string, unknown>) => ({
  companyId: 'co-1',
  companyName: 'Demo Merchant',
  claimId: 'claim-1',
  matchedBy: 'claim_number',
  to: 'claims+abcdefghijklmnop@inbound.parcel-audit.localhost',
  from: 'claims-noreply@ups.example',
  fromName: 'UPS Claims',
  sentAt: '2026-11-16T08:30:00.000Z',
  receivedAt: '2026-11-16T08:31:00.000Z',
  verdicts: VERDICTS,
  attachments: 0,
  refusedAttachments: 0,
  tooLarge: false,
  decision: null,
  ...fields,
});
const PENDING = summary({
  mailId: 'mail-pending-0001',
  status: 'pending',
  subject: 'Your UPS claim UPS-CLM 0042',
  proposal: {
    move: 'accepted',
    cue: 'Your claim has been approved.',
    language: 'en',
    claimNumber: null,
    amount: 125.5,
    currency: 'EUR',
    reason: null,
  },
});
const APPLIED = summary({
  mailId: 'mail-applied-0001',
  status: 'applied',
  subject: 'Earlier answer',
  proposal: null,
  decision: { by: 'ops@parcel-audit.example', at: '2026-11-10T08:00:00.000Z', move: 'more_requested' },
  verdicts: { ...VERDICTS, spf: 'pass', dkim: 'fail', dmarc: 'fail' },
});

let calls: { method: string; path: string; body: unknown }[] = [];
let address: string | null = 'claims+abcdefghijklmnop@inbound.parcel-audit.localhost';

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  address = 'claims+abcdefghijklmnop@inbound.parcel-audit.localhost';
  localStorage.setItem('parcel-audit.token', TOKEN);
  vi.stubGlobal('fetch', async (url: URL | string, init: RequestInit = {}) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (path.endsWith('/claims/co-1/claim-1/mails'))
      return reply(200, { address, mails: [PENDING, APPLIED], cursor: null });
    if (path.endsWith('/claims/co-1/claim-1'))
      return reply(200, {
        claim: { currency: 'EUR' },
        desk: { version: 7, moves: ['more_requested', 'accepted', 'denied', 'credited', 'closed'] },
        history: [],
      });
    if (path.endsWith('/inbound-address')) {
      address = 'claims+qrstuvwxyz012345@inbound.parcel-audit.localhost';
      return reply(200, { companyId: 'co-1', address });
    }
    if (/\/mails\/co-1\/[\w-]+$/.test(path))
      return reply(200, {
        address,
        mail: {
          ...PENDING,
          messageId: '<m@ups.example>',
          text: 'Your claim has been approved.',
          html: '<p>Your claim has been <b>approved</b>.</p>',
          truncated: false,
          attachmentList: [
            { fileName: 'credit-note.pdf', size: 2048, fileType: 'pdf', documentId: 'doc-1', refused: null },
            { fileName: 'invoice.pdf', size: 10, fileType: null, documentId: null, refused: 'wrong_type' },
          ],
        },
      });
    if (path.endsWith('/move') || path.endsWith('/dismiss'))
      return reply(200, { mail: { ...PENDING, status: 'applied' }, claim: {}, desk: {}, row: null });
    return reply(404, { error: { code: 'resource.not_found', message: 'no' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function show() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <IntlProvider locale="en" messages={en}>
        <ClaimMails companyId="co-1" claimId="claim-1" />
      </IntlProvider>
    </SWRConfig>,
  );
}

const posts = (suffix: string) =>
  calls.filter((call) => call.method === 'POST' && call.path.endsWith(suffix));

describe('a claim’s carrier e-mails', () => {
  it('shows the reply address and each mail with its sender, verdict and proposal, the HTML in a frame that runs nothing', async () => {
    // Act
    show();

    // Assess
    expect(await screen.findByText('claims+abcdefghijklmnop@inbound.parcel-audit.localhost')).toBeTruthy();
    const [pending, applied] = screen
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('mail-item'));
    expect(within(pending!).getByText('UPS Claims <claims-noreply@ups.example>')).toBeTruthy();
    expect(within(pending!).getByText(/Not verified/)).toBeTruthy();
    expect(within(pending!).getByText('Accepted')).toBeTruthy();
    expect(within(pending!).getByText('€125.50')).toBeTruthy();
    expect(within(applied!).getByText('Move recorded: The carrier asks for more')).toBeTruthy();
    expect(within(applied!).getByText('SPF pass, DKIM fail, DMARC fail')).toBeTruthy();
    const frame = (await within(pending!).findByTitle(
      /E-mail from claims-noreply@ups.example/,
    )) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain("default-src 'none'");
    expect(frame.getAttribute('srcdoc')).toContain('<b>approved</b>');
    expect(within(pending!).getByText(/Refused: not a PDF/)).toBeTruthy();
  });

  it('confirms the proposed move once, on the claim’s version, with the mail’s id as the move’s', async () => {
    // Prepare
    show();
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));

    // Act
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    // Assess
    await screen.findByText('Move recorded.');
    expect(posts('/move')).toEqual([
      {
        method: 'POST',
        path: '/api/private/desk/mails/co-1/mail-pending-0001/move',
        body: { move: 'accepted', version: 7, moveId: 'mail-pending-0001', amount: 125.5, currency: 'EUR' },
      },
    ]);
  });

  it('records another move, checked with the desk’s schema first', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose another move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a move from this e-mail' });
    fireEvent.change(within(dialog).getByLabelText('Move'), { target: { value: 'denied' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the move' }));
    // The desk's own schema speaks: each empty field says what it needs.
    expect(await within(dialog).findAllByText('This field is required')).not.toHaveLength(0);
    expect(posts('/move')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'delivered_signed' } });
    fireEvent.change(within(dialog).getByLabelText('The carrier’s words'), {
      target: { value: 'Delivered and signed for.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the move' }));

    await waitFor(() => expect(posts('/move')).toHaveLength(1));
    expect(posts('/move')[0]!.body).toEqual({
      move: 'denied',
      version: 7,
      moveId: 'mail-pending-0001',
      reason: 'delivered_signed',
      text: 'Delivered and signed for.',
    });
  });

  it('asks before dismissing, then dismisses', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const question = await screen.findByRole('alertdialog', { name: 'Dismiss this e-mail?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Dismiss' }));
    await screen.findByText('E-mail dismissed.');
    expect(posts('/dismiss').map((call) => call.path)).toEqual([
      '/api/private/desk/mails/co-1/mail-pending-0001/dismiss',
    ]);
  });

  it('makes the company’s address when it has none', async () => {
    address = null;
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Create the address' }));
    expect(await screen.findByText('claims+qrstuvwxyz012345@inbound.parcel-audit.localhost')).toBeTruthy();
    expect(posts('/inbound-address').map((call) => call.path)).toEqual([
      '/api/private/desk/companies/co-1/inbound-address',
    ]);
  });
});
