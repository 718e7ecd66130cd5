/**
 * The sales-invoice task list at scale (issue 24, item 12): read in slices of creation time side by
 * side, it still lists every claim waiting for its sales invoice exactly once, newest first, and no
 * other; a company with none gets an empty list.
 */
import type { SalesInvoiceTasks } from '@shared/claims/actions';
import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();
const { openClaims } = await import('../../functions/claims/open-claim');
const { newStoredClaim } = await import('../../functions/claims/stored-claim');

async function merchant() {
  const companyId = await makeCompany();
  const person = await makePerson({ role: 'client_admin', companyId });
  return { companyId, token: await tokenFor({ role: 'client_admin', companyId, userId: person.userId }) };
}

const tasksOf = async (token: string) =>
  (await call<SalesInvoiceTasks>('GET', '/api/private/sales-invoices/tasks', { token })).body;

describe('the sales-invoice task list', () => {
  it('lists every waiting claim once, newest first, however their creation times spread', async () => {
    const shop = await merchant();
    // Creation times over two years, unevenly (most in the last weeks), some at the same instant.
    const now = Date.now();
    const claims = Array.from({ length: 420 }, (_, index) => {
      const age = index % 7 === 0 ? (index * 86_400_000) % (700 * 86_400_000) : (index % 40) * 3_600_000;
      const actions =
        index % 10 === 3
          ? (['invoice_missing'] as const)
          : index % 10 === 7
            ? ([] as const)
            : (['invoice_missing', 'original_invoice_missing'] as const);
      return newStoredClaim({
        claimId: `${shop.companyId}-${index}`,
        companyId: shop.companyId,
        tracking_number: `1ZTASKS${String(index).padStart(11, '0')}`,
        carrier: 'ups',
        reason_refund: 'lost',
        reference: `ORDER-${index}`,
        currency: 'EUR',
        requestedCents: 0,
        lines: [],
        documents: [],
        actions: [...actions],
        ownerId: 'someone',
        owner: 'someone@example.test',
        credentialId: 'x',
        claim_source: 'bulk',
        createdAt: new Date(now - age).toISOString(),
      });
    });
    await openClaims(claims, 'import');
    const waiting = claims.filter((claim) => claim.actions.includes('original_invoice_missing'));

    const tasks = await tasksOf(shop.token);

    expect(tasks.count).toBe(waiting.length);
    const rows = tasks.csv
      .slice(1)
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(','));
    expect(rows.map((row) => row[2]).sort()).toEqual(waiting.map((claim) => claim.tracking_number).sort());
    const days = rows.map((row) => row[5]!);
    expect(days).toEqual([...days].sort().reverse());
    expect((await tasksOf((await merchant()).token)).count).toBe(0);
  });
});
