/**
 * Step Functions stand-in: speaks the service's wire protocol (StartExecution, DescribeExecution,
 * StopExecution) to the SDK's SFNClient, and runs each execution with aws-local-stepfunctions on
 * the very ASL definition CDK deploys, Task states calling the same handlers in-process.
 *
 * Like Step Functions Standard, an execution name is used once per state machine: starting it
 * again with the same input returns the first execution, with another input is an error.
 *
 * Like Step Functions Standard too, an execution outlives the process that runs it: with a data
 * folder, each execution is written to `<dataDir>/stepfunctions/` when it starts and when it ends,
 * and `resume()` (called by the stack once it serves) runs again every execution that was still
 * running when the runtime died (a kill -9, a crash, a closed laptop). AWS would carry on from the
 * state it was in; here the run starts again from its first state with its input, which comes to
 * the same because every task of our workflows may run again with one effect (QUALITY.md 11).
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RunOptions, StateMachine } from 'aws-local-stepfunctions';
import type { TaskHandler, WorkflowDefinition, WorkflowTask } from '../workflows/types';
import { taskStateNames } from '../workflows/types';
import { AwsError, startJsonProtocolServer } from './json-protocol';

const ACCOUNT = '000000000000';
/** How long a finished execution is kept (Step Functions Standard keeps its history 90 days). */
const EXECUTION_RETENTION_SECONDS = 90 * 24 * 3600;
const REGION = 'eu-west-3';

export const stateMachineArn = (name: string) => `arn:aws:states:${REGION}:${ACCOUNT}:stateMachine:${name}`;

interface Execution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  input: string;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'ABORTED';
  startDate: number;
  stopDate?: number;
  output?: string;
  error?: string;
  cause?: string;
  abort: () => void;
  done: Promise<void>;
}

/** What is kept of an execution on disk: all but its run. */
type SavedExecution = Omit<Execution, 'abort' | 'done'>;

/**
 * Task resources are `${StateName}` placeholders (CDK substitutes the real ARNs); locally each
 * becomes a Lambda ARN named after its state, and the run maps it to the in-process handler.
 */
export function withLocalResources<T>(definition: T): T {
  return JSON.parse(
    JSON.stringify(definition, (key, value) =>
      key === 'Resource' && typeof value === 'string' && /^\$\{\w+\}$/.test(value)
        ? `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${value.slice(2, -1)}`
        : value,
    ),
  );
}

