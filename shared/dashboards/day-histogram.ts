/**
 * Durations in days kept as histograms, so that a median can be read from counters (the carrier
 * scorecards' days from open to filed, filed to first answer, answer to credit): a claim adds one to
 * the bucket of its duration when the step happens, and a period's median is read from the summed
 * buckets, whatever the number of claims.
 *
 * Buckets are single days up to a month (the range where the desk's figures live and a day
 * matters), then wider ranges: a range stands for its middle day, so a median past a month is
 * exact to within half its range.
 */

/** The first day of each bucket past the single days, and where the last one ends (366: a year or more). */
const RANGES: readonly [from: number, to: number][] = [
  [31, 45],
  [46, 60],
  [61, 90],
  [91, 120],
  [121, 180],
  [181, 270],
  [271, 365],
];
const SINGLE_DAYS = 31;
const LAST = 366;

/** The bucket a duration counts in: its first day (negative durations, a clock's doing, count as 0). */
export function dayBucket(days: number): number {
  const whole = Math.max(0, Math.floor(days));
  if (whole < SINGLE_DAYS) return whole;
  if (whole >= LAST) return LAST;
  return RANGES.find(([from, to]) => whole >= from && whole <= to)![0];
}

/** Every bucket there is, in order (their first days). */
export const DAY_BUCKETS: readonly number[] = [
  ...Array.from({ length: SINGLE_DAYS }, (_, day) => day),
  ...RANGES.map(([from]) => from),
  LAST,
];

/** The days a bucket stands for: its day, or its range's middle day (a year or more: 366). */
export function bucketDays(bucket: number): number {
  const range = RANGES.find(([from]) => from === bucket);
  return range ? Math.floor((range[0] + range[1]) / 2) : bucket;
}

/**
 * The median of a histogram (bucket -> count): the middle duration, or the mean of the two middle
 * ones for an even count; null for an empty histogram.
 */
export function histogramMedian(histogram: ReadonlyMap<number, number>): number | null {
  const buckets = [...histogram].filter(([, count]) => count > 0).sort((a, b) => a[0] - b[0]);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const at = (rank: number) => {
    let seen = 0;
    for (const [bucket, count] of buckets) {
      seen += count;
      if (rank < seen) return bucketDays(bucket);
    }
    return bucketDays(buckets.at(-1)![0]);
  };
  return (at(Math.floor((total - 1) / 2)) + at(Math.floor(total / 2))) / 2;
}
