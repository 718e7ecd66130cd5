/**
 * SES: the sending identity (a domain, given as context) and a configuration set that keeps
 * bounces and complaints suppressed and publishes what becomes of each e-mail (sent, delayed,
 * delivered, bounced, rejected, complained of) to an SNS topic, encrypted; the stack subscribes the
 * mail events Lambda to it (functions/notifications/mail-events.ts). Without a domain the stack
 * still deploys, and says so.
 */
import { Annotations, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

export class Mail extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly fromAddress: string;
  readonly identityArn: string;
  readonly configurationSetArn: string;
  /** SES's events about the e-mails sent through the configuration set. */
  readonly events: Topic;

  constructor(scope: Construct, id: string, props: { domain?: string }) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
    });
    // SES cannot publish to a topic under the AWS managed SNS key: the topic has a key of its own
    // that SES may use to encrypt what it publishes.
    const eventsKey = new Key(this, 'EventsKey', {
      description: 'Parcel Audit: encrypts the SES events topic',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    eventsKey.grant(new ServicePrincipal('ses.amazonaws.com'), 'kms:GenerateDataKey*', 'kms:Decrypt');
    this.events = new Topic(this, 'Events', {
      displayName: 'Parcel Audit: what became of each e-mail (SES events)',
      enforceSSL: true,
      masterKey: eventsKey,
    });
    this.configurationSet.addEventDestination('ToTopic', {
      destination: EventDestination.snsTopic(this.events),
      events: [
        EmailSendingEvent.SEND,
        EmailSendingEvent.DELIVERY_DELAY,
        EmailSendingEvent.DELIVERY,
        EmailSendingEvent.BOUNCE,
        EmailSendingEvent.REJECT,
        EmailSendingEvent.RENDERING_FAILURE,
        EmailSendingEvent.COMPLAINT,
      ],
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
