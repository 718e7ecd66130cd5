/**
 * Scheduled jobs from infra/schedules: each gets its own Lambda and an EventBridge Scheduler
 * schedule invoking it at its rate, with one retry; the Lambda allows one run at a time.
 */
import { type CfnElement, Duration, Stack } from 'aws-cdk-lib';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import type { Area } from '../../functions/routes';
import type { ScheduleDefinition } from '../schedules';
import { HouseFunction } from './house-function';
import { acknowledge } from './nag';

export class Schedules extends Construct {
  readonly functions: [Area, HouseFunction][] = [];

  constructor(
    scope: Construct,
    id: string,
    props: { schedules: ScheduleDefinition[]; environment: Record<string, string> },
  ) {
    super(scope, id);
    for (const definition of props.schedules) {
      const fn = new HouseFunction(this, `${definition.name}Function`, {
        entry: definition.entry,
        description: `Scheduled: ${definition.description}`,
        environment: props.environment,
        timeout: Duration.minutes(definition.timeoutMinutes),
        reservedConcurrentExecutions: 1,
      });
      new Schedule(this, definition.name, {
        description: definition.description,
        schedule: ScheduleExpression.rate(Duration.hours(definition.everyHours)),
        target: new LambdaInvoke(fn, { retryAttempts: 1, maxEventAge: Duration.hours(1) }),
      });
      this.functions.push([definition.area, fn]);
      // The scheduler's role (one per stack, made by CDK) may invoke the function and its versions.
      const logicalId = Stack.of(this).getLogicalId(fn.node.defaultChild as CfnElement);
      acknowledge(Stack.of(this), [
        {
          id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>:*]`,
          reason:
            'CDK grants the EventBridge Scheduler role the invocation of the job’s function and of its versions (ARN:*).',
        },
      ]);
    }
  }
}
