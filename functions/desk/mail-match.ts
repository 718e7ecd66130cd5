/**
 * Which claim of the company a carrier mail answers: the carrier's claim number it names (one
 * batched read of the claim-number keys, every candidate for every carrier of the catalog), else
 * the tracking number it names (one query per candidate on the reference index, as My claims'
 * exact search reads it). Never a scan: a bounded number of keyed reads, whatever the company holds.
 * A mail that names several claims is not guessed at: it goes to the tray for a person.
 */
import { CARRIER_IDS } from '@shared/carriers/carriers';
import { type MailMatch, normaliseClaimNumber } from '@shared/claims/carrier-mail';
import { STAGE_OF } from '@shared/claims/lifecycle';
import { getClaim, getClaims } from '../claims/claim-queries';
import type { StoredClaim } from '../claims/stored-claim';
import { keys, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';
import { claimNumbersIn, trackingNumbersIn } from './mail-numbers';

export interface FoundClaim {
  claim: StoredClaim;
  matchedBy: MailMatch;
}

async function byClaimNumber(companyId: string, text: string): Promise<StoredClaim | null> {
  const numbers = claimNumbersIn(text).map(normaliseClaimNumber);
  if (!numbers.length) return null;
  const items = await table.batchGet(
    numbers.flatMap((number) => CARRIER_IDS.map((carrier) => keys.claimNumber(companyId, carrier, number))),
  );
  // The number found first in the mail wins (a longer reading of it comes first).
  const bySortKey = new Map(items.map((item) => [String(item.sk), String(item.claimId)]));
  for (const number of numbers)
    for (const carrier of CARRIER_IDS) {
      const claimId = bySortKey.get(keys.claimNumber(companyId, carrier, number).sk);
      if (claimId) return getClaim(companyId, claimId);
    }
  return null;
}

async function byTrackingNumber(companyId: string, text: string): Promise<StoredClaim | null | 'several'> {
  const numbers = trackingNumbersIn(text);
  const pages = await Promise.all(
    numbers.map((number) =>
      table.queryIndex(INDEX.reference, partitions.trackingNumber(companyId, number), { Limit: 10 }),
    ),
  );
  const claimIds = [...new Set(pages.flatMap((page) => page.items.map((item) => String(item.claimId))))];
  if (!claimIds.length) return null;
  const claims = [...(await getClaims(companyId, claimIds)).values()];
  // One parcel, several claims over time (one denied and closed, a new one open): the open one.
  const open = claims.filter((claim) => STAGE_OF[claim.state] !== 'closed');
  const candidates = open.length ? open : claims;
  if (candidates.length === 1) return candidates[0]!;
  return 'several';
}

/** The claim the mail names, and how; null when it names none, or more than one. */
export async function findClaim(
  companyId: string,
  mail: { subject: string; text: string },
): Promise<FoundClaim | null> {
  // The whole mail is read for numbers: our own message quoted back names the claim too.
  const text = `${mail.subject}\n${mail.text}`;
  const numbered = await byClaimNumber(companyId, text);
  if (numbered) return { claim: numbered, matchedBy: 'claim_number' };
  const tracked = await byTrackingNumber(companyId, text);
  return tracked && tracked !== 'several' ? { claim: tracked, matchedBy: 'tracking_number' } : null;
}
