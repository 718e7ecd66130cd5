/**
 * The public API answers what its OpenAPI document declares (issue 39): each answer of the
 * integration routes, refusals included, is checked against the document as served — its status
 * must be declared for the operation, and its body must match the schema declared for that status
 * (JSON Schema 2020-12, the dialect of OpenAPI 3.1). A route answering an undeclared status (404
 * on completing an unknown upload, before this) fails here.
 */
import { randomUUID } from 'node:crypto';
import type { Reply } from '@shared/platform/replies';
import Ajv2020 from 'ajv/dist/2020';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CallResult, call } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { tokenFor } from '../support/tokens';
import { uniquePdf } from '../support/uploads';

interface Operation {
  responses: Record<string, { content?: { 'application/json'?: { schema: object } } }>;
}
let document: { paths: Record<string, Record<string, Operation>> };
let key: string;
// Formats (date, uri) are the reply schemas' own check on the server; the contract here is shape and status.
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

beforeAll(async () => {
  const served = await call<typeof document>('GET', '/api/public/openapi.json');
  expect(served.status).toBe(200);
  document = served.body;
  const companyId = await makeCompany(`Contract shop ${randomUUID().slice(0, 6)}`);
  const admin = await makePerson({ role: 'client_admin', companyId });
  const made = await call<Reply<'create-api-key'>>('POST', '/api/private/integration/keys', {
    token: await tokenFor({ role: 'client_admin', companyId, userId: admin.userId }),
    body: { name: 'Contract' },
  });
  expect(made.status).toBe(201);
  key = made.body.apiKey;
});

/** The answer's status is declared for the operation, and its body matches the declared schema. */
function expectDeclared(method: string, path: string, answer: CallResult<unknown>) {
  const operation = document.paths[path]?.[method.toLowerCase()];
  expect(operation, `${method} ${path} is in the document`).toBeDefined();
  const declared = operation!.responses[String(answer.status)];
  expect(
    declared,
    `${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}; the document declares ${Object.keys(operation!.responses).join(', ')}`,
  ).toBeDefined();
  const schema = declared!.content?.['application/json']?.schema;
  expect(schema, `${answer.status} declares its body`).toBeDefined();
  const validate = ajv.compile(schema!);
  expect(validate(answer.body), JSON.stringify(validate.errors)).toBe(true);
}

const COMPLETE = '/api/integration/v1/uploads/{uploadId}/complete';
const UPLOADS = '/api/integration/v1/uploads';
const ORDERS = '/api/integration/v1/orders';

const complete = (uploadId: string, token = key) =>
  call('POST', `/api/integration/v1/uploads/${encodeURIComponent(uploadId)}/complete`, { token, body: {} });

async function ticket(kind: string, fileName: string, size: number) {
  const answer = await call<Reply<'request-file-upload'>>('POST', UPLOADS, {
    token: key,
    body: { kind, fileName, size },
  });
  expectDeclared('POST', UPLOADS, answer);
  return answer;
}

describe('the public API answers what its OpenAPI document declares', () => {
  it('completing an upload nobody asked for is a declared 404', async () => {
    const answer = await complete('no-such-upload-123');
    expect(answer.status).toBe(404);
    expectDeclared('POST', COMPLETE, answer);
  });

  it('completing an upload whose file never arrived is a declared 404', async () => {
    const asked = await ticket('orders_file', 'orders.csv', 10);
    expect(asked.status).toBe(201);
    const answer = await complete(asked.body.uploadId);
    expect(answer.status).toBe(404);
    expectDeclared('POST', COMPLETE, answer);
  });

  it('a path id outside its rule is a declared 400, and no key a declared 401', async () => {
    const tooLong = await complete('u'.repeat(2000));
    expect(tooLong.status).toBe(400);
    expectDeclared('POST', COMPLETE, tooLong);
    const noKey = await complete('no-such-upload-123', '');
    expect(noKey.status).toBe(401);
    expectDeclared('POST', COMPLETE, noKey);
  });

  it('a completed sales invoice and a refused file are declared', async () => {
    for (const [fileName, content] of [
      [`CMD-${randomUUID().slice(0, 8)}.pdf`, uniquePdf()],
      ['CMD-2.pdf', Buffer.from('MZ not a pdf at all')],
    ] as const) {
      const asked = await ticket('sales_invoice', fileName, content.length);
      const form = new FormData();
      for (const [name, value] of Object.entries(asked.body.fields)) form.append(name, value);
      form.append('file', new Blob([content]), fileName);
      expect((await fetch(asked.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
      const answer = await complete(asked.body.uploadId);
      expect([200, 400]).toContain(answer.status);
      expectDeclared('POST', COMPLETE, answer);
    }
  });

  it('orders accepted, refused, and an Idempotency-Key reused for another batch are declared', async () => {
    const order = (number: string) => ({
      order_number: number,
      lines: [
        {
          sales_date: '2026-10-02',
          description: 'Lamp',
          nb_of_items: '1',
          unit_price: '10.00',
          amount_excl: '10.00',
          amount_incl: '12.00',
          tax_percentage: '20',
          currency_code: 'EUR',
        },
      ],
    });
    const idempotency = { 'idempotency-key': `contract-${randomUUID()}` };
    const accepted = await call('POST', ORDERS, {
      token: key,
      body: { orders: [order('C-1')] },
      headers: idempotency,
    });
    expect(accepted.status).toBe(200);
    expectDeclared('POST', ORDERS, accepted);
    const other = await call('POST', ORDERS, {
      token: key,
      body: { orders: [order('C-2')] },
      headers: idempotency,
    });
    expect(other.status).toBe(422);
    expectDeclared('POST', ORDERS, other);
    const refused = await call('POST', ORDERS, { token: key, body: { orders: [{ order_number: '' }] } });
    expect(refused.status).toBe(400);
    expectDeclared('POST', ORDERS, refused);
    const notJson = await call('POST', ORDERS, {
      token: key,
      rawBody: '{"orders": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expectDeclared('POST', ORDERS, notJson);
  });
});
