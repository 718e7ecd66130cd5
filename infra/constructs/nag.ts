/** cdk-nag acknowledgements: each names the rule and why it does not apply, next to the construct. */
import { Token, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** Rule ids as cdk-nag prints them: `AwsSolutions::AwsSolutions-IAM5[Resource::...]`. */
export function acknowledge(construct: IConstruct, rules: { id: string; reason: string }[]): void {
  for (const rule of rules) {
    const id = rule.id.startsWith('AwsSolutions::') ? rule.id : `AwsSolutions::${rule.id}`;
    Validations.of(construct).acknowledge({ id, reason: rule.reason });
  }
}

/** How cdk-nag prints a value in a finding id: the value itself, or `<AWS::X>` for a deploy-time one. */
export const nagName = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<${pseudo}>` : value);
