/**
 * SES: the sending identity (a domain, given as context) and a configuration set that keeps
 * bounces and complaints suppressed. Without a domain the stack still deploys, and says so.
 */
import { Annotations, Stack } from 'aws-cdk-lib';
import { ConfigurationSet, EmailIdentity, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export class Mail extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly fromAddress: string;
  readonly identityArn: string;
  readonly configurationSetArn: string;

  constructor(scope: Construct, id: string, props: { domain?: string }) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
    });
    const domain = props.domain ?? 'example.com';
    if (props.domain) {
      new EmailIdentity(this, 'Identity', {
        identity: Identity.domain(props.domain),
        configurationSet: this.configurationSet,
      });
    } else {
      Annotations.of(this).addWarningV2(
        'parcel-audit:mail-domain',
        'No mail domain: pass -c mailDomain=your.domain to verify a sending identity in SES.',
      );
    }
    this.fromAddress = `Parcel Audit <no-reply@${domain}>`;
    const stack = Stack.of(this);
    this.identityArn = stack.formatArn({ service: 'ses', resource: 'identity', resourceName: domain });
    this.configurationSetArn = stack.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
  }
}
