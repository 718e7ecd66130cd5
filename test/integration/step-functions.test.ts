/**
 * The Step Functions stand-in runs ASL definitions through the SDK's SFNClient, with Step
 * Functions Standard's rules: an execution name runs once, Retry and Catch behave as in AWS.
 */
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStepFunctions } from '../../infra/local/stepfunctions';
import type { WorkflowDefinition } from '../../infra/workflows/types';

const calls: Record<string, number> = { Double: 0, Flaky: 0 };
let flakyFailures = 0;

const workflow: WorkflowDefinition = {
  name: 'SumOfDoubles',
  definition: {
    StartAt: 'EachNumber',
    States: {
      EachNumber: {
        Type: 'Map',
        ItemsPath: '$.numbers',
        ItemProcessor: {
          ProcessorConfig: { Mode: 'INLINE' },
          StartAt: 'Double',
          States: { Double: { Type: 'Task', Resource: '${Double}', End: true } },
        },
        ResultPath: '$.doubled',
        Next: 'Flaky',
      },
      Flaky: {
        Type: 'Task',
        Resource: '${Flaky}',
        Retry: [{ ErrorEquals: ['States.ALL'], MaxAttempts: 2, IntervalSeconds: 0 }],
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.failure', Next: 'Gave up' }],
        End: true,
      },
      'Gave up': { Type: 'Fail', Error: 'Workflow.GaveUp', Cause: 'the flaky step kept failing' },
    },
  },
  tasks: {
    Double: {
      entry: 'test',
      load: async () => ({
        handler: async (input) => {
          calls.Double = (calls.Double ?? 0) + 1;
          return (input as number) * 2;
        },
      }),
    },
    Flaky: {
      entry: 'test',
      load: async () => ({
        handler: async (input) => {
          calls.Flaky = (calls.Flaky ?? 0) + 1;
          if (flakyFailures > 0) {
            flakyFailures--;
            throw new Error('transient');
          }
          const { doubled } = input as { doubled: number[] };
          return { sum: doubled.reduce((a, b) => a + b, 0) };
        },
      }),
    },
  },
};

let server: Awaited<ReturnType<typeof startLocalStepFunctions>>;
let sfn: SFNClient;

beforeAll(async () => {
  server = await startLocalStepFunctions([workflow]);
  sfn = new SFNClient({
    endpoint: server.url,
    region: 'eu-west-3',
    credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
  });
});
afterAll(async () => {
  await server.close();
});

async function finished(executionArn: string) {
  for (;;) {
    const out = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    if (out.status !== 'RUNNING') return out;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('Step Functions stand-in', () => {
  it('runs Map and Task states on the handlers and reports the output', async () => {
    flakyFailures = 1;
    const started = await sfn.send(
      new StartExecutionCommand({
        stateMachineArn: server.stateMachineArn('SumOfDoubles'),
        name: 'run-1',
        input: '{"numbers":[1,2,3]}',
      }),
    );
    const out = await finished(started.executionArn!);
    expect(out.status).toBe('SUCCEEDED');
    expect(JSON.parse(out.output!)).toEqual({ sum: 12 });
  });

  it('runs an execution name once: the same start again is the same execution', async () => {
    const before = calls.Double;
    const input = '{"numbers":[5]}';
    const arn = server.stateMachineArn('SumOfDoubles');
    const first = await sfn.send(
      new StartExecutionCommand({ stateMachineArn: arn, name: 'upload-42', input }),
    );
    const second = await sfn.send(
      new StartExecutionCommand({ stateMachineArn: arn, name: 'upload-42', input }),
    );
    expect(second.executionArn).toBe(first.executionArn);
    await finished(first.executionArn!);
    expect(calls.Double).toBe((before ?? 0) + 1);
    await expect(
      sfn.send(
        new StartExecutionCommand({ stateMachineArn: arn, name: 'upload-42', input: '{"numbers":[6]}' }),
      ),
    ).rejects.toMatchObject({ name: 'ExecutionAlreadyExists' });
  });

  it('retries a failing Task, then takes the Catch and fails with its error', async () => {
    flakyFailures = 10;
    const before = calls.Flaky ?? 0;
    const started = await sfn.send(
      new StartExecutionCommand({
        stateMachineArn: server.stateMachineArn('SumOfDoubles'),
        name: 'run-fails',
        input: '{"numbers":[1]}',
      }),
    );
    const out = await finished(started.executionArn!);
    expect(out.status).toBe('FAILED');
    expect(out.error).toBe('Workflow.GaveUp');
    expect((calls.Flaky ?? 0) - before).toBe(3);
  });

  it('refuses an unknown state machine as the service does', async () => {
    await expect(
      sfn.send(new StartExecutionCommand({ stateMachineArn: server.stateMachineArn('Nope'), input: '{}' })),
    ).rejects.toMatchObject({ name: 'StateMachineDoesNotExist' });
  });
});
