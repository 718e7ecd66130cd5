/**
 * The billing PDF as a Lambda runs it: functions/billing/pdf/render.ts bundled alone with the
 * Lambdas' esbuild options (infra/constructs/house-function.ts, as bench/lambda-bundle.bench.ts
 * bundles them), its size, then in a fresh Node process the bundle's import, the first render and
 * the median of 50 warm renders of a 20-line and an 80-line invoice. It also proves the bundle
 * runs: pdfkit's Node build fails once bundled (TOOLCHAIN.md), the browser build must not.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleDocument, sampleLines } from '../functions/billing/pdf/sample-documents';
import { bundleLambda } from './bundle-lambda';

const RENDER = fileURLToPath(new URL('../functions/billing/pdf/render.ts', import.meta.url));
const WARM_RUNS = 50;

interface Timing {
  lines: number;
  firstMs: number;
  warmMedianMs: number;
  pages: number;
  bytes: number;
}

/** Runs in the fresh process: imports the bundle, renders each document once, then warm. */
const probeSource = (bundle: string, documents: string, warmRuns: number) => `
import { readFileSync } from 'node:fs';
const started = performance.now();
const { renderDocumentPdf } = await import(${JSON.stringify(bundle)});
const importMs = performance.now() - started;
const documents = JSON.parse(readFileSync(${JSON.stringify(documents)}, 'utf8'));
const timed = async (document) => {
  const t = performance.now();
  const pdf = await renderDocumentPdf(document);
  return { ms: performance.now() - t, pdf };
};
const timings = [];
for (const document of documents) {
  const first = await timed(document);
  const text = Buffer.from(first.pdf).toString('latin1');
  if (!text.startsWith('%PDF-')) throw new Error('not a PDF');
  const warm = [];
  for (let run = 0; run < ${warmRuns}; run++) warm.push((await timed(document)).ms);
  warm.sort((a, b) => a - b);
  timings.push({
    lines: document.lines.length,
    firstMs: first.ms,
    warmMedianMs: warm[Math.floor(warm.length / 2)],
    pages: text.match(/\\/Type \\/Page(?!s)\\b/g)?.length ?? 0,
    bytes: first.pdf.byteLength,
  });
}
console.log(JSON.stringify({ importMs, timings }));
`;

async function bundleRender(outfile: string, entry: string) {
  writeFileSync(entry, `export { renderDocumentPdf } from ${JSON.stringify(RENDER)};\n`);
  await bundleLambda(entry, outfile);
}

const describeTiming = (timing: Timing) =>
  `  ${timing.lines}-line invoice: first render ${timing.firstMs.toFixed(0)} ms, warm median ` +
  `${timing.warmMedianMs.toFixed(1)} ms (${WARM_RUNS} runs); ${timing.pages} page(s), ` +
  `${(timing.bytes / 1024).toFixed(1)} KB\n`;

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'billing-pdf-bench-'));
  try {
    const bundle = join(dir, 'render.mjs');
    await bundleRender(bundle, join(dir, 'entry.ts'));
    process.stdout.write(`  render.ts bundled: ${(statSync(bundle).size / 1024).toFixed(0)} KB minified\n`);

    const documents = join(dir, 'documents.json');
    const invoices = [20, 80].map((count, index) =>
      sampleDocument({ lines: sampleLines(count), sequence: index + 1 }),
    );
    writeFileSync(documents, JSON.stringify(invoices));
    const probe = join(dir, 'probe.mjs');
    writeFileSync(probe, probeSource(bundle, documents, WARM_RUNS));
    const result = JSON.parse(execFileSync(process.execPath, [probe]).toString()) as {
      importMs: number;
      timings: Timing[];
    };
    process.stdout.write(`  bundle import in a fresh process: ${result.importMs.toFixed(0)} ms\n`);
    for (const timing of result.timings) process.stdout.write(describeTiming(timing));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
