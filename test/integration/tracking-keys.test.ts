/**
 * The merchant's keys to the carriers' tracking APIs: entered by the client admin (checked by the
 * shared schema, sealed at rest, never returned), listed as 'configured' with a hint, removed; and
 * read by the audit, which asks the carrier's API (a recorded-format stand-in here) for the tracking
 * of the invoice's parcels before the portal account. Wrong keys get nothing from the API.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TrackingKeysView } from '@shared/carriers/tracking-keys';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { GENERIC_COLUMNS } from '../../shared/audit/layouts/generic';
import { audited } from '../support/audits';
import { call } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';
import { UPS_DELIVERED_NUMBER, UPS_TEST_KEYS } from '../support/tracking-apis';
import { uploadDocument } from '../support/uploads';

applyStackEnv();
const { dynamo } = await import('../../functions/lib/aws/dynamo');

async function merchant() {
  const companyId = await makeCompany();
  const person = await makePerson({ role: 'client_admin', companyId });
  const token = await tokenFor({ role: 'client_admin', companyId, userId: person.userId });
  return { companyId, token };
}

/** A UPS parcel billed a Saturday delivery; the tracking API says it was delivered on a Wednesday. */
function saturdayInvoice(): string {
  const base = {
    carrier: 'ups',
    account: 'A1B2C3',
    invoice_number: 'UPS-API-1',
    invoice_date: '2026-03-10',
    currency: 'EUR',
    tracking_number: UPS_DELIVERED_NUMBER,
    ship_date: '2026-03-02',
    service: 'UPS Standard',
  };
  const rows = [
    { ...base, charge_code: '003', charge_description: 'UPS Standard', net: '9,00', vat: '1,80' },
    {
      ...base,
      charge_code: 'SAT',
      charge_description: 'Saturday Delivery',
      charge_category: 'saturday',
      net: '16,35',
      vat: '3,27',
    },
  ].map((cells) => GENERIC_COLUMNS.map((column) => (cells as Record<string, string>)[column] ?? ''));
  return Papa.unparse({ fields: [...GENERIC_COLUMNS], data: rows }, { delimiter: ';' });
}

const keysOf = async (token: string) =>
  (await call<{ apis: TrackingKeysView[] }>('GET', '/api/private/carrier/tracking-keys', { token })).body
    .apis;

describe('tracking API keys', () => {
  it('are entered, listed without the keys, sealed at rest, and removed', async () => {
    const shop = await merchant();
    expect((await keysOf(shop.token)).map((api) => [api.api, api.configured])).toEqual([
      ['ups', false],
      ['fedex', false],
      ['dhl', false],
      ['la_poste', false],
    ]);
    const refused = await call<{ error: { issues: { path: string; message: string }[] } }>(
      'PUT',
      '/api/private/carrier/tracking-keys',
      { token: shop.token, body: { api: 'ups', clientId: 'has a space', clientSecret: '' } },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'clientId', code: 'form.invalid' }),
        expect.objectContaining({ path: 'clientSecret', code: 'form.required' }),
      ]),
    );
    const saved = await call<{ keys: TrackingKeysView }>('PUT', '/api/private/carrier/tracking-keys', {
      token: shop.token,
      body: { api: 'dhl', apiKey: 'dhl-key-0123456789abcd' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.keys).toMatchObject({ api: 'dhl', configured: true, hint: 'abcd' });
    expect(JSON.stringify(await keysOf(shop.token))).not.toContain('dhl-key-0123456789');

    // At rest the keys are sealed: the item holds no key in clear.
    const item = await dynamo.send(
      new GetCommand({
        TableName: process.env.TABLE_NAME,
        Key: { pk: `C#${shop.companyId}`, sk: 'TRACKINGKEYS#dhl' },
      }),
    );
    expect(JSON.stringify(item.Item)).not.toContain('dhl-key-0123456789');

    expect(
      (await call('DELETE', '/api/private/carrier/tracking-keys/dhl', { token: shop.token })).status,
    ).toBe(200);
    expect((await keysOf(shop.token)).every((api) => !api.configured)).toBe(true);
    expect(
      (await call('DELETE', '/api/private/carrier/tracking-keys/dhl', { token: shop.token })).status,
    ).toBe(404);
  });

  it('let the audit read the carrier’s tracking API: a Saturday fee on a parcel delivered on a Wednesday', async () => {
    const shop = await merchant();
    // Without keys (and without a UPS account), the audit has no tracking for the parcel.
    const before = await uploadDocument(
      shop.token,
      'carrier_invoice',
      'ups-sat.csv',
      Buffer.from(saturdayInvoice()),
    );
    expect((await audited(shop.token, before.documentId)).byRule).toEqual([]);

    // Wrong keys: the API refuses them, and the audit still finds nothing (it does not fail).
    await call('PUT', '/api/private/carrier/tracking-keys', {
      token: shop.token,
      body: { api: 'ups', clientId: 'someone-else', clientSecret: 'wrong' },
    });
    await call('POST', `/api/private/invoices/${before.documentId}/audit`, { token: shop.token, body: {} });
    expect(await audited(shop.token, before.documentId)).toMatchObject({
      status: 'done',
      run: 2,
      findings: 0,
    });

    // The merchant's keys: the API's tracking shows the delivery day.
    await call('PUT', '/api/private/carrier/tracking-keys', {
      token: shop.token,
      body: { api: 'ups', ...UPS_TEST_KEYS },
    });
    await call('POST', `/api/private/invoices/${before.documentId}/audit`, { token: shop.token, body: {} });
    const after = await audited(shop.token, before.documentId);
    expect(after).toMatchObject({ status: 'done', run: 3, findings: 1, claimsOpened: 1 });
    expect(after.byRule).toEqual([
      expect.objectContaining({ ruleId: 'saturday_weekday_in_tracking', amounts: { EUR: 16.35 } }),
    ]);
  });

  it('are the company’s own: another company cannot remove them or see them', async () => {
    const shop = await merchant();
    await call('PUT', '/api/private/carrier/tracking-keys', {
      token: shop.token,
      body: { api: 'la_poste', apiKey: 'okapi-key-9876' },
    });
    const other = await merchant();
    expect((await keysOf(other.token)).every((api) => !api.configured)).toBe(true);
    expect(
      (await call('DELETE', '/api/private/carrier/tracking-keys/la_poste', { token: other.token })).status,
    ).toBe(404);
    expect((await keysOf(shop.token)).find((api) => api.api === 'la_poste')?.configured).toBe(true);
  });
});
