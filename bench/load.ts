/** Load for the API benchmarks: `concurrency` clients sending `requests` GETs in all, timed one by one. */

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function load(
  url: string,
  headers: Record<string, string>,
  { concurrency, requests }: { concurrency: number; requests: number },
) {
  const timings: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        const t = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors++;
        timings.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  return {
    rps: timings.length / seconds,
    p50: percentile(timings, 50),
    p99: percentile(timings, 99),
    errors,
  };
}
