/**
 * Sales data by API (issue 21): a client admin makes an API key (shown once, kept as a digest), the
 * company's system sends orders with it, and the investigations waiting for those orders' goods get
 * them ('from your sales data'); a claim opened later for a received order is opened complete. The
 * same batch again changes nothing; an Idempotency-Key answers the first answer, and refuses another
 * body; a bad order refuses the batch with each issue's path; a revoked key answers 401 at once; a
 * key acts for its company only, and past its rate answers 429.
 */
import { randomUUID } from 'node:crypto';
import type { Reply } from '@shared/platform/replies';
import { describe, expect, it } from 'vitest';
import { call, errorCode } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { waitingClaim } from '../support/sales-data';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();
const { getClaimWithHistory } = await import('../../functions/claims/claim-queries');

async function merchant() {
  const companyId = await makeCompany(`Shop ${randomUUID().slice(0, 6)}`);
  const admin = await makePerson({ role: 'client_admin', companyId });
  const token = await tokenFor({ role: 'client_admin', companyId, userId: admin.userId });
  return { companyId, admin, token };
}

async function makeKey(token: string, name = 'Shopify connector') {
  const made = await call<Reply<'create-api-key'>>('POST', '/api/private/integration/keys', {
    token,
    body: { name },
  });
  expect(made.status).toBe(201);
  return { key: made.body.key, secret: made.body.apiKey };
}

const line = (description: string, price: string) => ({
  sales_date: '2026-10-02',
  description,
  nb_of_items: '1',
  unit_price: price,
  amount_excl: price,
  amount_incl: (Number(price) * 1.2).toFixed(2),
  tax_percentage: '20',
  currency_code: 'EUR',
});

const send = (key: string, orders: unknown[], headers: Record<string, string> = {}) =>
  call<Reply<'receive-orders'>>('POST', '/api/integration/v1/orders', {
    token: key,
    body: { orders },
    headers,
  });

