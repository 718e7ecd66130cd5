/**
 * One `cdk synth` with bundling for the whole release check (about a minute): the bundles test reads
 * its bundles, the bundles-mode stack serves them. Needs the web build, as a deploy does (without it
 * the stack has no web deployment and counts fewer resources than it deploys).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { synthesize } from '../../infra/bundles';
import { ROOT } from '../../infra/constructs/house-function';

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
  project.provide('assembly', outdir);
  project.provide('synthSeconds', await synthesize(outdir, { metafiles: true }));
  return () => rmSync(outdir, { recursive: true, force: true });
}
