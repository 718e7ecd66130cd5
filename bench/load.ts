/** Load for the API benchmarks: `concurrency` clients sending `requests` GETs in all, timed one by one. */

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function load(
  url: string,
  headers: Record<string, string>,
  { concurrency, requests }: { concurrency: number; requests: number },
) {
  let errors = 0;
  const started = performance.now();
  const { p50, p99 } = await timed(concurrency, requests, async () => {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) errors++;
  });
  return { rps: requests / ((performance.now() - started) / 1000), p50, p99, errors };
}

/** `count` calls of `work`, `concurrency` at a time, each timed: the percentiles of their durations (ms). */
export async function timed(concurrency: number, count: number, work: () => Promise<void>) {
  const timings: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        const t = performance.now();
        await work();
        timings.push(performance.now() - t);
      }
    }),
  );
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p99: percentile(timings, 99) };
}
