/**
 * The dashboards' migration (functions/dashboards/backfill.ts) on data stored before them: claims
 * whose counters lack the new ones, an invoice audited before the dashboards. It fills what the
 * writes would have written, and a second run writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditGenerated } from '../support/audits';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();
const { newClaim, openClaim } = await import('../../functions/claims/open-claim');
const { changeClaim } = await import('../../functions/claims/claim-writes');
const { getClaim } = await import('../../functions/claims/claim-queries');
const { backfillDashboards } = await import('../../functions/dashboards/backfill');
const { getAudit, setAudit } = await import('../../functions/audit/audit-store');
const { table } = await import('../../functions/lib/table/table');
const { keys } = await import('../../functions/lib/table/keys');

async function counters(companyId: string, prefix: string) {
  const out: Record<string, Record<string, number>> = {};
  for (const item of await table.queryAll({ pk: `C#${companyId}`, prefix })) {
    const numbers = Object.entries(item).filter(([, value]) => typeof value === 'number' && value !== 0);
    // An item whose counters all went back to zero counts nothing.
    if (numbers.length) out[String(item.sk)] = Object.fromEntries(numbers) as Record<string, number>;
  }
  return out;
}

describe('the dashboards migration', () => {
  it('fills the counters of older claims and invoices as the writes would have, once', async () => {
    const companyId = await makeCompany();
    const person = await makePerson({ role: 'client_admin', companyId });
    const token = await tokenFor({ role: 'client_admin', companyId, userId: person.userId });
    const claim = newClaim({
      claimId: `fill-${randomUUID()}`,
      companyId,
      source: 'manual',
      owner: { userId: 'owner', email: 'owner@example.test' },
      credentialId: 'cred',
      tracking_number: `1Z${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
      carrier: 'ups',
      issue: 'lost',
      reference: 'ORDER',
      lines: [],
      documents: [],
      given: { originalInvoice: false, pictures: false },
      amount: { currency: 'EUR', cents: 2500 },
      shipment: { shippedAt: '2026-11-20', scheduledDeliveryAt: '2026-11-22', deliveredAt: null },
      // 23:30 UTC on 31 October: 1 November in Paris.
      at: '2026-10-31T23:30:00.000Z',
    });
    await openClaim(claim, 'owner@example.test');
    for (const to of ['requested', 'credited'] as const)
      await changeClaim((await getClaim(companyId, claim.claimId))!, {
        mover: 'connector',
        event: 'status',
        to,
        by: 'ups',
        at: '2026-11-10T10:00:00.000Z',
        message: null,
      });
    const { documentId } = await auditGenerated(token, 30, 'backfill');
    const claimsAsWritten = await counters(companyId, 'CLAIMSTATS#');
    const dashboardsAsWritten = await counters(companyId, 'DASH');
    expect(claimsAsWritten['CLAIMSTATS#M#2026-11']).toMatchObject({
      credited_ups_EUR: 2500,
      n_credited_ups: 1,
    });

    // As stored before the dashboards: claims counted in UTC months without the new counters, the
    // invoice counted without them and its audit not knowing what it found per carrier.
    for (const item of await table.queryAll({ pk: `C#${companyId}`, prefix: 'CLAIMSTATS#' }))
      await table.delete({ pk: String(item.pk), sk: String(item.sk) });
    await table.put({
      ...keys.stats(companyId, 'CLAIMSTATS#ALL'),
      entity: 'claimStats',
      claims: 1,
      claims_ups: 1,
      state_credited: 1,
      requested_EUR: 2500,
      credited_EUR: 2500,
    });
    await table.put({
      ...keys.stats(companyId, 'CLAIMSTATS#M#2026-10'),
      entity: 'claimStats',
      claims: 1,
      claims_ups: 1,
    });
    for (const item of await table.queryAll({ pk: `C#${companyId}`, prefix: 'DASH' }))
      await table.delete({ pk: String(item.pk), sk: String(item.sk) });
    for (const item of await table.queryAll({
      pk: `C#${companyId}`,
      prefix: `AUDIT#${documentId}#D#`,
    }))
      await table.delete({ pk: String(item.pk), sk: String(item.sk) });
    const audit = (await getAudit(companyId, documentId))!;
    const { found: _found, ...older } = audit.counted!;
    await setAudit(companyId, documentId, { counted: older });

    expect(await backfillDashboards(companyId)).toMatchObject({ audits: 1 });
    expect(await counters(companyId, 'CLAIMSTATS#')).toEqual(claimsAsWritten);
    expect(await counters(companyId, 'DASH')).toEqual(dashboardsAsWritten);
    // Run again: nothing left to write.
    expect(await backfillDashboards(companyId)).toEqual({ counters: 0, audits: 0 });
    expect(await counters(companyId, 'DASH')).toEqual(dashboardsAsWritten);
  });
});
