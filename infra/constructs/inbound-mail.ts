/**
 * Carrier e-mail in (issue 38, item 6): SES receiving for the companies' inbound claims addresses
 * (`claims+<token>@<inbound domain>`). A receipt rule set holds one rule for the inbound domain's
 * recipients: it scans each message (spam and virus verdicts, beside SPF, DKIM and DMARC), stores it
 * in the inbound bucket under INBOUND_MAIL_PREFIX, then invokes the inbound mail function
 * (functions/desk/inbound-mail.ts) with the receipt, asynchronously (SES retries a failure).
 *
 * The bucket is encrypted, SSL only, logs its access like the stack's other buckets, and expires
 * raw messages after INBOUND_MAIL_DAYS (what a carrier said is kept on the desk: the mail's item,
 * its sanitised body and its attachments as documents).
 *
 * Activating a rule set is an account-wide switch (one active set per account and region) that
 * CloudFormation does not make: the README's deploy section gives the command, and the MX record
 * that sends the inbound domain's mail to SES.
 */
import { type CfnElement, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { ReceiptRuleSet, TlsPolicy } from 'aws-cdk-lib/aws-ses';
import { Lambda, LambdaInvocationType, S3 } from 'aws-cdk-lib/aws-ses-actions';
import { Construct } from 'constructs';
import { INBOUND_MAIL_PREFIX } from '../../functions/desk/inbound-event';
import { HouseFunction } from './house-function';
import { acknowledge } from './nag';

/**
 * What the inbound function's bundle replaces (see each file): mailparser's charset tables give way
 * to Node's TextDecoder, the packages behind features the desk turns off to a stand-in.
 */
export const INBOUND_MAIL_STAND_INS: Record<string, string> = {
  'iconv-lite': 'functions/lib/charset-stand-in.ts',
  'encoding-japanese': 'functions/lib/charset-stand-in.ts',
  'html-to-text': 'functions/desk/mail-parser-stand-in.cjs',
  'linkify-it': 'functions/desk/mail-parser-stand-in.cjs',
  tlds: 'functions/desk/mail-parser-stand-in.cjs',
  he: 'functions/desk/mail-parser-stand-in.cjs',
};

/** Days a raw message stays in the inbound bucket (SES retries and a re-read need it a while). */
export const INBOUND_MAIL_DAYS = 30;

export interface InboundMailProps {
  /** The domain the companies' addresses are on (its MX record points at SES). */
  domain: string;
  /** The stack's access-log bucket. */
  logs: IBucket;
  environment: Record<string, string>;
}

export class InboundMail extends Construct {
  readonly bucket: Bucket;
  readonly ruleSet: ReceiptRuleSet;
  readonly function: HouseFunction;

  constructor(scope: Construct, id: string, props: InboundMailProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Messages', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: props.logs,
      serverAccessLogsPrefix: 'inbound-mail/',
      lifecycleRules: [{ expiration: Duration.days(INBOUND_MAIL_DAYS) }],
    });
    this.function = new HouseFunction(this, 'Function', {
      entry: 'functions/desk/inbound-mail.ts',
      description: 'Reads the carrier e-mails SES received for the companies’ inbound claims addresses.',
      environment: {
        ...props.environment,
        INBOUND_MAIL_BUCKET: this.bucket.bucketName,
        INBOUND_MAIL_DOMAIN: props.domain,
      },
      // A 25 MB message with ten attachments is parsed and checked in one run.
      memorySize: 1536,
      timeout: Duration.minutes(2),
      // A burst of mail waits in Lambda's asynchronous queue (kept up to six hours) instead of taking
      // the table's capacity or the account's concurrency; two at a time reads hundreds an hour.
      reservedConcurrentExecutions: 2,
      standIns: INBOUND_MAIL_STAND_INS,
    });
    // It reads the messages SES stored, nothing else of this bucket.
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects(`${INBOUND_MAIL_PREFIX}*`)],
      }),
    );
    const bucketId = Stack.of(this).getLogicalId(this.bucket.node.defaultChild as CfnElement);
    acknowledge(this.function, [
      {
        id: `AwsSolutions::AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${INBOUND_MAIL_PREFIX}*]`,
        reason:
          'SES names each stored message by its own message id, known only when the mail arrives: the function reads any object under the inbound prefix of this bucket, nothing else of it.',
      },
    ]);
    this.ruleSet = new ReceiptRuleSet(this, 'RuleSet');
    this.ruleSet.addRule('CarrierReplies', {
      recipients: [props.domain],
      // Spam and virus verdicts come with the event only when SES scans.
      scanEnabled: true,
      // Whether a carrier's server speaks TLS is its own choice: refusing it would lose its answer.
      tlsPolicy: TlsPolicy.OPTIONAL,
      actions: [
        new S3({ bucket: this.bucket, objectKeyPrefix: INBOUND_MAIL_PREFIX }),
        new Lambda({ function: this.function, invocationType: LambdaInvocationType.EVENT }),
      ],
    });
  }

  /** The rule set's name, for the activation command the README gives. */
  get ruleSetName(): string {
    return this.ruleSet.receiptRuleSetName;
  }

  /** Where the inbound domain's MX record points: SES's inbound endpoint in the stack's region. */
  get mxTarget(): string {
    return `inbound-smtp.${Stack.of(this).region}.amazonaws.com`;
  }
}
