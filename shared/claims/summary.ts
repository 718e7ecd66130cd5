/**
 * The claim center's overview (GET /api/private/claims-summary): totals by state and carrier, refund
 * amounts by currency, claims per month and per ISO week, and the values of My claims' filter lists
 * with their counts. The server builds it from its counters; the claim center draws it.
 */
import * as z from 'zod/mini';

/** The refund amounts followed per currency: asked of the carrier, confirmed, credited, declined. */
export const AMOUNT_KINDS = ['requested', 'confirmed', 'credited', 'declined'] as const;
export type AmountKind = (typeof AMOUNT_KINDS)[number];

/** My claims' filter lists whose values come from the claims themselves. */
export const FACET_LISTS = [
  'country_code_receiver',
  'country_code_sender',
  'service_level',
  'owners',
] as const;
export type FacetList = (typeof FACET_LISTS)[number];

const counts = z.record(z.string(), z.number());

const periodSchema = z.strictObject({ period: z.string(), claims: z.number(), byCarrier: counts });

export const claimSummarySchema = z.strictObject({
  total: z.number(),
  byState: counts,
  byCarrier: counts,
  /** Per kind, per currency. */
  amounts: z.record(z.enum(AMOUNT_KINDS), counts),
  /** The values of My claims' country, service level and owner lists, with their counts. */
  facets: z.record(z.enum(FACET_LISTS), counts),
  /** The last 12 months and the last 12 ISO weeks, oldest first. */
  monthly: z.array(periodSchema),
  weekly: z.array(periodSchema),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;
