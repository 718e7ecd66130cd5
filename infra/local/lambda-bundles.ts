/**
 * `LAMBDA_BUNDLES=1 npm start` (issue 39): the local runtime serves the very bundles CDK deploys
 * instead of the sources. `cdk synth` (with bundling, as a deploy runs it) builds them into a
 * folder of their own; each area's API function and each workflow task's function is then found in
 * the template by its construct id, imported from its `index.mjs` and called as Lambda calls it:
 * `handler(event, context)`, the API's with API Gateway HTTP API (payload 2.0) events. The bundles
 * read the environment the local stack set, as the sources do.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import type { AreaHandler } from '../../functions/lambdas';
import type { Area } from '../../functions/routes';
import { type Bundle, readBundles, synthesize } from '../bundles';
import { areaFunctionId, taskFunctionId } from '../constructs/lambda-bundling';
import type { TaskHandler, WorkflowTask } from '../workflows/types';

export interface LocalLambdaBundles {
  /** How long the synth took (0: an assembly given), and how many bundles it made. */
  seconds: number;
  count: number;
  area(area: Area): Promise<AreaHandler>;
  /** The task's function, called with its input and a Lambda context, as Step Functions does. */
  task(task: WorkflowTask): Promise<TaskHandler>;
  close(): Promise<void>;
}

/** A Lambda context for one invocation of a bundled function (its timeout as the deadline). */
export function bundleContext(bundle: Bundle, requestId: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const name = bundle.path.replaceAll('/', '-');
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-west-3:000000000000:function:${name}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

/**
 * Synthesizes the stack into a folder of its own (removed on close), or reads `assembly`, one a
 * `cdk synth` of this checkout made already (the release check's: one synth for both).
 */
export async function startLambdaBundles(assembly?: string): Promise<LocalLambdaBundles> {
  const outdir = assembly ?? (await mkdtemp(join(tmpdir(), 'parcel-audit-bundles-')));
  const remove = () => (assembly ? Promise.resolve() : rm(outdir, { recursive: true, force: true }));
  try {
    const seconds = assembly ? 0 : await synthesize(outdir);
    const { bundles } = readBundles(outdir);
    const byPath = new Map(bundles.map((bundle) => [bundle.path, bundle]));
    const loaded = new Map<string, Promise<(event: unknown, context: Context) => Promise<unknown>>>();
    /** The bundle's handler, imported once (the module's scope runs once, as in a warm Lambda). */
    const load = (path: string) => {
      const bundle = byPath.get(path);
      if (!bundle) throw new Error(`No bundle for ${path} in the synthesized stack`);
      let handler = loaded.get(path);
      if (!handler) {
        handler = import(pathToFileURL(bundle.file).href).then((module) => module.handler);
        handler.catch(() => loaded.delete(path));
        loaded.set(path, handler);
      }
      return { bundle, handler };
    };
    return {
      seconds,
      count: bundles.length,
      area: async (area) => {
        const { handler } = load(`Api/${areaFunctionId(area)}`);
        return (await handler) as AreaHandler;
      },
      task: async (task) => {
        const { bundle, handler } = load(`Workflows/${taskFunctionId(task.entry)}`);
        const call = await handler;
        const timeoutMs = (task.timeoutSeconds ?? 29) * 1000;
        return (input) => call(input, bundleContext(bundle, crypto.randomUUID(), timeoutMs));
      },
      close: remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}
