/**
 * The one way this stack makes a Lambda: Node 22 on ARM64, esbuild-bundled ESM (minified, source
 * maps), a log group with a retention, the common environment, and read access to the public key
 * that verifies session tokens. Everything differing between functions is a prop.
 */

import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What the bundles use instead of fontkit (see the file). */
export const FONTKIT_STAND_IN = 'functions/billing/pdf/no-fontkit.ts';

export interface HouseFunctionProps {
  entry: string;
  description: string;
  environment: Record<string, string>;
  memorySize?: number;
  timeout?: Duration;
  /** Caps concurrent runs (a scheduled job runs one at a time). */
  reservedConcurrentExecutions?: number;
  /** Packages this function's bundle replaces with a module of ours (package name -> file from the root). */
  standIns?: Record<string, string>;
}

export class HouseFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: HouseFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    super(scope, id, {
      entry: `${ROOT}${props.entry}`,
      projectRoot: ROOT,
      depsLockFilePath: `${ROOT}package-lock.json`,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(29),
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      logGroup,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        minify: true,
        sourceMap: true,
        tsconfig: `${ROOT}tsconfig.json`,
        mainFields: ['module', 'main'],
        // The SDK still has CommonJS `require`s that ESM bundles need a require for.
        banner:
          "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
        externalModules: [],
        // pdfkit's browser build imports fontkit for embedded font files, which no document uses.
        esbuildArgs: {
          '--alias:fontkit': `./${FONTKIT_STAND_IN}`,
          ...Object.fromEntries(
            Object.entries(props.standIns ?? {}).map(([name, file]) => [`--alias:${name}`, `./${file}`]),
          ),
        },
      },
    });
  }
}
