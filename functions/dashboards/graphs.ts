/**
 * Graphs, headline figures and scorecards from counter bags (pure: the counters in, the figures
 * out). A period's buckets (months or ISO weeks) each have two bags: the dashboards' shipment
 * counters (./shipment-counters) and the claims' (../claims/counters).
 */
import {
  type Dimension,
  type Graph,
  type GraphDefinition,
  METRICS,
  type Metric,
  OTHER_VALUE,
  type Period,
  type Scorecard,
  type Tile,
  TOP_VALUES,
} from '@shared/dashboards/catalog';
import { histogramMedian } from '@shared/dashboards/day-histogram';
import { amountsOf } from '../claims/counters';
import { type ScoreFigure, scoreCounter } from '../claims/scorecard-counters';
import type { Cut } from './shipment-counters';

export type Counters = Record<string, number>;

export interface Bucket {
  /** YYYY-MM or YYYY-Www. */
  label: string;
  dash: Counters;
  claims: Counters;
}

/** One cell of a graph before it becomes a number: a count, amounts per currency, and a denominator. */
interface Cell {
  count: number;
  money: Record<string, number>;
  den: number;
}

const emptyCell = (): Cell => ({ count: 0, money: {}, den: 0 });

function addCell(into: Cell, cell: Cell): Cell {
  into.count += cell.count;
  into.den += cell.den;
  for (const [currency, cents] of Object.entries(cell.money))
    into.money[currency] = (into.money[currency] ?? 0) + cents;
  return into;
}

/** The cuts `graphs` draw beside the carrier one (whose items every bucket reads). */
export const cutsOf = (graphs: readonly GraphDefinition[]): Cut[] =>
  [...new Set(graphs.map((graph) => graph.dimension))].filter(
    (dimension): dimension is Cut => dimension === 'service' || dimension === 'destination',
  );

/** Sums bags counter by counter. */
export function sumBags(bags: readonly Counters[]): Counters {
  const total: Counters = {};
  for (const bag of bags)
    for (const [name, value] of Object.entries(bag)) total[name] = (total[name] ?? 0) + value;
  return total;
}

/** Counts per value: counters `${prefix}<value>`. */
function counts(bag: Counters, prefix: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const [name, value] of Object.entries(bag))
    if (name.startsWith(prefix) && value)
      out.set(name.slice(prefix.length), (out.get(name.slice(prefix.length)) ?? 0) + value);
  return out;
}

/** Amounts per value and currency: counters `${prefix}<value>_<CUR>`. */
export function amounts(bag: Counters, prefix: string): Map<string, Record<string, number>> {
  const out = new Map<string, Record<string, number>>();
  for (const [name, value] of Object.entries(bag)) {
    if (!name.startsWith(prefix) || !value) continue;
    const match = /^(.+)_([A-Z]{3})$/.exec(name.slice(prefix.length));
    if (!match) continue;
    const money = out.get(match[1]!) ?? {};
    money[match[2]!] = (money[match[2]!] ?? 0) + value;
    out.set(match[1]!, money);
  }
  return out;
}

const CUT: Record<Exclude<Dimension, 'period'>, string> = { carrier: 'c', service: 's', destination: 'd' };

/** A metric's cells by the values of a cut (carrier, service, destination) of one bucket's bags. */
function cellsBy(
  metric: Metric,
  cut: Exclude<Dimension, 'period'>,
  bucket: Omit<Bucket, 'label'>,
): Map<string, Cell> {
  const cells = new Map<string, Cell>();
  const cell = (value: string) => {
    let found = cells.get(value);
    if (!found) {
      found = emptyCell();
      cells.set(value, found);
    }
    return found;
  };
  const letter = CUT[cut];
  const { dash, claims } = bucket;
  const countInto = (map: Map<string, number>, field: 'count' | 'den') => {
    for (const [value, n] of map) cell(value)[field] += n;
  };
  const moneyInto = (map: Map<string, Record<string, number>>) => {
    for (const [value, money] of map) addCell(cell(value), { count: 0, den: 0, money });
  };
  switch (metric) {
    case 'spend':
      moneyInto(amounts(dash, `spend_${letter}_`));
      break;
    case 'shipments':
      countInto(counts(dash, `ship_${letter}_`), 'count');
      break;
    case 'spend_per_parcel':
      moneyInto(amounts(dash, `spend_${letter}_`));
      countInto(counts(dash, `ship_${letter}_`), 'den');
      break;
    case 'invoices':
      countInto(counts(dash, 'inv_'), 'count');
      break;
    case 'on_time_rate':
      countInto(counts(dash, `ontime_${letter}_`), 'count');
      countInto(counts(dash, `ontime_${letter}_`), 'den');
      countInto(counts(dash, `late_${letter}_`), 'den');
      break;
    case 'late':
      countInto(counts(dash, `late_${letter}_`), 'count');
      break;
    case 'found':
      moneyInto(amounts(dash, 'found_c_'));
      break;
    case 'claims':
      countInto(counts(claims, 'claims_'), 'count');
      break;
    case 'claimed':
      moneyInto(amounts(claims, 'requested_'));
      break;
    case 'confirmed':
    case 'credited':
      moneyInto(amounts(claims, `${metric}_`));
      break;
  }
  return cells;
}

