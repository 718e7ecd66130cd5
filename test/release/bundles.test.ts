/**
 * What deploys, built as it deploys (issue 39): `cdk synth` with bundling, on this checkout (the web
 * build included, as a deploy has it), then every Lambda bundle CDK made is read back. Each holds only
 * what runs in Lambda (its metafile names no native add-on, no local-only package or source), weighs
 * at most the budget, and the stack stays within its resource budget. Prints the figures.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Assembly, readBundles, synthesize } from '../../infra/bundles';
import { ROOT } from '../../infra/constructs/house-function';
import {
  BUNDLE_BUDGET_BYTES,
  localOnlyInput,
  OVER_BUDGET_CEILINGS_KIB,
  STACK_RESOURCE_BUDGET,
} from '../../infra/constructs/lambda-bundling';

const KIB = 1024;
let outdir: string;
let assembly: Assembly;

beforeAll(async () => {
  // Without the web build the stack has no web deployment and counts fewer resources than it deploys.
  if (!existsSync(join(ROOT, 'web/dist/index.html'))) throw new Error('Run `npm run build:web` first.');
  outdir = mkdtempSync(join(tmpdir(), 'parcel-audit-synth-'));
  const seconds = await synthesize(outdir, { metafiles: true });
  assembly = readBundles(outdir);
  const lines = assembly.bundles
    .toSorted((a, b) => b.bytes - a.bytes)
    .map((bundle) => `  ${String(Math.round(bundle.bytes / KIB)).padStart(5)} KiB  ${bundle.path}`);
  process.stdout.write(
    `synth with bundling: ${seconds.toFixed(1)} s; ${assembly.resources} resources; ${assembly.bundles.length} bundles:\n${lines.join('\n')}\n`,
  );
});

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

describe('the synthesized stack', () => {
  it('bundles every Node.js function of ours, each with its metafile', () => {
    expect(assembly.unbundled).toEqual([]);
    expect(assembly.bundles.length).toBeGreaterThan(20);
    expect(assembly.bundles.filter((bundle) => !bundle.inputs).map((bundle) => bundle.path)).toEqual([]);
  });

  it('keeps native add-ons, local stand-ins and test tools out of every bundle', () => {
    const found = assembly.bundles.flatMap((bundle) =>
      (bundle.inputs ?? []).flatMap((input) => {
        const why = localOnlyInput(input);
        return why ? [`${bundle.path}: ${input} (${why})`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it('keeps each bundle within 1 MB (the known heavy ones within their ceilings)', () => {
    const over = assembly.bundles.flatMap((bundle) => {
      const ceiling = OVER_BUDGET_CEILINGS_KIB[bundle.path];
      const allowed = ceiling ? ceiling * KIB : BUNDLE_BUDGET_BYTES;
      return bundle.bytes > allowed ? [`${bundle.path}: ${Math.round(bundle.bytes / KIB)} KiB`] : [];
    });
    expect(over).toEqual([]);
  });

  it('lists as heavy only bundles that still are', () => {
    const paths = new Set(assembly.bundles.map((bundle) => bundle.path));
    const stale = Object.keys(OVER_BUDGET_CEILINGS_KIB).filter(
      (path) =>
        !paths.has(path) ||
        assembly.bundles.find((bundle) => bundle.path === path)!.bytes <= BUNDLE_BUDGET_BYTES,
    );
    expect(stale).toEqual([]);
  });

  it(`holds at most ${STACK_RESOURCE_BUDGET} resources`, () => {
    expect(assembly.resources).toBeLessThanOrEqual(STACK_RESOURCE_BUDGET);
  });
});
