/**
 * Step Functions state machines from infra/workflows: each Task state gets its own Lambda (the
 * same handler the local runner calls) substituted into the ASL definition.
 */
import { ArnFormat, type CfnElement, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { WorkflowDefinition } from '../workflows/types';
import { HouseFunction } from './house-function';
import { taskFunctionId } from './lambda-bundling';
import { acknowledge, nagName } from './nag';

export class Workflows extends Construct {
  readonly stateMachines: Record<string, StateMachine> = {};
  readonly taskFunctions: HouseFunction[] = [];

  constructor(
    scope: Construct,
    id: string,
    props: { workflows: WorkflowDefinition[]; environment: Record<string, string> },
  ) {
    super(scope, id);
    // One Lambda per task handler file: states that share a handler share its function.
    const byEntry = new Map<string, HouseFunction>();
    for (const workflow of props.workflows) {
      const substitutions: Record<string, string> = {};
      for (const [state, task] of Object.entries(workflow.tasks)) {
        let fn = byEntry.get(task.entry);
        if (!fn) {
          const name = task.entry.replace(/^.*\//, '').replace(/\.ts$/, '');
          fn = new HouseFunction(this, taskFunctionId(task.entry), {
            entry: task.entry,
            description: `Workflow task: ${name}`,
            environment: props.environment,
            ...(task.timeoutSeconds ? { timeout: Duration.seconds(task.timeoutSeconds) } : {}),
            ...(task.memoryMb ? { memorySize: task.memoryMb } : {}),
          });
          byEntry.set(task.entry, fn);
          this.taskFunctions.push(fn);
        }
        substitutions[state] = fn.functionArn;
      }
      // A Distributed Map runs its items as child executions of the machine itself: the machine
      // needs a name known before it exists, to be allowed to start and follow them.
      const distributed = JSON.stringify(workflow.definition).includes('"DISTRIBUTED"');
      const stack = Stack.of(this);
      const stateMachineName = distributed ? `${stack.stackName}-${workflow.name}` : undefined;
      const machine = new StateMachine(this, workflow.name, {
        stateMachineName,
        definitionBody: DefinitionBody.fromString(JSON.stringify(workflow.definition)),
        definitionSubstitutions: substitutions,
        stateMachineType: StateMachineType.STANDARD,
        tracingEnabled: true,
        logs: {
          destination: new LogGroup(this, `${workflow.name}Logs`, {
            retention: RetentionDays.ONE_MONTH,
            removalPolicy: RemovalPolicy.RETAIN,
          }),
          // Every event, without execution data: no personal data in the logs.
          level: LogLevel.ALL,
          includeExecutionData: false,
        },
      });
      for (const fn of new Set(Object.values(workflow.tasks).map((task) => byEntry.get(task.entry)!))) {
        fn.grantInvoke(machine);
        const logicalId = Stack.of(this).getLogicalId(fn.node.defaultChild as CfnElement);
        acknowledge(machine, [
          {
            id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>:*]`,
            reason:
              'CDK grants a state machine the invocation of its task function and of that function’s versions (ARN:*).',
          },
        ]);
      }
      if (stateMachineName) {
        const arn = (resource: string, resourceName: string) =>
          stack.formatArn({
            service: 'states',
            resource,
            resourceName,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          });
        machine.addToRolePolicy(
          new PolicyStatement({
            actions: ['states:StartExecution'],
            resources: [arn('stateMachine', stateMachineName)],
          }),
        );
        machine.addToRolePolicy(
          new PolicyStatement({
            actions: ['states:DescribeExecution', 'states:StopExecution'],
            resources: [arn('execution', `${stateMachineName}/*`)],
          }),
        );
        acknowledge(machine, [
          {
            id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:states:${nagName(stack.region, 'AWS::Region')}:${nagName(stack.account, 'AWS::AccountId')}:execution:${stateMachineName}/*]`,
            reason:
              'A Distributed Map follows the child executions it starts; their names are only known at run time, all under this machine.',
          },
        ]);
      }
      this.stateMachines[workflow.name] = machine;
    }
  }
}
