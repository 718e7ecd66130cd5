/**
 * The one place that opens a claim (functions/claims/open-claim): what each source's claim asks the
 * merchant for and when it is due (pinned as the form, the bulk workflow and the audit decided it
 * before they shared it), that a claim is written with its marker, history and counters once, and
 * the retry on a claim changed meanwhile.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeCompany } from '../support/people';
import { applyStackEnv } from '../support/stack-env';

applyStackEnv();
const { claimNeeds, dueAt, newClaim, openClaim, openClaims, OpenClaimExistsError } = await import(
  '../../functions/claims/open-claim'
);
const { ClaimChangedError, changeClaim, retryOnChange, unlessChanged } = await import(
  '../../functions/claims/claim-writes'
);
const { getClaim, getClaimWithHistory, openClaimId, readClaimStats } = await import(
  '../../functions/claims/claim-queries'
);
const { statsKeys } = await import('../../functions/claims/counters');

type Draft = Parameters<typeof newClaim>[0];

const line: Draft['lines'][number] = {
  sales_date: '2026-10-30',
  description: 'Shoes',
  nb_of_items: 1,
  unit_price: 40,
  amount_excl: 40,
  amount_incl: 48,
  tax_percentage: 20,
  currency_code: 'EUR',
};

function draft(companyId: string, change: Partial<Draft> = {}): Draft {
  return {
    claimId: `open-${randomUUID()}`,
    companyId,
    source: 'manual',
    owner: { userId: 'user-1', email: 'owner@example.test' },
    credentialId: 'cred-1',
    tracking_number: `1Z${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
    carrier: 'ups',
    issue: 'lost',
    reference: 'ORDER-1',
    lines: [line],
    documents: [],
    given: { originalInvoice: true, pictures: false },
    at: '2026-11-02T10:00:00.000Z',
    ...change,
  };
}

describe('what a new claim needs, by source', () => {
  it('asks a form claim only for damage pictures it lacks', () => {
    // Prepare
    const form = { originalInvoice: true, goods: true };
    // Act / Assess
    expect(claimNeeds('manual', 'lost', { ...form, pictures: false })).toEqual([]);
    expect(claimNeeds('manual', 'damaged', { ...form, pictures: false })).toEqual(['pictures_missing']);
    expect(claimNeeds('manual', 'damaged', { ...form, pictures: true })).toEqual([]);
  });

  it('asks a bulk row for its original invoice, its goods when the row had none, and damage pictures', () => {
    const bulk = { originalInvoice: false, pictures: false };
    expect(claimNeeds('bulk', 'late_delivery', { ...bulk, goods: true })).toEqual([
      'original_invoice_missing',
    ]);
    expect(claimNeeds('bulk', 'lost', { ...bulk, goods: false })).toEqual([
      'invoice_missing',
      'original_invoice_missing',
    ]);
    expect(claimNeeds('bulk', 'damaged', { ...bulk, goods: false })).toEqual([
      'invoice_missing',
      'original_invoice_missing',
      'pictures_missing',
    ]);
  });

  it("asks an audit finding for the goods' value of a lost or damaged parcel only", () => {
    const audit = { originalInvoice: false, pictures: false, goods: false };
    expect(claimNeeds('audit', 'lost', audit)).toEqual(['invoice_missing']);
    expect(claimNeeds('audit', 'damaged', audit)).toEqual(['invoice_missing']);
    expect(claimNeeds('audit', 'surcharge', audit)).toEqual([]);
    expect(claimNeeds('audit', 'late_delivery', audit)).toEqual([]);
  });

  it('is due at once unless it lacks what the carrier needs', () => {
    const at = '2026-11-02T10:00:00.000Z';
    expect(dueAt('ups', [], at)).toBe(at);
    expect(dueAt('ups', ['documents_missing'], at)).toBe(at);
    expect(dueAt('ups', ['pictures_missing'], at)).toBeNull();
    expect(dueAt('ups', ['original_invoice_missing'], at)).toBeNull();
  });

  it('claims the goods for a form or bulk claim, and the findings for an audit claim', () => {
    // Prepare
    const companyId = 'co-pure';
    // Act
    const form = newClaim(draft(companyId));
    const bulk = newClaim(
      draft(companyId, { source: 'bulk', lines: [], given: { originalInvoice: false, pictures: false } }),
    );
    const audit = newClaim(
      draft(companyId, {
        source: 'audit',
        issue: 'surcharge',
        lines: [],
        given: { originalInvoice: false, pictures: false },
        amount: { currency: 'USD', cents: 1234 },
      }),
    );
    // Assess
    expect(form).toMatchObject({ claim_source: 'manual', currency: 'EUR', actions: [], state: 'refundable' });
    expect(form.requestedCents).toBe(4800);
    expect(form.nextSyncAt).toBe(form.createdAt);
    expect(form.is_lox_claim).toBe(false);
    expect(bulk).toMatchObject({
      claim_source: 'bulk',
      currency: 'EUR',
      requestedCents: 0,
      nextSyncAt: null,
    });
    expect(bulk.actions).toEqual(['invoice_missing', 'original_invoice_missing']);
    expect(audit).toMatchObject({
      claim_source: 'audit',
      currency: 'USD',
      requestedCents: 1234,
      actions: [],
    });
    expect(audit.nextSyncAt).toBe(audit.createdAt);
    expect(audit.is_lox_claim).toBe(true);
    expect('audit' in form).toBe(false);
  });
});

describe('opening claims', () => {
  it('writes the claim, its marker, its first history entry and its counters once', async () => {
    // Prepare
    const companyId = await makeCompany();
    const claim = newClaim(draft(companyId));
    // Act
    await openClaim(claim, 'owner@example.test');
    const again = await openClaim({ ...claim, claimId: `${claim.claimId}-b` }, 'owner@example.test').catch(
      (error: unknown) => error,
    );
    // Assess
    expect(again).toBeInstanceOf(OpenClaimExistsError);
    expect((again as InstanceType<typeof OpenClaimExistsError>).claimId).toBe(claim.claimId);
    expect(await openClaimId(companyId, claim.tracking_number)).toBe(claim.claimId);
    const stored = await getClaimWithHistory(companyId, claim.claimId);
    expect(stored?.history.map((entry) => entry.event)).toEqual(['created']);
    const stats = await readClaimStats(companyId, [statsKeys.all]);
    expect(stats[statsKeys.all]).toMatchObject({ claims: 1, claims_ups: 1, state_refundable: 1 });
  });

  it('opens a batch once: a retry finds its own claims, another claim holds its tracking number', async () => {
    // Prepare
    const companyId = await makeCompany();
    const held = newClaim(draft(companyId));
    await openClaim(held, 'owner@example.test');
    const bulk = { source: 'bulk' as const, given: { originalInvoice: false, pictures: false } };
    const batch = [0, 1, 2].map(() => newClaim(draft(companyId, bulk)));
    const clash = newClaim(draft(companyId, { ...bulk, tracking_number: held.tracking_number }));
    // Act
    const first = await openClaims([...batch, clash], 'run@example.test', { count: true });
    const retried = await openClaims([...batch, clash], 'run@example.test', { count: true });
    // Assess
    for (const claim of batch) {
      expect(first.get(claim.claimId)).toBe('created');
      expect(retried.get(claim.claimId)).toBe('created');
    }
    expect(first.get(clash.claimId)).toBe('open_claim');
    const stats = await readClaimStats(companyId, [statsKeys.all]);
    expect(stats[statsKeys.all]?.claims).toBe(4);
    expect(stats[statsKeys.all]?.action_original_invoice_missing).toBe(3);
  });
});

describe('a claim changed meanwhile', () => {
  it('is read again and decided again, then the conflict is given up to the caller', async () => {
    // Prepare
    const companyId = await makeCompany();
    const claim = newClaim(draft(companyId));
    await openClaim(claim, 'owner@example.test');
    const note = (message: string) => ({
      mover: 'merchant' as const,
      event: 'information' as const,
      to: claim.state,
      by: 'owner@example.test',
      at: new Date().toISOString(),
      message,
    });
    // Another writer moves the claim on: the copy read first is stale.
    await changeClaim(claim, note('first'));
    let tries = 0;
    // Act
    const changed = await retryOnChange(
      claim,
      () => getClaim(companyId, claim.claimId),
      (current) => {
        tries++;
        return changeClaim(current, note('second'));
      },
    );
    const stale = await retryOnChange(
      claim,
      async () => claim,
      (current) => changeClaim(current, note('never')),
      2,
    ).catch((error: unknown) => error);
    const yielded = await unlessChanged(changeClaim(claim, note('never')), null);
    // Assess
    expect(tries).toBe(2);
    expect(changed?.version).toBe(3);
    expect(stale).toBeInstanceOf(ClaimChangedError);
    expect((stale as InstanceType<typeof ClaimChangedError>).code).toBe('resource.conflict');
    expect(yielded).toBeNull();
    expect(
      await retryOnChange(
        null,
        async () => null,
        async () => 'never',
      ),
    ).toBeNull();
  });
});
