/**
 * Lost packages on the local stack: a look at the sandbox carrier lists exactly the parcels it has
 * lost track of (not the delivered, returned or never-scanned ones), pages them, marks the ones
 * with an open investigation, keeps them when the carrier refuses the account, drops them when
 * the account is read again and they are gone; once a minute per company; tenants apart.
 */

import type { LostPackagesPage } from '@shared/claims/lost';
import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { changeSandboxAccount, openSandboxAccountWith } from '../support/sandbox-carrier';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';
import { uploadDocument } from '../support/uploads';

applyStackEnv();
const { scanLostPackages } = await import('../../functions/claims/lost-packages');

const DAY_MS = 86_400_000;

async function merchant() {
  const companyId = await makeCompany();
  const person = await makePerson({ role: 'client_admin', companyId });
  const token = await tokenFor({ role: 'client_admin', companyId, userId: person.userId });
  return { companyId, person, token };
}

const page = (token: string, query = '') =>
  call<LostPackagesPage & { error?: { code: string } }>('GET', `/api/private/lost-packages${query}`, {
    token,
  });

describe('lost packages', () => {
  it('are the parcels the carrier lost track of, paged, with their open investigation', async () => {
    const shop = await merchant();
    // Before any carrier account: nothing kept, nothing found.
    const before = await page(shop.token);
    expect(before.body).toMatchObject({
      active: false,
      pageNumber: 1,
      total: 0,
      packages: [],
      scannedAt: null,
    });

    const { login, shipped } = await openSandboxAccountWith('ups', { lost: 3, late: 1, label_not_used: 1 });
    expect(
      (await call('POST', '/api/private/carrier/credentials', { token: shop.token, body: login })).status,
    ).toBe(201);
    const looked = await call<LostPackagesPage>('POST', '/api/private/lost-packages/scan', {
      token: shop.token,
      body: {},
    });
    expect(looked.status).toBe(200);
    expect(looked.body.active).toBe(true);
    expect(looked.body.carriers).toEqual([
      { carrier: 'ups', username: login.username, outcome: 'scanned', shipments: expect.any(Number) },
    ]);
    const scenarioOf = new Map(shipped.map((shipment) => [shipment.trackingNumber, shipment.scenario]));
    const listed = looked.body.packages.map((parcel) => parcel.tracking_number);
    // Only parcels silent past their date: lost ones, or a late one not delivered yet (it looks
    // lost until it moves again); never a delivered, returned or never-scanned one. Every lost
    // parcel shipped long enough ago to be overdue and silent is there.
    expect(
      listed
        .map((tracking) => scenarioOf.get(tracking))
        .filter((scenario) => scenario !== 'lost' && scenario !== 'late'),
    ).toEqual([]);
    // Overdue and silent, and inside the look's 90 days (the sandbox ships from 90 days back, so its
    // first parcel can fall on either side of the look's first day, depending on the hour).
    const surelyLost = shipped.filter(
      (shipment) =>
        shipment.scenario === 'lost' &&
        Date.parse(shipment.shippedAt) < Date.now() - 12 * DAY_MS &&
        Date.parse(shipment.shippedAt) > Date.now() - 89 * DAY_MS,
    );
    expect(surelyLost.length).toBeGreaterThan(0);
    for (const shipment of surelyLost) expect(listed).toContain(shipment.trackingNumber);
    expect(looked.body.total).toBe(listed.length);
    for (const parcel of looked.body.packages) {
      expect(parcel.daysWithoutMovement).toBeGreaterThanOrEqual(5);
      expect(parcel.days_left_to_claim).toEqual(expect.any(Number));
      expect(parcel.claimId).toBeNull();
    }
    // Newest silence first.
    const silences = looked.body.packages.map((parcel) => parcel.lastMovementAt);
    expect([...silences].sort().reverse()).toEqual(silences);

    // Once a minute per company.
    const again = await call<{ error: { code: string } }>('POST', '/api/private/lost-packages/scan', {
      token: shop.token,
      body: {},
    });
    expect(again.status).toBe(429);
    expect(again.body.error.code).toBe('claim.scan_cooldown');

    // Pages of two, numbered from 1, every parcel once.
    const seen: string[] = [];
    let cursor: string | null = '';
    for (let number = 1; cursor !== null; number++) {
      const next = await page(shop.token, `?page=${number}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(next.status).toBe(200);
      expect(next.body.pageNumber).toBe(number);
      expect(next.body.packages.length).toBeLessThanOrEqual(2);
      seen.push(...next.body.packages.map((parcel) => parcel.tracking_number));
      cursor = next.body.cursor;
    }
    expect(seen).toEqual(listed);

    // An investigation opened for one shows on its row.
    const [first] = looked.body.packages;
    const invoice = await uploadDocument(shop.token, 'claim_invoice', 'invoice.pdf');
    const created = await call<{ claim: { claimId: string } }>('POST', '/api/private/claims', {
      token: shop.token,
      body: {
        tracking_number: first!.tracking_number,
        carrier: 'ups',
        issue: 'lost',
        reference: 'ORDER-LOST-1',
        lines: [
          {
            sales_date: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10),
            description: 'Lamp',
            nb_of_items: '1',
            unit_price: '40',
            amount_excl: '33,33',
            amount_incl: '40',
            tax_percentage: '20',
          },
        ],
        invoiceDocumentId: invoice.documentId,
      },
    });
    expect(created.status).toBe(201);
    const marked = (await page(shop.token)).body.packages.find(
      (parcel) => parcel.tracking_number === first!.tracking_number,
    );
    expect(marked?.claimId).toBe(created.body.claim.claimId);

    // The carrier refuses the account: the look says so and the parcels found before stay.
    await changeSandboxAccount(login, { password: 'Changed-at-the-carrier-1' });
    const refused = await scanLostPackages(shop.companyId, new Date());
    expect(refused.carriers).toEqual([
      { carrier: 'ups', username: login.username, outcome: 'refused', shipments: 0 },
    ]);
    expect((await page(shop.token)).body.total).toBe(listed.length);

    // Another company sees none of it and cannot use its cursor.
    const other = await merchant();
    expect((await page(other.token)).body).toMatchObject({ total: 0, packages: [] });
    const firstPage = await page(shop.token, '?limit=1');
    expect((await page(other.token, `?cursor=${firstPage.body.cursor}`)).status).toBe(400);
    expect((await page(shop.token, '?page=0')).status).toBe(400);
  });
});
