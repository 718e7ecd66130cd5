/**
 * Bundles an entry as CDK bundles a Lambda (infra/constructs/house-function.ts): esbuild, ESM,
 * minified, Node 22, a `require` for the SDK's CommonJS parts, and no fontkit. The benches that
 * measure a Lambda's size or start-up share it, so they measure what ships.
 */
import { build } from 'esbuild';
import { FONTKIT_STAND_IN } from '../infra/constructs/house-function';

export async function bundleLambda(
  entry: string,
  outfile: string,
  /** The function's own stand-ins (HouseFunction's `standIns`). */
  standIns: Record<string, string> = {},
): Promise<void> {
  await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    mainFields: ['module', 'main'],
    tsconfig: 'tsconfig.json',
    alias: {
      fontkit: `./${FONTKIT_STAND_IN}`,
      ...Object.fromEntries(Object.entries(standIns).map(([name, file]) => [name, `./${file}`])),
    },
    outfile,
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
}
