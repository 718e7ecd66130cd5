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
import { LAMBDA_BANNER, LAMBDA_BUNDLE, lambdaAliases, METAFILE_CONTEXT } from './lambda-bundling';

export { FONTKIT_STAND_IN } from './lambda-bundling';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

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
        // The shared settings (./lambda-bundling), which the benches and the bundle tests use too.
        format: OutputFormat.ESM,
        target: LAMBDA_BUNDLE.target,
        minify: LAMBDA_BUNDLE.minify,
        sourceMap: LAMBDA_BUNDLE.sourcemap,
        tsconfig: `${ROOT}${LAMBDA_BUNDLE.tsconfig}`,
        mainFields: [...LAMBDA_BUNDLE.mainFields],
        banner: LAMBDA_BANNER,
        externalModules: [],
        metafile:
          scope.node.tryGetContext(METAFILE_CONTEXT) === 'true' ||
          scope.node.tryGetContext(METAFILE_CONTEXT) === true,
        esbuildArgs: Object.fromEntries(
          Object.entries(lambdaAliases(props.standIns)).map(([name, file]) => [`--alias:${name}`, file]),
        ),
      },
    });
  }
}
