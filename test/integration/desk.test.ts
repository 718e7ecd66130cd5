/**
 * The claims desk (issue 38): lanes across companies read through the desk's indexes, moves
 * recorded through the claims core (history, counters, the success fee line of a credit), a second
 * click of one form making one move, a move meanwhile answering 409 with the claim as it is, and
 * provider staff kept to the companies assigned to them.
 */
import { randomUUID } from 'node:crypto';
import type { DeskMove } from '@shared/claims/desk';
import type { Reply } from '@shared/platform/replies';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorCode } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';
import { uploadDocument } from '../support/uploads';

applyStackEnv();
const { openClaim } = await import('../../functions/claims/open-claim');
const { getClaim } = await import('../../functions/claims/claim-queries');
const { newStoredClaim } = await import('../../functions/claims/stored-claim');
const { claimFeeLines } = await import('../../functions/billing/fee-lines');
const { table } = await import('../../functions/lib/table/table');
const { keys } = await import('../../functions/lib/table/keys');
const { DESK_STATS } = await import('../../functions/claims/counters');
const { addToDirectory } = await import('../../functions/companies/company-store');
const { proposeCredits } = await import('../../functions/claims/credit-seen');
const { backfillDeskIndexes } = await import('../../functions/desk/backfill-desk-indexes');

const PLATFORM = 'parcel-audit-platform';
type Claim = Parameters<typeof newStoredClaim>[0];

