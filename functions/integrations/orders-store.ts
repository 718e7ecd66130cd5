/**
 * The company's sales data: one item per order (`C#<co>` / `ORDER#<number>`, the number normalised
 * as claims' references are), holding its goods lines and a digest of them. An order sent again as
 * it was changes nothing; changed, it replaces the stored one. Each new or changed order completes
 * the company's open investigations of that order that wait for their goods, as the answer modal
 * would ('from your sales data'), and is read when a later investigation of the order is opened.
 */
import { normaliseReference } from '@shared/claims/actions';
import { isEditable } from '@shared/claims/lifecycle';
import type { GoodsLine } from '@shared/claims/schema';
import type { Order, OrdersResult } from '@shared/integrations/orders';
import { claimsForOrder, getClaim } from '../claims/claim-queries';
import { retryOnChange } from '../claims/claim-writes';
import { giveInformation, goodsInformation } from '../claims/give-information';
import { isConditionFailed } from '../lib/aws/dynamo';
import { forEachLimit } from '../lib/concurrency';
import { sha256Base64url } from '../lib/hash';
import { keys, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';

/** Who a change from the sales data is by, in claims' history ('from your sales data'). */
export const SALES_DATA = 'sales_data';

/** Orders written at once: DynamoDB takes them in parallel; a batch of 1,000 is 1,000 writes. */
const WRITE_CONCURRENCY = 16;

export interface StoredOrder {
  companyId: string;
  reference: string;
  order_number: string;
  lines: GoodsLine[];
  customer: Order['customer'] | null;
  digest: string;
  receivedAt: string;
  source: 'api' | 'sftp';
}

/** What an order says, as a digest: the same order sent again has the same one. */
const digestOf = (order: Order) => sha256Base64url(JSON.stringify([order.lines, order.customer ?? null]));

type Outcome = 'created' | 'updated' | 'unchanged';

async function putOrder(
  companyId: string,
  order: Order,
  digest: string,
  source: StoredOrder['source'],
  now: Date,
): Promise<Outcome> {
  const reference = normaliseReference(order.order_number);
  const stored: StoredOrder = {
    companyId,
    reference,
    order_number: order.order_number,
    lines: order.lines,
    customer: order.customer ?? null,
    digest,
    receivedAt: now.toISOString(),
    source,
  };
  try {
    const out = await table.put(
      { ...keys.order(companyId, reference), entity: 'order', ...stored },
      {
        ConditionExpression: 'attribute_not_exists(pk) OR digest <> :digest',
        ExpressionAttributeValues: { ':digest': stored.digest },
        ReturnValues: 'ALL_OLD',
      },
    );
    return out.Attributes ? 'updated' : 'created';
  } catch (error) {
    if (isConditionFailed(error)) return 'unchanged';
    throw error;
  }
}

/** Gives the order's goods to its open investigations that wait for them; how many it completed. */
export async function completeClaimsOf(
  companyId: string,
  order: Pick<StoredOrder, 'order_number' | 'lines'>,
  now: Date,
) {
  let completed = 0;
  for (const found of await claimsForOrder(companyId, order.order_number)) {
    const done = await retryOnChange(
      found,
      () => getClaim(companyId, found.claimId),
      async (claim) => {
        if (!isEditable(claim.state) || !claim.actions.includes('invoice_missing')) return false;
        // The sync job files them: a batch of 1,000 orders does not call carriers inline.
        await giveInformation(claim, SALES_DATA, goodsInformation(order.lines), now, { fileNow: false });
        return true;
      },
    );
    if (done) completed++;
  }
  return completed;
}

/**
 * The order numbers (normalised) of the company's open investigations waiting for their goods: one
 * paged read of its action-required index (sparse: only claims waiting for the merchant are on it).
 */
async function waitingForGoods(companyId: string): Promise<Set<string>> {
  const references = new Set<string>();
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await table.queryIndex(INDEX.attention, partitions.attention(companyId), {
      FilterExpression: 'contains(#actions, :kind)',
      ProjectionExpression: '#reference',
      ExpressionAttributeNames: { '#actions': 'actions', '#reference': 'reference' },
      ExpressionAttributeValues: { ':kind': 'invoice_missing' },
      ExclusiveStartKey: cursor,
    });
    for (const item of page.items) references.add(normaliseReference(String(item.reference)));
    cursor = page.cursor;
  } while (cursor);
  return references;
}

/**
 * Stores a batch of orders, then completes the investigations waiting for them: only orders new
 * or changed, and only those an investigation waits for (read once, after the orders are stored, so
 * an investigation opened meanwhile either saw the order or is seen waiting).
 */
export async function receiveOrders(
  companyId: string,
  orders: Order[],
  source: StoredOrder['source'],
  now: Date,
): Promise<OrdersResult> {
  const result: OrdersResult = {
    received: orders.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    claimsCompleted: 0,
  };
  // The last of an order number sent twice in one batch wins, as if sent one after the other.
  const byReference = new Map(orders.map((order) => [normaliseReference(order.order_number), order]));
  result.unchanged += orders.length - byReference.size;
  // What is stored already, read 100 at a time: an order sent again as it was costs no write.
  const stored = await table.batchGet(
    [...byReference.keys()].map((reference) => keys.order(companyId, reference)),
    { attributes: ['reference', 'digest'] },
  );
  const digests = new Map(stored.map((item) => [String(item.reference), String(item.digest)]));
  const toWrite = [...byReference]
    .map(([reference, order]) => ({ order, digest: digestOf(order), was: digests.get(reference) }))
    .filter(({ digest, was }) => digest !== was);
  result.unchanged += byReference.size - toWrite.length;
  const changed: Order[] = [];
  await forEachLimit(toWrite, WRITE_CONCURRENCY, async ({ order, digest }) => {
    const outcome = await putOrder(companyId, order, digest, source, now);
    result[outcome]++;
    if (outcome !== 'unchanged') changed.push(order);
  });
  if (!changed.length) return result;
  const waiting = await waitingForGoods(companyId);
  const wanted = changed.filter((order) => waiting.has(normaliseReference(order.order_number)));
  await forEachLimit(wanted, WRITE_CONCURRENCY, async (order) => {
    // Read the count once the work is done: `total += await work()` would add to a stale total.
    const completed = await completeClaimsOf(companyId, order, now);
    result.claimsCompleted += completed;
  });
  return result;
}
