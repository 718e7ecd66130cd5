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

describe('Step Functions stand-in with a data folder', () => {
  /** A one-task workflow whose task waits until the test lets it go. */
  let release: () => void = () => {};
  let runs = 0;
  const waiting: WorkflowDefinition = {
    name: 'Waits',
    definition: { StartAt: 'Wait', States: { Wait: { Type: 'Task', Resource: '${Wait}', End: true } } },
    tasks: {
      Wait: {
        entry: 'test',
        load: async () => ({
          handler: async (input) => {
            runs++;
            await new Promise<void>((resolve) => {
              release = resolve;
            });
            return input;
          },
        }),
      },
    },
  };
  const client = (url: string) =>
    new SFNClient({
      endpoint: url,
      region: 'eu-west-3',
      credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
    });

  it('keeps executions across a restart and runs again the ones a crash interrupted', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dataDir = await mkdtemp(join(tmpdir(), 'sfn-'));
    try {
      const before = await startLocalStepFunctions([waiting], { dataDir });
      const arn = before.stateMachineArn('Waits');
      const done = await client(before.url).send(
        new StartExecutionCommand({ stateMachineArn: arn, name: 'done-1', input: '{"n":1}' }),
      );
      release();
      await before.drain();
      const cut = await client(before.url).send(
        new StartExecutionCommand({ stateMachineArn: arn, name: 'cut-1', input: '{"n":2}' }),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(runs).toBe(2);
      // The runtime dies here, its execution still waiting in its task; another starts on the folder.
      await before.close();

      const after = await startLocalStepFunctions([waiting], { dataDir });
      const sfnAfter = client(after.url);
      // Known at once, as AWS would know them: the finished one, and the interrupted one, running.
      expect(
        (await sfnAfter.send(new DescribeExecutionCommand({ executionArn: done.executionArn }))).status,
      ).toBe('SUCCEEDED');
      expect(
        (await sfnAfter.send(new DescribeExecutionCommand({ executionArn: cut.executionArn }))).status,
      ).toBe('RUNNING');
      // Its name stays used: starting it again is the same execution, not a second one.
      const again = await sfnAfter.send(
        new StartExecutionCommand({ stateMachineArn: arn, name: 'cut-1', input: '{"n":2}' }),
      );
      expect(again.executionArn).toBe(cut.executionArn);
      expect(after.resume()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(runs).toBe(3);
      release();
      await after.drain();
      const out = await sfnAfter.send(new DescribeExecutionCommand({ executionArn: cut.executionArn }));
      expect(out.status).toBe('SUCCEEDED');
      expect(JSON.parse(out.output!)).toEqual({ n: 2 });
      // Nothing left to resume after that.
      await after.close();
      // A finished execution older than Step Functions' 90 days is forgotten at the next start.
      const { readdirSync, readFileSync, writeFileSync } = await import('node:fs');
      const folder = join(dataDir, 'stepfunctions');
      for (const name of readdirSync(folder)) {
        const saved = JSON.parse(readFileSync(join(folder, name), 'utf8'));
        if (saved.name === 'done-1')
          writeFileSync(
            join(folder, name),
            JSON.stringify({ ...saved, stopDate: Date.now() / 1000 - 91 * 86_400 }),
          );
      }
      const third = await startLocalStepFunctions([waiting], { dataDir });
      expect(third.resume()).toBe(0);
      await expect(
        client(third.url).send(new DescribeExecutionCommand({ executionArn: done.executionArn })),
      ).rejects.toMatchObject({ name: 'ExecutionDoesNotExist' });
      expect(
        (await client(third.url).send(new DescribeExecutionCommand({ executionArn: cut.executionArn })))
          .status,
      ).toBe('SUCCEEDED');
      await third.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