/** A claim nobody will file but the desk (no connector: nothing due for the sync job). */
async function claimToFile(companyId: string, fields: Partial<Claim> = {}) {
  const claimId = `desk-${randomUUID()}`;
  const claim = newStoredClaim({
    claimId,
    companyId,
    tracking_number: `1Z${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
    carrier: 'ups',
    reason_refund: 'lost',
    reference: `ORD-${claimId.slice(-6)}`,
    currency: 'EUR',
    requestedCents: 12_550,
    lines: [
      {
        sales_date: new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10),
        description: 'Shoes',
        nb_of_items: 1,
        unit_price: 125.5,
        amount_excl: 104.58,
        amount_incl: 125.5,
        tax_percentage: 20,
        currency_code: 'EUR',
      },
    ],
    documents: [],
    actions: [],
    ownerId: 'owner',
    owner: 'owner@example.test',
    credentialId: 'none',
    createdAt: new Date().toISOString(),
    ...fields,
  });
  await openClaim(claim, 'owner@example.test');
  return claim;
}

const ops = () => tokenFor({ role: 'platform_admin', companyId: PLATFORM, userId: `ops-${randomUUID()}` });
const lane = (token: string, query: string) =>
  call<Reply<'list-desk-claims'>>('GET', `/api/private/desk/claims?${query}`, { token });
const move = (
  token: string,
  companyId: string,
  claimId: string,
  body: Partial<DeskMove> & { version: number },
) =>
  call<Reply<'record-desk-move'>>('POST', `/api/private/desk/claims/${companyId}/${claimId}/moves`, {
    token,
    body: { moveId: randomUUID(), ...body },
  });

describe('the claims desk', () => {
  let companyId: string;
  let token: string;
  beforeAll(async () => {
    companyId = await makeCompany(`Desk ${randomUUID().slice(0, 6)}`);
    await addToDirectory(companyId);
    token = await ops();
  });

  it('lists the claims to file soonest deadline first, each with its days left, and counts the lanes', async () => {
    // Prepare: a damaged parcel's window (60 days from delivery) closes before a lost one's (270).
    const lost = await claimToFile(companyId);
    const damaged = await claimToFile(companyId, { reason_refund: 'damaged' });

    // Act
    const reply = await lane(token, `lane=to_file&companyId=${companyId}`);

    // Assess
    expect(reply.status).toBe(200);
    expect(reply.body.claims.map((row) => row.claimId)).toEqual([damaged.claimId, lost.claimId]);
    for (const row of reply.body.claims) {
      expect(typeof row.daysLeft).toBe('number');
      expect(row.estimated).toBe(true);
      expect(row.lane).toBe('to_file');
    }
    expect(reply.body.claims[0]!.daysLeft).toBe(50);
    expect(reply.body.counts.to_file).toBe(2);
    const everyCompany = await lane(token, 'lane=to_file&carrier=ups');
    expect(everyCompany.body.claims.length).toBeGreaterThan(0);
    expect(everyCompany.body.claims.every((row) => row.carrier === 'ups')).toBe(true);
  });

  it('filters by days left, amount and assignee', async () => {
    const co = await makeCompany('Desk filters');
    const small = await claimToFile(co, { requestedCents: 1_000 });
    const late = await claimToFile(co, { reason_refund: 'damaged' });
    const list = async (query: string) =>
      (await lane(token, `lane=to_file&companyId=${co}&${query}`)).body.claims.map((row) => row.claimId);
    expect(await list('daysLeft=55')).toEqual([late.claimId]);
    expect(await list('amountMax=50')).toEqual([small.claimId]);
    expect(await list('amountMin=100')).toEqual([late.claimId]);
    expect(await list('assignee=none')).toHaveLength(2);
  });

  it('takes a claim from filed to credited with its fee line, one move per form however many clicks', async () => {
    // Prepare
    const claim = await claimToFile(companyId);
    const path = `/api/private/desk/claims/${companyId}/${claim.claimId}`;

    // Act: filed, twice with the same form.
    const filing = {
      moveId: randomUUID(),
      version: 1,
      move: 'filed' as const,
      claimNumber: 'UPS-CLM 0042',
      filedOn: new Date().toISOString().slice(0, 10),
      channel: 'portal' as const,
    };
    const [first, second] = await Promise.all([
      call<Reply<'record-desk-move'>>('POST', `${path}/moves`, { token, body: filing }),
      call<Reply<'record-desk-move'>>('POST', `${path}/moves`, { token, body: filing }),
    ]);

    // Assess
    expect([first.status, second.status]).toEqual([200, 200]);
    let stored = (await getClaim(companyId, claim.claimId))!;
    expect(stored.version).toBe(2);
    expect(stored.state).toBe('requested');
    expect(stored.claim_number).toBe('UPS-CLM 0042');
    expect(first.body.desk.lane).toBe('waiting_carrier');
    expect(await table.get(keys.claimNumber(companyId, 'ups', 'UPS-CLM0042'))).toMatchObject({
      claimId: claim.claimId,
    });

    // A move on the claim as it was: 409 with the claim as it is.
    const stale = await move(token, companyId, claim.claimId, {
      version: 1,
      move: 'accepted',
      amount: 125.5,
      currency: 'EUR',
    });
    expect(stale.status).toBe(409);
    expect(errorCode(stale)).toBe('resource.conflict');
    expect(stale.body.desk.version).toBe(2);

    const accepted = await move(token, companyId, claim.claimId, {
      version: 2,
      move: 'accepted',
      amount: 125.5,
      currency: 'EUR',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.desk.lane).toBe('credit_to_confirm');

    const missingProof = await move(token, companyId, claim.claimId, {
      version: 3,
      move: 'credited',
      amount: 125.5,
      currency: 'EUR',
      creditedOn: new Date().toISOString().slice(0, 10),
      proof: 'statement_line',
    });
    expect(errorCode(missingProof)).toBe('desk.proof_missing');
    const credited = await move(token, companyId, claim.claimId, {
      version: 3,
      move: 'credited',
      amount: 125.5,
      currency: 'EUR',
      creditedOn: new Date().toISOString().slice(0, 10),
      proof: 'statement_line',
      reference: 'UPS statement 2026-11 line 14: claim UPS-CLM0042 credit 125.50',
    });
    expect(credited.status).toBe(200);
    stored = (await getClaim(companyId, claim.claimId))!;
    expect(stored.state).toBe('credited');
    expect(stored.credit).toMatchObject({ amountCents: 12_550, proof: 'statement_line' });
    expect(credited.body.desk.lane).toBeNull();
    const fees = await claimFeeLines(companyId, claim.claimId);
    expect(fees).toHaveLength(1);
    const detail = await call<Reply<'get-desk-claim'>>('GET', path, { token });
    expect(detail.body.history.map((entry) => entry.event)).toEqual([
      'created',
      'filed',
      'accepted',
      'credited',
    ]);
  });

  it('asks the merchant for what the carrier asks, and sends it once given', async () => {
    const claim = await claimToFile(companyId);
    const filed = await move(token, companyId, claim.claimId, {
      version: 1,
      move: 'filed',
      claimNumber: `C-${randomUUID().slice(0, 8)}`,
      filedOn: new Date().toISOString().slice(0, 10),
      channel: 'email',
    });
    const asked = await move(token, companyId, claim.claimId, {
      version: filed.body.desk.version,
      move: 'more_requested',
      carrierText: 'Merci de fournir la facture d’achat.',
      language: 'fr',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.desk.lane).toBe('waiting_merchant');
    expect(asked.body.claim.actions).toContain('documents_missing');
    expect(asked.body.desk.carrierRequest).toMatchObject({ language: 'fr' });
    const merchant = await tokenFor({ role: 'client_admin', companyId, userId: `admin-${randomUUID()}` });
    const invoice = await uploadDocument(merchant, 'claim_document', 'purchase-invoice.pdf');
    const answered = await call<Reply<'answer-action'>>(
      'POST',
      `/api/private/claims/${claim.claimId}/actions`,
      {
        token: merchant,
        body: {
          kind: 'documents_missing',
          documentIds: [invoice.documentId],
          message: 'The purchase invoice.',
        },
      },
    );
    expect(answered.status, answered.text).toBe(200);
    const after = await call<Reply<'get-desk-claim'>>(
      'GET',
      `/api/private/desk/claims/${companyId}/${claim.claimId}`,
      {
        token,
      },
    );
    expect(after.body.desk.lane).toBe('to_file');
    expect(after.body.desk.moves).toContain('documents_sent');
    const sent = await move(token, companyId, claim.claimId, {
      version: after.body.desk.version,
      move: 'documents_sent',
    });
    expect(sent.body.desk.lane).toBe('waiting_carrier');
  });

  it('re-disputes a denial, taking the tracking number back unless another claim holds it', async () => {
    const claim = await claimToFile(companyId);
    let version = (
      await move(token, companyId, claim.claimId, {
        version: 1,
        move: 'filed',
        claimNumber: `D-${randomUUID().slice(0, 8)}`,
        filedOn: new Date().toISOString().slice(0, 10),
        channel: 'portal',
      })
    ).body.desk.version;
    const denied = await move(token, companyId, claim.claimId, {
      version,
      move: 'denied',
      reason: 'delivered_signed',
      text: 'Our records show the parcel was delivered and signed for.',
    });
    expect(denied.body.claim.state).toBe('declined');
    expect(denied.body.desk.lane).toBe('answered');
    expect(denied.body.desk.moves).toEqual(['redisputed', 'denial_accepted']);
    expect(await table.get(keys.openClaim(companyId, claim.tracking_number))).toBeUndefined();
    version = denied.body.desk.version;
    const again = await move(token, companyId, claim.claimId, {
      version,
      move: 'redisputed',
      evidence: 'The signature is not the consignee’s: statement attached.',
    });
    expect(again.status).toBe(200);
    expect(again.body.claim.state).toBe('ongoing');
    expect(again.body.desk.redisputes).toBe(1);
    expect(await table.get(keys.openClaim(companyId, claim.tracking_number))).toMatchObject({
      claimId: claim.claimId,
    });
  });

  it('puts a credit the audit saw on a later invoice before the desk, to confirm with its proof', async () => {
    const claim = await claimToFile(companyId);
    const filed = await move(token, companyId, claim.claimId, {
      version: 1,
      move: 'filed',
      claimNumber: `S-${randomUUID().slice(0, 8)}`,
      filedOn: new Date().toISOString().slice(0, 10),
      channel: 'portal',
    });
    expect(filed.body.desk.lane).toBe('waiting_carrier');
    const credit = {
      trackingNumber: claim.tracking_number,
      invoiceNumber: 'INV-9001',
      invoiceDate: new Date().toISOString().slice(0, 10),
      amountCents: -12_550,
      currency: 'EUR',
    };
    expect(await proposeCredits(companyId, [credit], new Date().toISOString())).toBe(1);
    // The same invoice audited again proposes nothing more.
    expect(await proposeCredits(companyId, [credit], new Date().toISOString())).toBe(0);
    const detail = await call<Reply<'get-desk-claim'>>(
      'GET',
      `/api/private/desk/claims/${companyId}/${claim.claimId}`,
      {
        token,
      },
    );
    expect(detail.body.desk.lane).toBe('credit_to_confirm');
    expect(detail.body.desk.creditSeen).toMatchObject({ invoiceNumber: 'INV-9001', amount: 125.5 });
    expect(detail.body.history.at(-1)?.event).toBe('credit_seen');
    const confirmed = await move(token, companyId, claim.claimId, {
      version: detail.body.desk.version,
      move: 'credited',
      amount: 125.5,
      currency: 'EUR',
      creditedOn: credit.invoiceDate,
      proof: 'audit_line',
      reference: 'INV-9001',
    });
    expect(confirmed.body.claim.state).toBe('credited');
  });

  it('puts claims stored before the desk on it once, and never counts a claim twice', async () => {
    // Prepare: two claims as stored before the desk: no desk attributes, no desk counters.
    const co = await makeCompany('Desk older');
    const older = async (fields: Partial<Claim> = {}) => {
      const claim = await claimToFile(co, fields);
      const item = (await table.get(keys.claim(co, claim.claimId)))!;
      for (const name of [
        'gsi5pk',
        'gsi5sk',
        'gsi6pk',
        'gsi6sk',
        'gsi7pk',
        'gsi7sk',
        'deskCounted',
        'deskSince',
      ])
        delete item[name];
      await table.put(item);
      return claim;
    };
    const untouched = await older();
    const changed = await older({ carrier: 'colissimo', tracking_number: `6B${Date.now()}` });
    await table.delete(keys.stats(co, DESK_STATS));
    // One of them moves before the backfill runs: counted from nothing by the move itself.
    await move(token, co, changed.claimId, {
      version: 1,
      move: 'filed',
      claimNumber: 'OLD-1',
      filedOn: new Date().toISOString().slice(0, 10),
      channel: 'portal',
    });

    // Act
    const first = await backfillDeskIndexes(co);
    const second = await backfillDeskIndexes(co);

    // Assess
    expect([first.desk, second.desk]).toEqual([1, 0]);
    const counters = await table.get(keys.stats(co, DESK_STATS));
    expect(counters).toMatchObject({ lane_to_file: 1, lane_waiting_carrier: 1 });
    const toFile = await lane(token, `lane=to_file&companyId=${co}`);
    expect(toFile.body.claims.map((row) => row.claimId)).toEqual([untouched.claimId]);
    expect(toFile.body.counts).toMatchObject({ to_file: 1, waiting_carrier: 1 });
  });

  it('keeps its counts equal to its lanes', async () => {
    const co = await makeCompany('Desk counts');
    const a = await claimToFile(co);
    await claimToFile(co, { carrier: 'colissimo', tracking_number: `6A${Date.now()}` });
    await move(token, co, a.claimId, {
      version: 1,
      move: 'filed',
      claimNumber: 'N-1',
      filedOn: new Date().toISOString().slice(0, 10),
      channel: 'portal',
    });
    const counters = await table.get(keys.stats(co, DESK_STATS));
    expect(counters).toMatchObject({ lane_to_file: 1, lane_waiting_carrier: 1, lane_to_file_colissimo: 1 });
    const reply = await lane(token, `lane=waiting_carrier&companyId=${co}`);
    expect(reply.body.counts).toMatchObject({ to_file: 1, waiting_carrier: 1, answered: 0 });
    expect(reply.body.claims.map((row) => row.claimId)).toEqual([a.claimId]);
  });

  it('keeps provider staff to the companies assigned to them, and merchants off the desk', async () => {
    const staff = await makePerson({ role: 'provider_staff', companyId: PLATFORM });
    const staffToken = await tokenFor({ role: 'provider_staff', companyId: PLATFORM, userId: staff.userId });
    const mine = await makeCompany('Desk assigned');
    const claim = await claimToFile(mine);
    const theirs = await claimToFile(companyId);
    await table.put({
      ...keys.staffAssignment(staff.userId, mine),
      entity: 'staffAssignment',
      companyId: mine,
    });

    const listed = await lane(staffToken, 'lane=to_file');
    expect(listed.status).toBe(200);
    expect(listed.body.claims.map((row) => row.claimId)).toEqual([claim.claimId]);
    expect(listed.body.counts.to_file).toBe(1);
    expect(errorCode(await lane(staffToken, `lane=to_file&companyId=${companyId}`))).toBe(
      'desk.not_assigned',
    );
    const other = await call('GET', `/api/private/desk/claims/${companyId}/${theirs.claimId}`, {
      token: staffToken,
    });
    expect(other.status).toBe(403);
    const merchant = await tokenFor({ role: 'client_admin', companyId: mine, userId: `m-${randomUUID()}` });
    expect((await lane(merchant, 'lane=to_file')).status).toBe(403);
  });
});
