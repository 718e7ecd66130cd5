import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketDays, DAY_BUCKETS, dayBucket, histogramMedian } from './day-histogram';

/** The histogram of some durations, as the counters keep it. */
const histogramOf = (durations: number[]) => {
  const histogram = new Map<number, number>();
  for (const days of durations) histogram.set(dayBucket(days), (histogram.get(dayBucket(days)) ?? 0) + 1);
  return histogram;
};

const exactMedian = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.floor(sorted.length / 2)]!) / 2;
};

describe('durations as day histograms', () => {
  it('keep each day of the first month apart, then ranges, then a year or more', () => {
    expect([0, 1, 30].map(dayBucket)).toEqual([0, 1, 30]);
    expect([31, 45, 46, 90, 91, 365, 366, 2000].map(dayBucket)).toEqual([31, 31, 46, 61, 91, 271, 366, 366]);
    // A clock running backwards, or a fraction of a day: the whole day before.
    expect([-3, 2.9].map(dayBucket)).toEqual([0, 2]);
    expect(DAY_BUCKETS).toHaveLength(39);
    expect(DAY_BUCKETS.every((bucket) => dayBucket(bucket) === bucket)).toBe(true);
  });

  it('read the exact median of durations within a month', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 60 }), (durations) => {
        expect(histogramMedian(histogramOf(durations))).toBe(exactMedian(durations));
      }),
    );
  });

  it('read a median past a month within half its range', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 365 }), { minLength: 1, maxLength: 60 }),
        (durations) => {
          const median = histogramMedian(histogramOf(durations))!;
          // Each value moves to its bucket's middle day: at most 47 days off (271-365, the widest range).
          expect(Math.abs(median - exactMedian(durations))).toBeLessThanOrEqual(47);
        },
      ),
    );
  });

  it('take the mean of the two middle durations, and have none without durations', () => {
    expect(histogramMedian(histogramOf([2, 5]))).toBe(3.5);
    expect(histogramMedian(histogramOf([1, 1, 9]))).toBe(1);
    expect(histogramMedian(histogramOf([100, 100]))).toBe(bucketDays(91));
    expect(histogramMedian(new Map())).toBeNull();
    expect(histogramMedian(new Map([[4, 0]]))).toBeNull();
  });
});
