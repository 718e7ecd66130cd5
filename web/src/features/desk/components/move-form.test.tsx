/**
 * A move's form: checked with the schema the server checks with (its messages beside the fields),
 * sent with the claim's version and one move id however often it is saved, and, when someone else
 * changed the claim meanwhile (409), showing the claim as it now is while keeping what was typed.
 */
import type { ClaimView } from '@shared/claims/schema';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { createRef } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskAnswer } from '../api/desk';
import { MoveForm, type MoveTarget, moveInput } from './move-form';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${encode({ alg: 'RS256' })}.${encode({
  sub: 'ops',
  company: 'parcel-audit-platform',
  companyName: 'Parcel Audit',
  role: 'platform_admin',
  exp: 4_000_000_000,
})}.sig`;

const claim: ClaimView = {
  claimId: 'claim-1',
  tracking_number: '1Z999AA10123456784',
  carrier: 'ups',
  reason_refund: 'lost',
  reference: 'CMD-2041',
  state: 'refundable',
  stage: 'not_open',
  owner: 'admin@demo-merchant.example',
  claim_source: 'manual',
  is_lox_claim: false,
  service_level_agreement: null,
  country_code_sender: null,
  country_code_receiver: null,
  postal_code_receiver: null,
  weight: null,
  claim_number: null,
  claim_date: null,
  currency: 'EUR',
  requested_amount: 139.9,
  confirmed_amount: null,
  credited_amount: null,
  last_carrier_message: null,
  lines: [],
  documents: [{ documentId: 'doc-1', kind: 'claim_invoice', fileName: 'invoice.pdf' }],
  actions: [],
  favourite: false,
  days_left_to_claim: null,
  window_closes_on: null,
  audit: null,
  filing: null,
  carrier_request: null,
  denial: null,
  credit: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const desk = (
  version: number,
  moves: MoveTarget['desk']['moves'] = ['filed', 'closed'],
): MoveTarget['desk'] => ({
  companyId: 'demo-merchant',
  companyName: 'Demo Merchant',
  lane: 'to_file',
  daysLeft: 12,
  closesOn: '2026-12-01',
  estimated: true,
  version,
  creditSeen: null,
  assignee: null,
  pendingAnswers: 0,
  redisputes: 0,
  deskDecision: false,
  filing: null,
  carrierRequest: null,
  denial: null,
  credit: null,
  moves,
});

const target: MoveTarget = { ref: { companyId: 'demo-merchant', claimId: 'claim-1' }, claim, desk: desk(1) };

let sent: Record<string, unknown>[] = [];
let answers: Response[] = [];
beforeEach(() => {
  sent = [];
  answers = [];
  localStorage.setItem('parcel-audit.token', TOKEN);
  vi.stubGlobal('fetch', async (_url: URL, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return answers.shift() ?? new Response('{}', { status: 500 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function show(move: MoveTarget['desk']['moves'][number], on: Partial<Parameters<typeof MoveForm>[0]> = {}) {
  const handlers = { onClose: vi.fn(), onDone: vi.fn(), onConflict: vi.fn() };
  render(
    <IntlProvider locale="en" messages={en}>
      <MoveForm target={target} move={move} returnFocus={createRef()} {...handlers} {...on} />
    </IntlProvider>,
  );
  return handlers;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const fieldError = (label: string) => {
  const control = screen.getByLabelText(label);
  return document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;
};

describe('a move’s form', () => {
  it('says beside each field what the shared schema refuses, and sends nothing', async () => {
    // Prepare
    show('filed');
    fireEvent.change(screen.getByLabelText('Date filed'), { target: { value: '' } });

    // Act
    save();

    // Assess
    await screen.findByText('There are 3 problems with this form');
    expect(fieldError('Carrier’s claim number')).toBe('This field is required');
    expect(fieldError('Date filed')).toBe('Enter a date as YYYY-MM-DD.');
    expect(fieldError('Channel')).toBe('This field is required');
    expect(sent).toEqual([]);
  });

  it('asks a credit for its amount as people write it and for its proof', async () => {
    // Prepare
    show('credited');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '12,5€' } });
    fireEvent.change(screen.getByLabelText('Proof of the credit'), { target: { value: 'statement_line' } });

    // Act
    save();

    // Assess
    await waitFor(() =>
      expect(fieldError('Amount')).toBe('Enter a positive amount with at most two decimals.'),
    );
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '12,50' } });
    save();
    await waitFor(() =>
      expect(fieldError('The line as the carrier printed it')).toBe(
        'Name the proof: the credit note, or the line that shows the credit.',
      ),
    );
    expect(sent).toEqual([]);
  });

  it('reads a move’s values as the API takes them', () => {
    expect(
      moveInput(
        'credited',
        {
          amount: '1.234,56',
          currency: 'eur',
          creditedOn: '2026-11-20',
          proof: 'credit_note',
          documentId: 'doc-1',
          reference: 'ignored',
        },
        4,
        'move-id-1234',
      ),
    ).toEqual({
      move: 'credited',
      version: 4,
      moveId: 'move-id-1234',
      amount: 1234.56,
      currency: 'EUR',
      creditedOn: '2026-11-20',
      proof: 'credit_note',
      documentId: 'doc-1',
    });
    expect(moveInput('accepted', { amount: '', currency: 'EUR', note: ' ' }, 1, 'm')).toEqual({
      move: 'accepted',
      version: 1,
      moveId: 'm',
      amount: undefined,
      currency: 'EUR',
    });
  });

  it('shows the claim as it now is after a move meanwhile, keeps the input, and saves on the new version', async () => {
    // Prepare
    const handlers = show('filed');
    const now: DeskAnswer = { claim: { ...claim, state: 'refundable' }, desk: desk(3), row: null };
    answers.push(
      new Response(JSON.stringify({ error: { code: 'resource.conflict', message: 'changed' }, ...now }), {
        status: 409,
      }),
    );
    fireEvent.change(screen.getByLabelText('Carrier’s claim number'), { target: { value: 'UPS-CLM-42' } });
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'portal' } });

    // Act
    save();

    // Assess
    await screen.findByText(/Someone else changed this claim meanwhile/);
    expect(handlers.onConflict).toHaveBeenCalledWith(now);
    expect(handlers.onDone).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Carrier’s claim number') as HTMLInputElement).value).toBe('UPS-CLM-42');
    expect(sent[0]).toMatchObject({
      move: 'filed',
      version: 1,
      claimNumber: 'UPS-CLM-42',
      channel: 'portal',
    });

    // Act: saved again, it names the version now shown and the same move id.
    const done: DeskAnswer = {
      claim: { ...claim, claim_number: 'UPS-CLM-42' },
      desk: desk(4, []),
      row: null,
    };
    answers.push(new Response(JSON.stringify(done), { status: 200 }));
    save();

    // Assess
    await waitFor(() => expect(handlers.onDone).toHaveBeenCalledWith(done));
    expect(sent[1]).toMatchObject({ version: 3, moveId: sent[0]!.moveId });
  });

  it('says when the move is no longer offered on the claim as it now is', async () => {
    // Prepare
    show('filed');
    const now: DeskAnswer = { claim, desk: desk(2, ['more_requested', 'closed']), row: null };
    answers.push(
      new Response(JSON.stringify({ error: { code: 'resource.conflict', message: 'x' }, ...now }), {
        status: 409,
      }),
    );
    fireEvent.change(screen.getByLabelText('Carrier’s claim number'), { target: { value: 'N-1' } });
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'email' } });

    // Act
    save();

    // Assess
    await screen.findByText(/this move is no longer offered/);
  });
});
