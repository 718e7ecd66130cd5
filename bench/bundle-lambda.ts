/**
 * Bundles an entry as CDK bundles a Lambda (infra/constructs/house-function.ts), with the very
 * options it uses (infra/constructs/lambda-bundling.ts). The benches that measure a Lambda's size
 * or start-up share it, so they measure what ships.
 */
import { build } from 'esbuild';
import { lambdaBuildOptions } from '../infra/constructs/lambda-bundling';

export async function bundleLambda(
  entry: string,
  outfile: string,
  /** The function's own stand-ins (HouseFunction's `standIns`). */
  standIns: Record<string, string> = {},
): Promise<void> {
  await build(lambdaBuildOptions(entry, outfile, standIns));
}
