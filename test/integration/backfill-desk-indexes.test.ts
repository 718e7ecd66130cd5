/**
 * The desk's one-off migration (functions/desk/backfill-desk-indexes.ts) on data stored before the
 * deadline digest and the Refunds list: a platform company and a staff assignment without their
 * lookups, a credited claim off the Refunds list. It puts each where the new reads look, and a
 * second run writes nothing.
 */
import { randomUUID } from 'node:crypto';
import type { Reply } from '@shared/platform/replies';
import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();
const { openClaim } = await import('../../functions/claims/open-claim');
const { changeClaim } = await import('../../functions/claims/claim-writes');
const { newStoredClaim } = await import('../../functions/claims/stored-claim');
const { backfillDeskIndexes } = await import('../../functions/desk/backfill-desk-indexes');
const { platformAdmins, staffOf } = await import('../../functions/desk/deadline-recipients');
const { table } = await import('../../functions/lib/table/table');
const { keys } = await import('../../functions/lib/table/keys');
const { INDEX } = await import('../../functions/lib/table/schema');

describe('the desk’s migration', () => {
  it('puts the platform, its staff’s assignments and credited claims on their lookups, once', async () => {
    // Prepare: as stored before, without their index attributes.
    const platform = `platform-${randomUUID()}`;
    await table.put({
      ...keys.company(platform),
      entity: 'company',
      companyId: platform,
      name: 'Parcel Audit (older)',
      kind: 'platform',
      active: true,
      createdAt: new Date().toISOString(),
    });
    const admin = await makePerson({ role: 'platform_admin', companyId: platform });
    const staff = await makePerson({ role: 'provider_staff', companyId: platform, locale: 'fr' });
    const shop = await makeCompany('Older shop');
    await table.put({
      ...keys.staffAssignment(staff.userId, shop),
      entity: 'staffAssignment',
      userId: staff.userId,
      companyId: shop,
    });
    const claim = newStoredClaim({
      claimId: `older-${randomUUID()}`,
      companyId: shop,
      tracking_number: `1Z${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
      carrier: 'ups',
      reason_refund: 'lost',
      reference: 'ORD-OLD',
      currency: 'EUR',
      requestedCents: 2_000,
      lines: [],
      documents: [],
      actions: [],
      ownerId: 'owner',
      owner: 'owner@example.test',
      credentialId: 'none',
      createdAt: new Date().toISOString(),
    });
    await openClaim(claim, 'owner@example.test');
    await changeClaim(claim, {
      mover: 'connector',
      event: 'status',
      to: 'credited',
      by: 'carrier',
      at: new Date().toISOString(),
      message: null,
    });
    await table.update(keys.claim(shop, claim.claimId), {
      UpdateExpression: 'REMOVE #p, #s',
      ExpressionAttributeNames: { '#p': INDEX.attention.partitionKey, '#s': INDEX.attention.sortKey },
    });
    const shopAdmin = await tokenFor({ role: 'client_admin', companyId: shop, userId: `a-${randomUUID()}` });
    const refunds = async () =>
      (await call<Reply<'list-refunds'>>('GET', '/api/private/claims-refunds', { token: shopAdmin })).body
        .refunds;
    expect(await staffOf(shop)).toEqual([]);
    expect(await refunds()).toEqual([]);

    // Act
    const first = [await backfillDeskIndexes(platform), await backfillDeskIndexes(shop)];
    const second = [await backfillDeskIndexes(platform), await backfillDeskIndexes(shop)];

    // Assess
    expect(first).toEqual([
      { platform: true, assignments: 1, refunds: 0, desk: 0 },
      { platform: false, assignments: 0, refunds: 1, desk: 0 },
    ]);
    expect(second).toEqual([
      { platform: false, assignments: 0, refunds: 0, desk: 0 },
      { platform: false, assignments: 0, refunds: 0, desk: 0 },
    ]);
    expect((await staffOf(shop)).map((person) => person.email)).toEqual([staff.email]);
    expect((await platformAdmins()).map((person) => person.email)).toContain(admin.email);
    expect((await refunds()).map((refund) => refund.claimId)).toEqual([claim.claimId]);
  });
});
