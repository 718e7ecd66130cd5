/**
 * Step Functions state machines from infra/workflows: each Task state gets its own Lambda (the
 * same handler the local runner calls) substituted into the ASL definition.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { WorkflowDefinition } from '../workflows/types';
import { HouseFunction } from './house-function';

export class Workflows extends Construct {
  readonly stateMachines: Record<string, StateMachine> = {};
  readonly taskFunctions: HouseFunction[] = [];

  constructor(
    scope: Construct,
    id: string,
    props: { workflows: WorkflowDefinition[]; environment: Record<string, string> },
  ) {
    super(scope, id);
    for (const workflow of props.workflows) {
      const substitutions: Record<string, string> = {};
      for (const [state, task] of Object.entries(workflow.tasks)) {
        const fn = new HouseFunction(this, `${workflow.name}${state.replace(/\W/g, '')}`, {
          entry: task.entry,
          description: `${workflow.name}: ${state}`,
          environment: props.environment,
        });
        this.taskFunctions.push(fn);
        substitutions[state] = fn.functionArn;
      }
      const machine = new StateMachine(this, workflow.name, {
        definitionBody: DefinitionBody.fromString(JSON.stringify(workflow.definition)),
        definitionSubstitutions: substitutions,
        stateMachineType: StateMachineType.STANDARD,
        tracingEnabled: true,
        logs: {
          destination: new LogGroup(this, `${workflow.name}Logs`, {
            retention: RetentionDays.ONE_MONTH,
            removalPolicy: RemovalPolicy.RETAIN,
          }),
          level: LogLevel.ERROR,
          includeExecutionData: false,
        },
      });
      for (const fn of this.taskFunctions) fn.grantInvoke(machine);
      this.stateMachines[workflow.name] = machine;
    }
  }
}
