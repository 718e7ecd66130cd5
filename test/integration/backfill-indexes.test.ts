/**
 * Claims stored before issue 24 (no tracking-number entry on the reference index, no document ids
 * on the item) are found by My claims' exact search and by My Files' usage check once the backfill
 * ran; a second run changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';
import { uploadDocument } from '../support/uploads';

applyStackEnv();
const { openClaims } = await import('../../functions/claims/open-claim');
const { newStoredClaim } = await import('../../functions/claims/stored-claim');
const { backfillClaimIndexes } = await import('../../functions/claims/backfill-indexes');
const { keys } = await import('../../functions/lib/table/keys');
const { table } = await import('../../functions/lib/table/table');

describe('the claim index backfill', () => {
  it('puts old claims where the exact search and the document usage check look, once', async () => {
    const companyId = await makeCompany();
    const person = await makePerson({ role: 'client_admin', companyId });
    const token = await tokenFor({ role: 'client_admin', companyId, userId: person.userId });
    const invoice = await uploadDocument(token, 'claim_invoice', 'old-invoice.pdf');
    const claim = newStoredClaim({
      claimId: `old-${companyId}`,
      companyId,
      tracking_number: '1ZOLDCLAIM00000001',
      carrier: 'ups',
      reason_refund: 'lost',
      reference: 'ORDER-OLD-1',
      currency: 'EUR',
      requestedCents: 0,
      lines: [],
      documents: [{ documentId: invoice.documentId, kind: 'claim_invoice', fileName: 'old-invoice.pdf' }],
      actions: [],
      ownerId: person.userId,
      owner: 'owner@example.test',
      credentialId: 'x',
      createdAt: new Date().toISOString(),
    });
    await openClaims([claim], 'test');
    // As an earlier version stored it.
    await table.update(keys.claim(companyId, claim.claimId), { UpdateExpression: 'REMOVE documentIds' });
    await table.update(keys.claimHistory(companyId, claim.claimId, 1), {
      UpdateExpression: 'REMOVE gsi4pk, gsi4sk',
    });
    const uses = () =>
      call<{ claims: unknown[] }>('GET', `/api/private/documents/${invoice.documentId}/claims`, { token });
    expect((await uses()).body.claims).toEqual([]);

    const first = await backfillClaimIndexes(companyId);
    const second = await backfillClaimIndexes(companyId);

    expect(first).toEqual({ claims: 1, updated: 1 });
    expect(second).toEqual({ claims: 1, updated: 0 });
    expect((await uses()).body.claims).toHaveLength(1);
    expect((await call('DELETE', `/api/private/documents/${invoice.documentId}`, { token })).status).toBe(
      409,
    );
    const found = await call<{ claims: { claimId: string }[] }>(
      'GET',
      '/api/private/claims?q=1zoldclaim00000001',
      { token },
    );
    expect(found.body.claims.map((item) => item.claimId)).toEqual([claim.claimId]);
  });
});
