/**
 * A credit the carrier gave on a filed claim, seen before anyone recorded it (issue 38): a later
 * carrier invoice of the company carries a credit line for the parcel of a claim the carrier has
 * (filed, not yet credited), in the claim's currency. The claim keeps the line (`creditSeen`), which
 * puts it on the desk's lane 'credit to confirm' with its proof ready: a person confirms it as the
 * claim's credit (the success fee follows from that move, never from the line alone). Credits of
 * refunds already recorded are the success fee lines' evidence instead (billing/credit-evidence.ts).
 *
 * Idempotent: the same line again finds the claim holding it and writes nothing.
 */
import { normaliseTracking } from '@shared/carriers/carriers';
import { STAGE_OF } from '@shared/claims/lifecycle';
import type { CarrierCredit } from '../billing/credit-match';
import { forEachLimit } from '../lib/concurrency';
import { partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';
import { getClaims } from './claim-queries';
import { changeClaim, retryOnChange } from './claim-writes';
import type { StoredClaim } from './stored-claim';

const PARCELS_AT_ONCE = 4;

/** Whether the claim may take the credit: filed, open, in its currency, not holding one already. */
const awaitsCredit = (claim: StoredClaim, credit: CarrierCredit) =>
  claim.claim_number !== null &&
  STAGE_OF[claim.state] === 'ongoing' &&
  claim.currency === credit.currency &&
  !claim.creditSeen;

/** Puts each credit line on the open, filed claim of its parcel; returns how many claims took one. */
export async function proposeCredits(
  companyId: string,
  credits: CarrierCredit[],
  at: string,
): Promise<number> {
  const refunds = credits.filter((credit) => credit.amountCents < 0);
  let proposed = 0;
  await forEachLimit(refunds, PARCELS_AT_ONCE, async (credit) => {
    const { items } = await table.queryIndex(
      INDEX.reference,
      partitions.trackingNumber(companyId, normaliseTracking(credit.trackingNumber)),
      { Limit: 20 },
    );
    const claims = [
      ...(
        await getClaims(
          companyId,
          items.map((item) => String(item.claimId)),
        )
      ).values(),
    ];
    const claim = claims.find((candidate) => awaitsCredit(candidate, credit));
    if (!claim) return;
    const taken = await retryOnChange(
      claim,
      async () => (await getClaims(companyId, [claim.claimId])).get(claim.claimId) ?? null,
      async (current) => {
        if (!awaitsCredit(current, credit)) return false;
        await changeClaim(current, {
          mover: 'connector',
          event: 'credit_seen',
          to: current.state,
          by: 'audit',
          at,
          message: `${credit.invoiceNumber} (${credit.invoiceDate}): ${(-credit.amountCents / 100).toFixed(2)} ${credit.currency}`,
          set: {
            creditSeen: {
              invoiceNumber: credit.invoiceNumber,
              invoiceDate: credit.invoiceDate,
              amountCents: -credit.amountCents,
              currency: credit.currency,
            },
          },
        });
        return true;
      },
    );
    if (taken) proposed++;
  });
  return proposed;
}
