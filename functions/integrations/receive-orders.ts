/**
 * POST /api/integration/v1/orders (a company's system, by API key): up to 1,000 orders a call, each
 * checked with the shared schemas (a bad order refuses the batch with each issue's path, changing
 * nothing). With an `Idempotency-Key` header, the batch is handled once: the same key and body
 * again answers the first answer; the same key with another body is refused (422), and while the
 * first is still being handled (409). Keys are kept a day. Without the header, sending the same
 * orders again still changes nothing (each order is stored once, by its digest).
 */
import {
  IDEMPOTENCY_KEY_PATTERN,
  type Order,
  type OrdersResult,
  ordersBatchSchema,
} from '@shared/integrations/orders';
import type * as z from 'zod/mini';
import { integrationEndpoint, validInput } from '../http/endpoint';
import { HttpError, Invalid } from '../http/errors';
import { ok } from '../http/responses';
import { isConditionFailed } from '../lib/aws/dynamo';
import { clock } from '../lib/clock';
import { sha256Base64url } from '../lib/hash';
import { keys } from '../lib/table/keys';
import { TTL_ATTRIBUTE } from '../lib/table/schema';
import { table } from '../lib/table/table';
import { receiveOrders } from './orders-store';
import { countBatch, countRefusal } from './report';

const KEEP_SECONDS = 24 * 3600;

/** Claims the key for this body; the earlier answer when the same batch was handled already. */
async function claimKey(
  companyId: string,
  key: string,
  digest: string,
  now: Date,
): Promise<OrdersResult | null> {
  try {
    await table.put(
      {
        ...keys.idempotency(companyId, key),
        entity: 'idempotency',
        digest,
        state: 'processing',
        [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
      },
      { ConditionExpression: 'attribute_not_exists(pk)' },
    );
    return null;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
  const earlier = await table.get(keys.idempotency(companyId, key), { consistent: true });
  if (earlier?.digest !== digest)
    throw new HttpError(
      'integration.idempotency_mismatch',
      'This Idempotency-Key was used for another batch',
    );
  if (earlier.state !== 'done')
    throw new HttpError(
      'integration.idempotency_in_progress',
      'The batch with this Idempotency-Key is being handled',
    );
  return earlier.result as OrdersResult;
}

/** Receives the batch and counts it in the company's report. */
async function receive(companyId: string, orders: Order[], now: Date): Promise<OrdersResult> {
  const result = await receiveOrders(companyId, orders, 'api', now);
  await countBatch(companyId, result.received, result.claimsCompleted, now.toISOString());
  return result;
}

export const handler = integrationEndpoint(null, async ({ key, request }) => {
  const now = clock.now();
  let input: z.output<typeof ordersBatchSchema>;
  try {
    // Checked here rather than by the endpoint, so that a refused batch is counted in the report.
    input = validInput(ordersBatchSchema, request);
  } catch (refused) {
    const [first] = (refused instanceof HttpError && refused.issues) || [];
    if (first)
      await countRefusal(key.companyId, { path: first.path, message: first.message }, now.toISOString());
    throw refused;
  }
  const idempotencyKey = request.event.headers?.['idempotency-key'];
  if (idempotencyKey === undefined) return ok(await receive(key.companyId, input.orders, now));
  if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey))
    throw Invalid('The Idempotency-Key is 1 to 100 letters, digits and . _ : -', [
      { path: 'Idempotency-Key', code: 'invalid_format', message: 'form.invalid' },
    ]);
  const digest = sha256Base64url(JSON.stringify(input));
  const earlier = await claimKey(key.companyId, idempotencyKey, digest, now);
  if (earlier) return ok(earlier);
  try {
    const result = await receive(key.companyId, input.orders, now);
    await table.update(keys.idempotency(key.companyId, idempotencyKey), {
      UpdateExpression: 'SET #state = :done, #result = :result',
      ExpressionAttributeNames: { '#state': 'state', '#result': 'result' },
      ExpressionAttributeValues: { ':done': 'done', ':result': result },
    });
    return ok(result);
  } catch (error) {
    // Not handled: the key is free again, so the client's retry is handled.
    await table.delete(keys.idempotency(key.companyId, idempotencyKey));
    throw error;
  }
});
