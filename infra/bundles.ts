/**
 * The Lambda bundles CDK builds, read from a synthesized cloud assembly (issue 39): `synthesize` runs
 * the real `cdk synth` (the CLI, with bundling) into a folder, `readBundles` finds each function of
 * ours in the template with its bundle (`index.mjs`, its metafile when asked for) and its construct
 * path. The release check (test/release) weighs and inspects them; `LAMBDA_BUNDLES=1 npm start`
 * serves them (infra/local/lambda-bundles.ts).
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { METAFILE_CONTEXT } from './constructs/lambda-bundling';

export const STACK_NAME = 'ParcelAudit';

// Not house-function's ROOT: reading an assembly needs no aws-cdk-lib (the local runtime loads this).
const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface Bundle {
  /** The function's construct path without the stack and `/Resource` (`Api/AuthFunction`). */
  path: string;
  logicalId: string;
  /** The bundle's folder, the file Lambda loads, and its weight in bytes. */
  dir: string;
  file: string;
  bytes: number;
  /** esbuild's metafile inputs (paths from the root), when the synth was asked for them. */
  inputs: string[] | null;
}

export interface Assembly {
  resources: number;
  bundles: Bundle[];
  /** Node.js functions without a bundle of ours (CDK's own providers would be Python or inline). */
  unbundled: string[];
}

/** Runs `cdk synth` as `npm run synth` does, into `outdir`; the seconds it took. */
export async function synthesize(outdir: string, options: { metafiles?: boolean } = {}): Promise<number> {
  const started = performance.now();
  const args = ['cdk', 'synth', '--quiet', '--no-notices', '--output', outdir];
  if (options.metafiles) args.push('--context', `${METAFILE_CONTEXT}=true`);
  await promisify(execFile)('npx', args, { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  return (performance.now() - started) / 1000;
}

interface TemplateResource {
  Type: string;
  Properties?: { Runtime?: string };
  Metadata?: Record<string, string>;
}

export function readBundles(outdir: string, stackName = STACK_NAME): Assembly {
  const template = JSON.parse(readFileSync(join(outdir, `${stackName}.template.json`), 'utf8')) as {
    Resources: Record<string, TemplateResource>;
  };
  const bundles: Bundle[] = [];
  const unbundled: string[] = [];
  for (const [logicalId, resource] of Object.entries(template.Resources)) {
    if (resource.Type !== 'AWS::Lambda::Function' || !resource.Properties?.Runtime?.startsWith('nodejs'))
      continue;
    const constructPath = resource.Metadata?.['aws:cdk:path'] ?? logicalId;
    const asset = resource.Metadata?.['aws:asset:path'];
    const dir = asset ? join(outdir, asset) : '';
    const file = join(dir, 'index.mjs');
    if (!asset || !existsSync(file)) {
      unbundled.push(constructPath);
      continue;
    }
    const metafile = join(dir, 'index.meta.json');
    bundles.push({
      path: constructPath.replace(`${stackName}/`, '').replace(/\/Resource$/, ''),
      logicalId,
      dir,
      file,
      bytes: statSync(file).size,
      inputs: existsSync(metafile)
        ? Object.keys((JSON.parse(readFileSync(metafile, 'utf8')) as { inputs: object }).inputs)
        : null,
    });
  }
  return { resources: Object.keys(template.Resources).length, bundles, unbundled };
}
