/**
 * What deploys, built as it deploys (issue 39): `cdk synth` with bundling, on this checkout (the web
 * build included, as a deploy has it: test/release/global-setup.ts), then every Lambda bundle CDK
 * made is read back. Each holds only
 * what runs in Lambda (its metafile names no native add-on, no local-only package or source), weighs
 * at most the budget, and the stack stays within its resource budget. Prints the figures.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Assembly, readBundles } from '../../infra/bundles';
import {
  BUNDLE_BUDGET_BYTES,
  localOnlyInput,
  OVER_BUDGET_CEILINGS_KIB,
  STACK_RESOURCE_BUDGET,
} from '../../infra/constructs/lambda-bundling';

const KIB = 1024;
let assembly: Assembly;

beforeAll(() => {
  // The synth of test/release/global-setup.ts.
  const seconds = inject('synthSeconds');
  assembly = readBundles(inject('assembly'));
  const lines = assembly.bundles
    .toSorted((a, b) => b.bytes - a.bytes)
    .map((bundle) => `  ${String(Math.round(bundle.bytes / KIB)).padStart(5)} KiB  ${bundle.path}`);
  process.stdout.write(
    `synth with bundling: ${seconds.toFixed(1)} s; ${assembly.resources} resources; ${assembly.bundles.length} bundles:\n${lines.join('\n')}\n`,
  );
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

  it("takes AWS credentials from the environment only: no bundle holds the SDK's whole provider chain", () => {
    // The chain (SSO, profiles, web identity, instance metadata, with the STS and SSO clients they
    // call) is replaced by CREDENTIALS_STAND_IN; should an import reach it another way, it is back.
    const chain =
      /node_modules\/@aws-sdk\/(credential-provider-(node|ini|sso|process|web-identity|login)|nested-clients)\//;
    const found = assembly.bundles.flatMap((bundle) =>
      (bundle.inputs ?? []).filter((input) => chain.test(input)).map((input) => `${bundle.path}: ${input}`),
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