describe('sales data by API', () => {
  it('completes the investigations waiting for an order’s goods, once, and opens later ones complete', async () => {
    const shop = await merchant();
    const { key, secret } = await makeKey(shop.token);
    expect(secret).toMatch(/^pa_live_[0-9a-f]{16}_[\w-]{43}$/);
    expect(key).toMatchObject({ name: 'Shopify connector', lastUsedAt: null, revokedAt: null });
    const listed = await call<Reply<'list-api-keys'>>('GET', '/api/private/integration/keys', {
      token: shop.token,
    });
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(-20));
    expect(JSON.stringify(listed.body)).not.toMatch(/digest/);

    const waiting = await waitingClaim(shop.companyId, 'CMD 1001');
    expect(waiting.actions).toContain('invoice_missing');
    const orders = [
      { order_number: 'cmd1001', lines: [line('Lampe en laiton', '80.00'), line('Abat-jour', '20.00')] },
      { order_number: 'CMD-1002', lines: [line('Vase', '45.50')], customer: { name: 'Léa Durand' } },
    ];
    const first = await send(secret, orders);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: 2, created: 2, updated: 0, unchanged: 0, claimsCompleted: 1 });
    const completed = await getClaimWithHistory(shop.companyId, waiting.claimId);
    expect(completed?.claim.actions).not.toContain('invoice_missing');
    expect(completed?.claim.lines.map((goods) => goods.description)).toEqual([
      'Lampe en laiton',
      'Abat-jour',
    ]);
    expect(completed?.claim.requestedCents).toBe(12_000);
    expect(completed?.history.at(-1)).toMatchObject({
      event: 'information',
      by: 'sales_data',
      action: 'invoice_missing',
    });

    // The same orders again: nothing changes, nothing is written to the claim twice.
    const again = await send(secret, orders);
    expect(again.body).toEqual({ received: 2, created: 0, updated: 0, unchanged: 2, claimsCompleted: 0 });
    expect((await getClaimWithHistory(shop.companyId, waiting.claimId))?.history).toHaveLength(
      completed!.history.length,
    );

    // A claim opened later for a received order is opened with its goods, due for the carrier.
    const later = await waitingClaim(shop.companyId, 'cmd-1002');
    const opened = await getClaimWithHistory(shop.companyId, later.claimId);
    expect(opened?.claim.actions).not.toContain('invoice_missing');
    expect(opened?.claim.lines[0]?.description).toBe('Vase');
    expect(opened?.claim.nextSyncAt).toBeTruthy();

    const report = await call<Reply<'get-sales-data-report'>>('GET', '/api/private/integration/report', {
      token: shop.token,
    });
    expect(report.body.report).toMatchObject({
      batches: 2,
      ordersReceived: 4,
      claimsCompleted: 1,
      refusedBatches: 0,
    });
    expect(report.body.report.lastReceivedAt).toBeTruthy();
    // The platform team sees the company's key and what its sales data brought, never the secret.
    const ops = await tokenFor({
      role: 'platform_admin',
      companyId: 'parcel-audit-platform',
      userId: 'ops-sales',
    });
    const integrations: Reply<'list-integrations'>['integrations'] = [];
    let cursor: string | null = null;
    do {
      const page: { body: Reply<'list-integrations'> } = await call<Reply<'list-integrations'>>(
        'GET',
        `/api/private/admin/integrations${cursor ? `?cursor=${cursor}` : ''}`,
        { token: ops },
      );
      integrations.push(...page.body.integrations);
      cursor = page.body.cursor;
    } while (cursor);
    expect(integrations.find((row) => row.key.keyId === key.keyId)).toMatchObject({
      companyId: shop.companyId,
      ordersReceived: 4,
      refusedBatches: 0,
    });
    expect(JSON.stringify(integrations)).not.toContain(secret.slice(-20));
    const used = await call<Reply<'list-api-keys'>>('GET', '/api/private/integration/keys', {
      token: shop.token,
    });
    expect(used.body.keys[0]?.lastUsedAt).toBeTruthy();
  });

  it('counts every investigation a batch completes, however many at once', async () => {
    const shop = await merchant();
    const { secret } = await makeKey(shop.token);
    const references = Array.from({ length: 20 }, (_, index) => `MANY-${index}`);
    for (const reference of references) await waitingClaim(shop.companyId, reference);
    const sent = await send(
      secret,
      references.map((reference) => ({ order_number: reference, lines: [line('Tasse', '12.00')] })),
    );
    expect(sent.body).toMatchObject({ created: 20, claimsCompleted: 20 });
  });

  it('handles a batch once per Idempotency-Key, and refuses the key for another batch', async () => {
    const shop = await merchant();
    const { secret } = await makeKey(shop.token);
    const batch = [{ order_number: 'IDEM-1', lines: [line('Chaise', '60.00')] }];
    const headers = { 'idempotency-key': `batch-${randomUUID()}` };
    const first = await send(secret, batch, headers);
    const replayed = await send(secret, batch, headers);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual(first.body);
    expect(first.body.created).toBe(1);
    const other = await send(secret, [{ order_number: 'IDEM-2', lines: [line('Table', '99.00')] }], headers);
    expect(errorCode(other)).toBe('integration.idempotency_mismatch');
    expect(errorCode(await send(secret, batch, { 'idempotency-key': 'bad key!' }))).toBe('request.invalid');
  });

  it('refuses a bad order with its path, changing nothing', async () => {
    const shop = await merchant();
    const { secret } = await makeKey(shop.token);
    const waiting = await waitingClaim(shop.companyId, 'BAD-1');
    const refused = await send(secret, [
      { order_number: 'BAD-1', lines: [line('Bon', '10.00')] },
      { order_number: 'BAD-2', lines: [{ ...line('Prix', '10.00'), unit_price: '10,00 €' }] },
    ]);
    expect(refused.status).toBe(400);
    // The problem's key is its stable code; its message is a sentence that says where, in words.
    expect(
      (refused.body as unknown as { error: { issues: { path: string; code: string; message: string }[] } })
        .error.issues,
    ).toEqual([
      {
        path: 'orders.1.lines.0.unit_price',
        code: 'cell.amountCharacter',
        message: 'Order 2, line 1, unit price: this contains characters that are not allowed here',
      },
    ]);
    expect((await getClaimWithHistory(shop.companyId, waiting.claimId))?.claim.actions).toContain(
      'invoice_missing',
    );
    // The refusal is in the report, with its first problem.
    const report = await call<Reply<'get-sales-data-report'>>('GET', '/api/private/integration/report', {
      token: shop.token,
    });
    expect(report.body.report).toMatchObject({
      batches: 0,
      refusedBatches: 1,
      lastRefusal: { path: 'orders.1.lines.0.unit_price' },
    });
    const tooMany = await send(
      secret,
      Array.from({ length: 1001 }, (_, index) => ({
        order_number: `MANY-${index}`,
        lines: [line('x', '1.00')],
      })),
    );
    expect(tooMany.status).toBe(400);
  });

  it('answers 401 to a revoked key at once, to a session token, and acts for its own company only', async () => {
    const shop = await merchant();
    const other = await merchant();
    const { key, secret } = await makeKey(shop.token);
    const theirs = await waitingClaim(other.companyId, 'SHARED-REF');
    const sent = await send(secret, [{ order_number: 'SHARED-REF', lines: [line('Miroir', '30.00')] }]);
    expect(sent.body.claimsCompleted).toBe(0);
    expect((await getClaimWithHistory(other.companyId, theirs.claimId))?.claim.actions).toContain(
      'invoice_missing',
    );

    expect(errorCode(await send(shop.token, []))).toBe('auth.api_key_invalid');
    expect(
      (await call('DELETE', `/api/private/integration/keys/${key.keyId}`, { token: shop.token })).status,
    ).toBe(200);
    const revoked = await send(secret, [{ order_number: 'X-1', lines: [line('x', '1.00')] }]);
    expect(revoked.status).toBe(401);
    expect(errorCode(revoked)).toBe('auth.api_key_invalid');
    // Another company's admin cannot revoke it (it is not theirs): 404.
    const { key: second } = await makeKey(shop.token, 'Second');
    expect(
      (await call('DELETE', `/api/private/integration/keys/${second.keyId}`, { token: other.token })).status,
    ).toBe(404);
  });

  it('limits the requests of one key per minute', async () => {
    const shop = await merchant();
    const { secret } = await makeKey(shop.token);
    let limited: Awaited<ReturnType<typeof send>> | null = null;
    for (let attempt = 0; attempt < 260 && !limited; attempt++) {
      const answer = await send(secret, [{ order_number: 'RATE-1', lines: [line('x', '1.00')] }]);
      if (answer.status === 429) limited = answer;
    }
    expect(errorCode(limited!)).toBe('auth.rate_limited');
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('is described by its OpenAPI document, served to anyone', async () => {
    const document = await call<{ openapi: string; paths: Record<string, unknown> }>(
      'GET',
      '/api/public/openapi.json',
    );
    expect(document.status).toBe(200);
    expect(document.body.openapi).toBe('3.1.0');
    expect(Object.keys(document.body.paths).sort()).toEqual([
      '/api/integration/v1/orders',
      '/api/integration/v1/uploads',
      '/api/integration/v1/uploads/{uploadId}/complete',
    ]);
  });
});