export async function startLocalStepFunctions(
  definitions: WorkflowDefinition[],
  {
    dataDir = null,
    loadTask = async (task) => (await task.load()).handler,
  }: {
    dataDir?: string | null;
    /** A task's handler: its source module's by default; `LAMBDA_BUNDLES=1`, its Lambda bundle's. */
    loadTask?: (task: WorkflowTask) => Promise<TaskHandler>;
  } = {},
) {
  const machines = new Map<string, { workflow: WorkflowDefinition; machine: StateMachine }>();
  const executions = new Map<string, Execution>();
  const folder = dataDir ? join(dataDir, 'stepfunctions') : null;
  if (folder) mkdirSync(folder, { recursive: true });

  /** Writes the execution's record whole (a temporary file renamed: a crash leaves the old or the new). */
  function save(execution: Execution) {
    if (!folder) return;
    const { abort: _a, done: _d, ...saved } = execution;
    const file = join(folder, `${Buffer.from(execution.executionArn).toString('base64url')}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify(saved));
    renameSync(`${file}.tmp`, file);
  }

  /**
   * The executions kept from earlier runs of the runtime. Like Step Functions, which keeps a
   * finished execution 90 days, older finished ones are forgotten (their files removed).
   */
  function load(): SavedExecution[] {
    if (!folder) return [];
    const kept: SavedExecution[] = [];
    const forgetBefore = Date.now() / 1000 - EXECUTION_RETENTION_SECONDS;
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.json'))) {
      const saved = JSON.parse(readFileSync(join(folder, name), 'utf8')) as SavedExecution;
      if (saved.status !== 'RUNNING' && (saved.stopDate ?? saved.startDate) < forgetBefore)
        rmSync(join(folder, name), { force: true });
      else kept.push(saved);
    }
    return kept;
  }

  function register(workflow: WorkflowDefinition) {
    const missing = taskStateNames(workflow.definition).filter((name) => !workflow.tasks[name]);
    if (missing.length)
      throw new Error(`Workflow ${workflow.name} has Task states without a handler: ${missing.join(', ')}`);
    const machine = new StateMachine(withLocalResources(workflow.definition) as never);
    machines.set(stateMachineArn(workflow.name), { workflow, machine });
  }
  for (const workflow of definitions) register(workflow);

  function start(arn: string, name: string, inputText: string): Execution {
    const entry = machines.get(arn);
    if (!entry) throw new AwsError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${arn}'`);
    const executionArn = `${arn.replace(':stateMachine:', ':execution:')}:${name}`;
    const existing = executions.get(executionArn);
    if (existing) {
      if (existing.input === inputText) return existing;
      throw new AwsError('ExecutionAlreadyExists', `Execution Already Exists: '${executionArn}'`);
    }
    try {
      JSON.parse(inputText);
    } catch {
      throw new AwsError('InvalidExecutionInput', 'Invalid State Machine Execution Input');
    }
    const execution = run({
      executionArn,
      stateMachineArn: arn,
      name,
      input: inputText,
      status: 'RUNNING',
      startDate: Date.now() / 1000,
    });
    save(execution);
    return execution;
  }

  /** Runs an execution from its first state, with its input; records how it ends. */
  function run(saved: SavedExecution): Execution {
    const entry = machines.get(saved.stateMachineArn)!;
    type Json = Parameters<
      NonNullable<NonNullable<RunOptions['overrides']>['taskResourceLocalHandlers']>[string]
    >[0];
    const handlers: Record<string, (input: Json) => Promise<Json>> = {};
    for (const [state, task] of Object.entries(entry.workflow.tasks)) {
      handlers[state] = async (taskInput) => (await (await loadTask(task))(taskInput)) as Json;
    }
    const running = entry.machine.run(JSON.parse(saved.input) as never, {
      overrides: { taskResourceLocalHandlers: handlers },
    });
    const execution: Execution = { ...saved, abort: running.abort, done: Promise.resolve() };
    execution.done = running.result
      .then(
        (output) => {
          execution.status = 'SUCCEEDED';
          execution.output = JSON.stringify(output ?? null);
        },
        (error: unknown) => {
          if (execution.status === 'ABORTED') return;
          execution.status = 'FAILED';
          const caught = error as {
            name?: string;
            message?: string;
            cause?: { name?: string; message?: string };
          };
          execution.error = caught.cause?.name ?? caught.name ?? 'States.Runtime';
          execution.cause = caught.cause?.message ?? caught.message ?? String(error);
        },
      )
      .finally(() => {
        execution.stopDate = Date.now() / 1000;
        save(execution);
      });
    executions.set(execution.executionArn, execution);
    return execution;
  }

  // Earlier runs' executions are known again at once (a name stays used; Describe answers), and
  // those that were running wait for resume().
  const interrupted: SavedExecution[] = [];
  for (const saved of load()) {
    if (!machines.has(saved.stateMachineArn)) continue;
    // Known at once, running or not: the name stays used, Describe answers, StartExecution returns it.
    executions.set(saved.executionArn, { ...saved, abort: () => {}, done: Promise.resolve() });
    if (saved.status === 'RUNNING') interrupted.push(saved);
  }

  const describeExecution = (execution: Execution) => ({
    executionArn: execution.executionArn,
    stateMachineArn: execution.stateMachineArn,
    name: execution.name,
    status: execution.status,
    startDate: execution.startDate,
    stopDate: execution.stopDate,
    input: execution.input,
    output: execution.output,
    error: execution.error,
    cause: execution.cause,
  });

  const find = (arn: unknown) => {
    const execution = executions.get(String(arn));
    if (!execution) throw new AwsError('ExecutionDoesNotExist', `Execution Does Not Exist: '${String(arn)}'`);
    return execution;
  };

  const server = await startJsonProtocolServer('AWSStepFunctions', {
    StartExecution: (input) => {
      const name = typeof input.name === 'string' && input.name ? input.name : crypto.randomUUID();
      if (!/^[A-Za-z0-9_-]{1,80}$/.test(name)) throw new AwsError('InvalidName', `Invalid Name: '${name}'`);
      const execution = start(
        String(input.stateMachineArn),
        name,
        typeof input.input === 'string' ? input.input : '{}',
      );
      return { executionArn: execution.executionArn, startDate: execution.startDate };
    },
    DescribeExecution: (input) => describeExecution(find(input.executionArn)),
    StopExecution: (input) => {
      const execution = find(input.executionArn);
      if (execution.status === 'RUNNING') {
        execution.status = 'ABORTED';
        execution.abort();
        save(execution);
      }
      return { stopDate: Date.now() / 1000 };
    },
  });

  return {
    ...server,
    register,
    stateMachineArn,
    /**
     * Runs again the executions that were running when the runtime last stopped without finishing
     * them; answers how many. Call once the handlers' environment is set.
     */
    resume(): number {
      // One stopped meanwhile (StopExecution answers as soon as the stand-in listens) stays stopped.
      const again = interrupted
        .splice(0)
        .filter((saved) => executions.get(saved.executionArn)?.status === 'RUNNING');
      for (const saved of again) run(saved);
      return again.length;
    },
    /** Waits for every running execution: lets Ctrl-C finish in-flight work cleanly. */
    async drain() {
      await Promise.all([...executions.values()].map((execution) => execution.done));
    },
  };
}
