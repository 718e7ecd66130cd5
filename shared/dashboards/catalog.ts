/**
 * The dashboards' one catalog: the metrics a graph can show, the dimensions it can cut them by, the
 * periods (the spec's filter ranges: 30 days, 90 days, 12 months), the fixed dashboards as lists
 * of graphs, and the schemas of what the API answers. The server builds graphs from its counters
 * with it, the web draws them and offers the custom-graph form from it, so a metric exists once.
 */
import * as z from 'zod/mini';
import { usageSchema } from '../billing/plans';

/** The spec's ranges. Days are cut into whole ISO weeks (30 days: 5 weeks; 90 days: 13), months into months. */
export const PERIODS = ['30d', '90d', '12m'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = '12m';

/** How many buckets each period holds, and of which kind. */
export const PERIOD_BUCKETS: Record<Period, { kind: 'week' | 'month'; count: number }> = {
  '30d': { kind: 'week', count: 5 },
  '90d': { kind: 'week', count: 13 },
  '12m': { kind: 'month', count: 12 },
};

export const DIMENSIONS = ['period', 'carrier', 'service', 'destination'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export type Unit = 'money' | 'count' | 'percent';

/**
 * Each metric: its unit, the dimensions it can be cut by, and where it comes from:
 * 'shipments' figures are counted when an invoice is audited (by its invoice date), 'claims' ones
 * when a claim changes (by the day it changed, in the company's time zone).
 */
export const METRICS = {
  spend: { unit: 'money', source: 'shipments', dimensions: ['period', 'carrier', 'service', 'destination'] },
  shipments: {
    unit: 'count',
    source: 'shipments',
    dimensions: ['period', 'carrier', 'service', 'destination'],
  },
  spend_per_parcel: {
    unit: 'money',
    source: 'shipments',
    dimensions: ['period', 'carrier', 'service', 'destination'],
  },
  invoices: { unit: 'count', source: 'shipments', dimensions: ['period', 'carrier'] },
  on_time_rate: {
    unit: 'percent',
    source: 'shipments',
    dimensions: ['period', 'carrier', 'service', 'destination'],
  },
  late: { unit: 'count', source: 'shipments', dimensions: ['period', 'carrier', 'service', 'destination'] },
  found: { unit: 'money', source: 'shipments', dimensions: ['period', 'carrier'] },
  claims: { unit: 'count', source: 'claims', dimensions: ['period', 'carrier'] },
  claimed: { unit: 'money', source: 'claims', dimensions: ['period', 'carrier'] },
  confirmed: { unit: 'money', source: 'claims', dimensions: ['period', 'carrier'] },
  credited: { unit: 'money', source: 'claims', dimensions: ['period', 'carrier'] },
} as const satisfies Record<
  string,
  { unit: Unit; source: 'shipments' | 'claims'; dimensions: readonly Dimension[] }
>;
export type Metric = keyof typeof METRICS;
export const METRIC_NAMES = Object.keys(METRICS) as [Metric, ...Metric[]];

export const metricAllows = (metric: Metric, dimension: Dimension) =>
  (METRICS[metric].dimensions as readonly Dimension[]).includes(dimension);

export const BOARDS = ['spend', 'savings', 'shipments', 'scorecards'] as const;
export type Board = (typeof BOARDS)[number];

export interface GraphDefinition {
  metric: Metric;
  dimension: Dimension;
}

/** The fixed dashboards: their headline figures and their graphs, in order. */
export const BOARD_LAYOUT: Record<Board, { tiles: readonly Metric[]; graphs: readonly GraphDefinition[] }> = {
  spend: {
    tiles: ['spend', 'shipments', 'spend_per_parcel', 'invoices'],
    graphs: [
      { metric: 'spend', dimension: 'period' },
      { metric: 'spend', dimension: 'carrier' },
      { metric: 'spend', dimension: 'service' },
      { metric: 'spend_per_parcel', dimension: 'carrier' },
    ],
  },
  savings: {
    tiles: ['found', 'claimed', 'confirmed', 'credited'],
    graphs: [
      { metric: 'found', dimension: 'period' },
      { metric: 'claimed', dimension: 'period' },
      { metric: 'credited', dimension: 'period' },
      { metric: 'confirmed', dimension: 'carrier' },
    ],
  },
  shipments: {
    tiles: ['shipments', 'on_time_rate', 'late'],
    graphs: [
      { metric: 'shipments', dimension: 'period' },
      { metric: 'shipments', dimension: 'carrier' },
      { metric: 'shipments', dimension: 'service' },
      { metric: 'shipments', dimension: 'destination' },
      { metric: 'on_time_rate', dimension: 'carrier' },
      { metric: 'late', dimension: 'period' },
    ],
  },
  scorecards: { tiles: [], graphs: [] },
};

/** At most this many values of a dimension are shown; the rest are summed as 'other'. */
export const TOP_VALUES = 12;
export const OTHER_VALUE = '~other';
/** A service or destination the invoice did not name. */
export const UNKNOWN_VALUE = '~unknown';

/** Custom graphs a company keeps for its team. */
export const MAX_GRAPHS = 20;

export const graphInputSchema = z
  .strictObject({
    name: z
      .string({ error: 'form.required' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'form.required' }),
        z.maxLength(60, { error: 'dashboards.custom.nameTooLong' }),
      ),
    metric: z.enum(METRIC_NAMES),
    dimension: z.enum(DIMENSIONS),
    period: z.enum(PERIODS),
  })
  .check(
    z.refine((graph) => metricAllows(graph.metric, graph.dimension), {
      message: 'dashboards.custom.dimensionNotAllowed',
      path: ['dimension'],
    }),
  );
export type GraphInput = z.infer<typeof graphInputSchema>;

export const boardQuerySchema = z.strictObject({ period: z.optional(z.enum(PERIODS)) });

/** A point's value; null when there is nothing to measure (a rate of no delivered parcel, a price of no parcel). */
const pointSchema = z.strictObject({ key: z.string(), value: z.nullable(z.number()) });

/** One graph's figures: money in the company's main currency (others named, not converted). */
export const graphSchema = z.strictObject({
  metric: z.enum(METRIC_NAMES),
  dimension: z.enum(DIMENSIONS),
  period: z.enum(PERIODS),
  unit: z.enum(['money', 'count', 'percent']),
  currency: z.nullable(z.string()),
  otherCurrencies: z.array(z.string()),
  points: z.array(pointSchema),
});
export type Graph = z.infer<typeof graphSchema>;

export const tileSchema = z.strictObject({
  metric: z.enum(METRIC_NAMES),
  unit: z.enum(['money', 'count', 'percent']),
  currency: z.nullable(z.string()),
  value: z.nullable(z.number()),
});
export type Tile = z.infer<typeof tileSchema>;

export const scorecardSchema = z.strictObject({
  carrier: z.string(),
  /** null: the carrier's row; a service name: one of its services. */
  service: z.nullable(z.string()),
  shipments: z.number(),
  /** Delivered parcels whose tracking gave a promised day. */
  measured: z.number(),
  onTimeRate: z.nullable(z.number()),
  lostRate: z.nullable(z.number()),
  damagedRate: z.nullable(z.number()),
  accepted: z.nullable(z.number()),
  refused: z.nullable(z.number()),
  avgDaysToCredit: z.nullable(z.number()),
  /**
   * The desk's figures (issue 38), per carrier: median days from opening to filing, from filing to
   * the carrier's first answer (an acceptance, a denial, a credit or a request for more), and from
   * that answer to the credit (functions/claims/scorecard-counters.ts).
   */
  medianDaysToFile: z.nullable(z.number()),
  medianDaysToAnswer: z.nullable(z.number()),
  medianDaysAnswerToCredit: z.nullable(z.number()),
  /** Claims accepted or credited over the claims decided, in %. */
  acceptanceRate: z.nullable(z.number()),
  /** What the carrier credited and what was claimed of it, in the currency most claimed amounts are in. */
  creditedAmount: z.nullable(z.number()),
  claimedAmount: z.nullable(z.number()),
  amountCurrency: z.nullable(z.string()),
  /** Credited over claimed, in %. */
  creditedShare: z.nullable(z.number()),
  /** The contract terms waive the money-back guarantee: late deliveries are not refunded. */
  guaranteeWaived: z.boolean(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

export const boardSchema = z.strictObject({
  board: z.enum(BOARDS),
  period: z.enum(PERIODS),
  /** The success rate: confirmed amounts over those the carriers decided (confirmed or declined), in %. */
  successRate: z.nullable(z.number()),
  tiles: z.array(tileSchema),
  graphs: z.array(graphSchema),
  scorecards: z.array(scorecardSchema),
});
export type BoardView = z.infer<typeof boardSchema>;

export const savedGraphSchema = z.strictObject({
  graphId: z.string(),
  name: z.string(),
  metric: z.enum(METRIC_NAMES),
  dimension: z.enum(DIMENSIONS),
  period: z.enum(PERIODS),
  createdBy: z.string(),
  createdAt: z.string(),
  graph: graphSchema,
});
export type SavedGraph = z.infer<typeof savedGraphSchema>;

/** Why a company's dashboards are closed: locked (contact customer success) or not ready (we are working on it). */
export const DASHBOARD_STATES = ['open', 'locked', 'preparing'] as const;
export type DashboardState = (typeof DASHBOARD_STATES)[number];
export const dashboardStateSchema = z.strictObject({ state: z.enum(DASHBOARD_STATES) });

const money = z.record(z.string(), z.number());
const invoicePeriod = z.strictObject({
  period: z.string(),
  count: z.number(),
  amount: z.number(),
  byCarrier: z.record(z.string(), z.number()),
});

/** Home (past 12 months): what was recovered, what the carriers billed, what needs the merchant now. */
export const homeSchema = z.strictObject({
  today: z.string(),
  timeZone: z.string(),
  /** The plan and this month's use of its bundle (the 80 % warning). */
  bundle: z.strictObject({
    planId: z.string(),
    endDate: z.nullable(z.string()),
    /** A plan chosen to follow the current one (the free month): nothing left to choose. */
    planFollows: z.boolean(),
    usage: usageSchema,
  }),
  gettingStarted: z.strictObject({
    carrierAccount: z.boolean(),
    invoiceUploaded: z.boolean(),
    auditDone: z.boolean(),
    teamInvited: z.boolean(),
  }),
  /** Refund amounts of the last 12 months, per currency. */
  refunds: z.strictObject({ requested: money, confirmed: money, credited: money }),
  invoices: z.strictObject({
    currency: z.nullable(z.string()),
    otherCurrencies: z.array(z.string()),
    monthly: z.array(invoicePeriod),
    weekly: z.array(invoicePeriod),
  }),
  needs: z.strictObject({
    dataNeeded: z.number(),
    byKind: z.record(z.string(), z.number()),
    /** Claims not yet filed whose carrier window closes within 7 days. */
    closingSoon: z.number(),
    credentials: z.array(
      z.strictObject({ credentialId: z.string(), carrier: z.string(), reason: z.nullable(z.string()) }),
    ),
  }),
});
export type HomeView = z.infer<typeof homeSchema>;

/** Days ahead Home counts claims whose window closes. */
export const CLOSING_SOON_DAYS = 7;
