/**
 * My claims' search (issue 24, item 11): one tracking number or order reference answers on the
 * first page whatever the number of claims (an exact lookup on the reference index, not a filtered
 * page: after a large import the first pages of a filtered read came back empty), with the list's
 * other filters still applied; a partial search still reads the list; another company finds nothing.
 */
import type { ClaimView } from '@shared/claims/schema';
import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();
const { openClaims } = await import('../../functions/claims/open-claim');
const { newStoredClaim } = await import('../../functions/claims/stored-claim');

/** More claims than a filtered read goes through for one page (MAX_ITEMS_READ is 2,000). */
const CLAIMS = 2600;

async function merchant() {
  const companyId = await makeCompany();
  const person = await makePerson({ role: 'client_admin', companyId });
  return { companyId, token: await tokenFor({ role: 'client_admin', companyId, userId: person.userId }) };
}

const claimOf = (companyId: string, index: number, createdAt: string) =>
  newStoredClaim({
    claimId: `${companyId}-${index}`,
    companyId,
    tracking_number: `1ZSEARCH${String(index).padStart(10, '0')}`,
    carrier: 'ups',
    reason_refund: 'lost',
    reference: `ORDER-${String(index).padStart(6, '0')}`,
    currency: 'EUR',
    requestedCents: 0,
    lines: [],
    documents: [],
    actions: [],
    ownerId: 'someone',
    owner: 'someone@example.test',
    credentialId: 'x',
    claim_source: 'bulk',
    createdAt,
  });

const search = async (token: string, q: string, more = '') =>
  (
    await call<{ claims: ClaimView[]; cursor: string | null }>(
      'GET',
      `/api/private/claims?limit=25&q=${encodeURIComponent(q)}${more}`,
      { token },
    )
  ).body;

describe('searching My claims', () => {
  it('finds one tracking number or order reference on the first page among thousands of claims', async () => {
    const shop = await merchant();
    // The claim searched for is the oldest: a newest-first filtered read reaches it last.
    const base = Date.parse('2026-06-01T00:00:00Z');
    const claims = Array.from({ length: CLAIMS }, (_, index) =>
      claimOf(shop.companyId, index, new Date(base + index * 60_000).toISOString()),
    );
    await openClaims(claims, 'import');
    const target = claims[0]!;

    const byTracking = await search(shop.token, target.tracking_number.toLowerCase());
    const byReference = await search(shop.token, ' order-000000 ');
    const spaced = await search(shop.token, '1ZSEARCH 0000000000');

    expect(byTracking.claims.map((claim) => claim.tracking_number)).toEqual([target.tracking_number]);
    expect(byTracking.cursor).toBeNull();
    expect(byReference.claims.map((claim) => claim.reference)).toEqual(['ORDER-000000']);
    expect(spaced.claims).toHaveLength(1);
    // The list's other filters still hold.
    expect((await search(shop.token, target.tracking_number, '&state=credited')).claims).toEqual([]);
    expect((await search(shop.token, target.tracking_number, '&carrier=ups')).claims).toHaveLength(1);
    // A partial search reads the list, newest first, as before.
    const partial = await search(shop.token, '1ZSEARCH000000259');
    expect(partial.claims.map((claim) => claim.tracking_number)).toEqual(
      Array.from({ length: 10 }, (_, digit) => `1ZSEARCH000000259${9 - digit}`),
    );
    // Another company finds nothing of it.
    const other = await merchant();
    expect((await search(other.token, target.tracking_number)).claims).toEqual([]);
  }, 120_000);
});
