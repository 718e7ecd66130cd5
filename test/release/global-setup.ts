/**
 * The release check's one `cdk synth` with bundling (about a minute), then the integration suites'
 * local stack (test/support/global-setup.ts) started on it with `LAMBDA_BUNDLES=1`: the bundles
 * test reads the bundles, the authorization matrix and test/release/lambda-bundles.test.ts call the
 * API (and its workflows) they serve. Needs the web build, as a deploy does (without it the stack
 * has no web deployment and counts fewer resources than it deploys).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { synthesize } from '../../infra/bundles';
import { ROOT } from '../../infra/constructs/house-function';
import startIntegrationStack from '../support/global-setup';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The synthesized cloud assembly, with each bundle's metafile. */
    assembly: string;
    synthSeconds: number;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(ROOT, 'web/dist/index.html'))) throw new Error('Run `npm run build:web` first.');
  const outdir = mkdtempSync(join(tmpdir(), 'parcel-audit-synth-'));
  const removeAssembly = () => rmSync(outdir, { recursive: true, force: true });
  try {
    project.provide('assembly', outdir);
    project.provide('synthSeconds', await synthesize(outdir, { metafiles: true }));
    process.env.LAMBDA_BUNDLES = '1';
    process.env.LAMBDA_BUNDLES_DIR = outdir;
    const stopStack = await startIntegrationStack(project);
    return async () => {
      await stopStack();
      removeAssembly();
    };
  } catch (error) {
    removeAssembly();
    throw error;
  }
}