/** The cut a metric's total is summed over: the carrier one, which every metric has. */
const totalCell = (metric: Metric, bucket: Omit<Bucket, 'label'>) =>
  [...cellsBy(metric, 'carrier', bucket).values()].reduce(addCell, emptyCell());

/** The currency money is shown in: the one with the largest amount; the others are named beside it. */
function currencies(cells: readonly Cell[]): { currency: string | null; others: string[] } {
  const totals: Record<string, number> = {};
  for (const cell of cells)
    for (const [currency, cents] of Object.entries(cell.money))
      totals[currency] = (totals[currency] ?? 0) + Math.abs(cents);
  const ranked = Object.keys(totals).sort((a, b) => totals[b]! - totals[a]! || a.localeCompare(b));
  return { currency: ranked[0] ?? null, others: ranked.slice(1) };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A cell as the number a person reads: money in units of `currency`, rates in %, counts as they are. */
function readable(metric: Metric, cell: Cell, currency: string | null): number | null {
  const money = currency ? (cell.money[currency] ?? 0) : 0;
  switch (metric) {
    case 'spend_per_parcel':
      return cell.den ? round(money / cell.den / 100, 2) : null;
    case 'on_time_rate':
      return cell.den ? round((cell.count / cell.den) * 100, 1) : null;
    default:
      return METRICS[metric].unit === 'money' ? round(money / 100, 2) : cell.count;
  }
}

/** A bucket of the whole period: every bucket's bags summed. */
export const wholePeriod = (buckets: readonly Bucket[]) => ({
  dash: sumBags(buckets.map((bucket) => bucket.dash)),
  claims: sumBags(buckets.map((bucket) => bucket.claims)),
});

/** One graph: per bucket (dimension 'period'), or per value of a cut over the whole period, largest first. */
export function buildGraph(
  definition: GraphDefinition & { period: Period },
  buckets: readonly Bucket[],
): Graph {
  const { metric, dimension, period } = definition;
  let keyed: [string, Cell][];
  if (dimension === 'period') keyed = buckets.map((bucket) => [bucket.label, totalCell(metric, bucket)]);
  else {
    const cells = [...cellsBy(metric, dimension, wholePeriod(buckets))];
    // Largest first by what it weighs (shipments measured for a rate, amounts or counts otherwise).
    const weight = (cell: Cell) =>
      metric === 'on_time_rate' || metric === 'spend_per_parcel'
        ? cell.den
        : cell.count + Object.values(cell.money).reduce((a, b) => a + Math.abs(b), 0);
    cells.sort((a, b) => weight(b[1]) - weight(a[1]) || a[0].localeCompare(b[0]));
    keyed = cells.slice(0, TOP_VALUES);
    if (cells.length > TOP_VALUES)
      keyed.push([
        OTHER_VALUE,
        cells
          .slice(TOP_VALUES)
          .map(([, cell]) => cell)
          .reduce(addCell, emptyCell()),
      ]);
  }
  const { currency, others } =
    METRICS[metric].unit === 'money'
      ? currencies(keyed.map(([, cell]) => cell))
      : { currency: null, others: [] };
  return {
    metric,
    dimension,
    period,
    unit: METRICS[metric].unit,
    currency,
    otherCurrencies: others,
    points: keyed.map(([key, cell]) => ({ key, value: readable(metric, cell, currency) })),
  };
}

/** A headline figure over the whole period. */
export function buildTile(metric: Metric, buckets: readonly Bucket[]): Tile {
  const cell = totalCell(metric, wholePeriod(buckets));
  const { currency } = METRICS[metric].unit === 'money' ? currencies([cell]) : { currency: null };
  return { metric, unit: METRICS[metric].unit, currency, value: readable(metric, cell, currency) };
}

/** Confirmed amounts over decided ones (confirmed or declined), all currencies summed as counts of cents' weight, in %. */
export function successRate(buckets: readonly Bucket[]): number | null {
  const { claims } = wholePeriod(buckets);
  const decided = (kind: string) =>
    Object.values(amountsOf(claims, kind)).reduce((sum, cents) => sum + cents, 0);
  const confirmed = decided('confirmed');
  const declined = decided('declined');
  return confirmed + declined ? round((confirmed / (confirmed + declined)) * 100, 1) : null;
}

const rate = (part: number, whole: number) => (whole ? round((part / whole) * 100, 2) : null);

/** A carrier's day histogram of one of the desk's figures: counters `days_<figure>_<carrier>_<bucket>`. */
function histogram(bag: Counters, figure: ScoreFigure, carrier: string): Map<number, number> {
  const prefix = scoreCounter.days(figure, carrier, 0).slice(0, -1);
  const out = new Map<number, number>();
  for (const [name, value] of Object.entries(bag)) {
    if (!name.startsWith(prefix) || !value) continue;
    const bucket = name.slice(prefix.length);
    if (/^\d+$/.test(bucket)) out.set(Number(bucket), (out.get(Number(bucket)) ?? 0) + value);
  }
  return out;
}

type DeskFigures = Pick<
  Scorecard,
  | 'medianDaysToFile'
  | 'medianDaysToAnswer'
  | 'medianDaysAnswerToCredit'
  | 'acceptanceRate'
  | 'creditedAmount'
  | 'claimedAmount'
  | 'amountCurrency'
  | 'creditedShare'
>;

const NO_DESK_FIGURES: DeskFigures = {
  medianDaysToFile: null,
  medianDaysToAnswer: null,
  medianDaysAnswerToCredit: null,
  acceptanceRate: null,
  creditedAmount: null,
  claimedAmount: null,
  amountCurrency: null,
  creditedShare: null,
};

/** A carrier's desk figures over a period's claims counters (./claims/scorecard-counters keeps them). */
function deskFigures(claims: Counters, carrier: string): DeskFigures {
  const claimed = amounts(claims, 'requested_').get(carrier) ?? {};
  const credited = amounts(claims, 'creditamt_').get(carrier) ?? {};
  const { currency } = currencies([
    { count: 0, den: 0, money: Object.keys(claimed).length ? claimed : credited },
  ]);
  const claimedCents = currency ? (claimed[currency] ?? 0) : 0;
  const creditedCents = currency ? (credited[currency] ?? 0) : 0;
  return {
    medianDaysToFile: histogramMedian(histogram(claims, 'filed', carrier)),
    medianDaysToAnswer: histogramMedian(histogram(claims, 'answer', carrier)),
    medianDaysAnswerToCredit: histogramMedian(histogram(claims, 'credit', carrier)),
    acceptanceRate: rate(
      claims[scoreCounter.accepted(carrier)] ?? 0,
      claims[scoreCounter.decided(carrier)] ?? 0,
    ),
    creditedAmount: currency ? round(creditedCents / 100, 2) : null,
    claimedAmount: currency ? round(claimedCents / 100, 2) : null,
    amountCurrency: currency,
    creditedShare: rate(creditedCents, claimedCents),
  };
}

/**
 * Per carrier (and per service of each): shipments, on-time rate against the promised day, lost and
 * damaged claims per shipment, claims accepted and refused, days from claim to credit, the desk's
 * figures (median days to file, to the first answer, from it to the credit; acceptance rate; amount
 * credited against amount claimed), and whether the contract waived the money-back guarantee.
 */
export function buildScorecards(buckets: readonly Bucket[], waived: ReadonlySet<string>): Scorecard[] {
  const { dash, claims } = wholePeriod(buckets);
  const shipments = counts(dash, 'ship_c_');
  const carriers = [...new Set([...shipments.keys(), ...counts(claims, 'claims_').keys()])].sort(
    (a, b) => (shipments.get(b) ?? 0) - (shipments.get(a) ?? 0) || a.localeCompare(b),
  );
  const onTime = counts(dash, 'ontime_c_');
  const late = counts(dash, 'late_c_');
  const serviceShipments = counts(dash, 'ship_s_');
  const serviceOnTime = counts(dash, 'ontime_s_');
  const serviceLate = counts(dash, 'late_s_');
  const rows: Scorecard[] = [];
  for (const carrier of carriers) {
    const shipped = shipments.get(carrier) ?? 0;
    const measured = (onTime.get(carrier) ?? 0) + (late.get(carrier) ?? 0);
    const credited = claims[`n_credited_${carrier}`] ?? 0;
    rows.push({
      carrier,
      service: null,
      shipments: shipped,
      measured,
      onTimeRate: rate(onTime.get(carrier) ?? 0, measured),
      lostRate: rate(claims[`type_lost_${carrier}`] ?? 0, shipped),
      damagedRate: rate(claims[`type_damaged_${carrier}`] ?? 0, shipped),
      accepted: claims[`n_confirmed_${carrier}`] ?? 0,
      refused: claims[`n_declined_${carrier}`] ?? 0,
      avgDaysToCredit: credited ? round((claims[`creditdays_${carrier}`] ?? 0) / credited, 1) : null,
      ...deskFigures(claims, carrier),
      guaranteeWaived: waived.has(carrier),
    });
    const services = [...serviceShipments]
      .filter(([key]) => key.startsWith(`${carrier}~`))
      .sort((a, b) => b[1] - a[1]);
    for (const [key, count] of services) {
      const serviceMeasured = (serviceOnTime.get(key) ?? 0) + (serviceLate.get(key) ?? 0);
      rows.push({
        carrier,
        service: key.slice(carrier.length + 1),
        shipments: count,
        measured: serviceMeasured,
        onTimeRate: rate(serviceOnTime.get(key) ?? 0, serviceMeasured),
        lostRate: null,
        damagedRate: null,
        accepted: null,
        refused: null,
        avgDaysToCredit: null,
        ...NO_DESK_FIGURES,
        guaranteeWaived: waived.has(carrier),
      });
    }
  }
  return rows;
}
