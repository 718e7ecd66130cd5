/**
 * A workflow is an ASL definition (JSONPath only: the local runner has no JSONata) whose Task
 * states name a task handler in `functions/workflows/`. CDK turns each task into a Lambda and the
 * definition into a Step Functions state machine; the local runtime runs the very same definition
 * with aws-local-stepfunctions, calling the same handlers in-process.
 */
export type TaskHandler = (input: unknown) => Promise<unknown>;

export interface WorkflowTask {
  /** The handler module, bundled by CDK, e.g. `functions/workflows/validate-bulk-file.ts`. */
  entry: string;
  load: () => Promise<{ handler: TaskHandler }>;
  /** The Lambda's timeout and memory when a step needs more than the house default (29 s, 1 GB). */
  timeoutSeconds?: number;
  memoryMb?: number;
}

export interface WorkflowDefinition {
  /** Stable PascalCase name: the construct id in CDK, the state machine name locally. */
  name: string;
  /** The ASL document. Each Task's `Resource` is `${TaskStateName}`, substituted per runtime. */
  definition: Record<string, unknown> & { States: Record<string, Record<string, unknown>> };
  /** One handler per Task state, keyed by the state's name. */
  tasks: Record<string, WorkflowTask>;
}

export function taskStateNames(definition: WorkflowDefinition['definition']): string[] {
  const names: string[] = [];
  const walk = (states: Record<string, Record<string, unknown>>) => {
    for (const [name, state] of Object.entries(states)) {
      if (state.Type === 'Task') names.push(name);
      const nested = (state.ItemProcessor ?? state.Iterator) as
        | { States?: Record<string, Record<string, unknown>> }
        | undefined;
      if (nested?.States) walk(nested.States);
      for (const branch of (state.Branches as
        | { States: Record<string, Record<string, unknown>> }[]
        | undefined) ?? []) {
        walk(branch.States);
      }
    }
  };
  walk(definition.States);
  return names;
}

/** A Task's retries: three more tries, 2, 4 and 8 s apart (every step of our workflows can run again). */
export const TASK_RETRY = [
  { ErrorEquals: ['States.ALL'], IntervalSeconds: 2, MaxAttempts: 3, BackoffRate: 2 },
];

/** What a step that still fails after its retries does: goes to the workflow's MarkFailed, the error at $.error. */
export const ON_FAILURE = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'MarkFailed' }];
