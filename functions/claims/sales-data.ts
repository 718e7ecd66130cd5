/**
 * Claims opened complete from the sales data (issue 21): a new claim that would wait for its goods
 * ('invoice_missing') gets them from the company's order of the same number, when its system sent
 * it (functions/integrations/orders-store.ts), and is due for the carrier when nothing else it
 * needs is missing. One batched read per 100 claims.
 */
import { blocksFiling, normaliseReference } from '@shared/claims/actions';
import { claimedCents, type GoodsLine } from '@shared/claims/schema';
import { connectorFiles } from '../connectors/index';
import { keys } from '../lib/table/keys';
import { table } from '../lib/table/table';
import type { StoredClaim } from './stored-claim';

export async function withSalesData(claims: StoredClaim[]): Promise<StoredClaim[]> {
  const waiting = claims.filter(
    (claim) => claim.actions.includes('invoice_missing') && claim.lines.length === 0,
  );
  if (!waiting.length) return claims;
  const orderOf = (claim: StoredClaim): string => `${claim.companyId}|${normaliseReference(claim.reference)}`;
  const wanted = new Map(waiting.map((claim) => [orderOf(claim), claim] as const));
  const items = await table.batchGet(
    [...wanted.values()].map((claim) => keys.order(claim.companyId, normaliseReference(claim.reference))),
    { attributes: ['companyId', 'reference', 'lines'] },
  );
  const orders = new Map<string, GoodsLine[]>(
    items.map((item) => [`${item.companyId}|${item.reference}`, item.lines as GoodsLine[]]),
  );
  return claims.map((claim) => {
    const lines = claim.lines.length === 0 ? orders.get(orderOf(claim)) : undefined;
    if (!lines?.length || !claim.actions.includes('invoice_missing')) return claim;
    const actions = claim.actions.filter((action) => action !== 'invoice_missing');
    return {
      ...claim,
      lines,
      // What is claimed is the goods' value, unless the claim names its own amount (an audit finding).
      ...(claim.requestedCents === 0
        ? { currency: lines[0]!.currency_code, requestedCents: claimedCents(lines) }
        : {}),
      actions,
      nextSyncAt:
        claim.nextSyncAt ?? (blocksFiling(actions) || !connectorFiles(claim) ? null : claim.createdAt),
    };
  });
}
