/**
 * Step Functions stand-in: speaks the service's wire protocol (StartExecution, DescribeExecution,
 * StopExecution) to the SDK's SFNClient, and runs each execution with aws-local-stepfunctions on
 * the very ASL definition CDK deploys, Task states calling the same handlers in-process.
 *
 * Like Step Functions Standard, an execution name is used once per state machine: starting it
 * again with the same input returns the first execution, with another input is an error.
 * Executions live in memory: a restart of the local runtime forgets them (AWS would not).
 */
import { type RunOptions, StateMachine } from 'aws-local-stepfunctions';
import type { WorkflowDefinition } from '../workflows/types';
import { taskStateNames } from '../workflows/types';
import { AwsError, startJsonProtocolServer } from './json-protocol';

const ACCOUNT = '000000000000';
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

export async function startLocalStepFunctions(definitions: WorkflowDefinition[]) {
  const machines = new Map<string, { workflow: WorkflowDefinition; machine: StateMachine }>();
  const executions = new Map<string, Execution>();

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
    let input: unknown;
    try {
      input = JSON.parse(inputText);
    } catch {
      throw new AwsError('InvalidExecutionInput', 'Invalid State Machine Execution Input');
    }
    type Json = Parameters<
      NonNullable<NonNullable<RunOptions['overrides']>['taskResourceLocalHandlers']>[string]
    >[0];
    const handlers: Record<string, (input: Json) => Promise<Json>> = {};
    for (const [state, task] of Object.entries(entry.workflow.tasks)) {
      handlers[state] = async (taskInput) => (await (await task.load()).handler(taskInput)) as Json;
    }
    const run = entry.machine.run(input as never, { overrides: { taskResourceLocalHandlers: handlers } });
    const execution: Execution = {
      executionArn,
      stateMachineArn: arn,
      name,
      input: inputText,
      status: 'RUNNING',
      startDate: Date.now() / 1000,
      abort: run.abort,
      done: Promise.resolve(),
    };
    execution.done = run.result
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
      });
    executions.set(executionArn, execution);
    return execution;
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
      }
      return { stopDate: Date.now() / 1000 };
    },
  });

  return {
    ...server,
    register,
    stateMachineArn,
    /** Waits for every running execution: lets Ctrl-C finish in-flight work cleanly. */
    async drain() {
      await Promise.all([...executions.values()].map((execution) => execution.done));
    },
  };
}
