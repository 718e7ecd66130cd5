/**
 * The Parcel Audit stack, composed from the constructs: data, storage, keys, mail, the API with
 * its Lambdas, the workflows and the web front door. Everything a handler needs comes to it as an
 * environment variable (functions/lib/env.ts reads them) and an IAM grant, side by side.
 */
import { type CfnElement, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { Area } from '../functions/routes';
import { SENDOUT_TEMPLATES } from '../shared/admin/sendouts';
import { SERVED_PAGES, SITE_LOCALES, servedPageKey } from '../shared/site/pages';
import { configSecretEnvironment, configSecrets } from './config-secrets';
import { Api } from './constructs/api';
import { Data } from './constructs/data';
import { HouseFunction } from './constructs/house-function';
import { InboundMail } from './constructs/inbound-mail';
import { Keys } from './constructs/keys';
import { Mail } from './constructs/mail';
import { acknowledge, nagName } from './constructs/nag';
import { Schedules } from './constructs/schedules';
import { SftpConnectors } from './constructs/sftp-connectors';
import { Storage } from './constructs/storage';
import { Web } from './constructs/web';
import { Workflows } from './constructs/workflows';
import { schedules } from './schedules';
import { workflows } from './workflows';

export const TOKEN_AUDIENCE = 'parcel-audit-web';

/** Areas that issue session tokens (sign-in, refresh, company switch) and so may call kms:Sign. */
const SIGNING_AREAS: readonly Area[] = ['auth', 'companies'];
/** Areas that send e-mail. */
const MAIL_AREAS: readonly Area[] = ['auth', 'claims', 'admin', 'site', 'desk'];
/** Areas that seal and open secrets (carrier passwords) with the secrets key. */
const SECRET_AREAS: readonly Area[] = ['carriers', 'claims', 'integrations', 'desk'];
/** Areas that only seal with the secrets key, never open (the company's IBAN is saved sealed). */
const SEALING_AREAS: readonly Area[] = ['companies'];
/** Areas that reach merchants' SFTP servers through Transfer Family connectors (with the workflow tasks). */
const SFTP_AREAS: readonly Area[] = ['integrations', 'admin'];
/** Areas that start workflows (the desk's files: carriers' answer files, in the DeskImport workflow). */
const WORKFLOW_AREAS: readonly Area[] = [
  'team',
  'bulk',
  'documents',
  'billing',
  'integrations',
  'admin',
  'desk-files',
];

export interface ParcelAuditStackProps extends StackProps {
  mailDomain?: string;
  /** Turns Google sign-in on: the OAuth client id of the deployment (public, not a secret). */
  googleClientId?: string;
  /** Where the site's contact form and demo bookings are sent (default hello@<mailDomain>). */
  contactEmail?: string;
  /** The domain of the companies' inbound claims addresses (default inbound.<mailDomain>). */
  inboundMailDomain?: string;
  /**
   * The app's domain (app.your-domain.com), served by CloudFront with `certificateArn`, an ACM
   * certificate in us-east-1 that covers it. Both or neither: without them the app is at its
   * *.cloudfront.net address. The domain is then the app's URL: token issuer, links in e-mails,
   * the origin browser uploads may come from.
   */
  domainName?: string;
  certificateArn?: string;
  /** The deployment's secrets kept in Secrets Manager (infra/config-secrets.ts), by name. */
  secrets?: string[];
  /** reCAPTCHA v3's site key (public): shown to the browser when RECAPTCHA_SECRET is among `secrets`. */
  recaptchaSiteKey?: string;
}

/** The app's own domain and certificate, checked: CloudFront takes certificates from us-east-1 only. */
export function appDomain(props: Pick<ParcelAuditStackProps, 'domainName' | 'certificateArn'>) {
  const { domainName, certificateArn } = props;
  if (!domainName && !certificateArn) return undefined;
  if (!domainName || !certificateArn)
    throw new Error(
      'Give both domainName and certificateArn (-c domainName=… -c certificateArn=…), or neither',
    );
  if (!/^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(certificateArn))
    throw new Error(
      `certificateArn must be an ACM certificate in us-east-1 (CloudFront's region): ${certificateArn}`,
    );
  return { name: domainName, certificateArn };
}

export class ParcelAuditStack extends Stack {
  constructor(scope: Construct, id: string, props: ParcelAuditStackProps = {}) {
    super(scope, id, props);
    const domain = appDomain(props);
    const secrets = configSecrets(props.secrets);
    const data = new Data(this, 'Data');
    const storage = new Storage(this, 'Storage');
    const keys = new Keys(this, 'Keys');
    const mail = new Mail(this, 'Mail', { domain: props.mailDomain });
    const sftpConnectors = new SftpConnectors(this, 'SftpConnectors', {
      uploads: storage.uploads,
      secretsKey: keys.secrets,
    });

    const environment = {
      TABLE_NAME: data.table.tableName,
      UPLOADS_BUCKET: storage.uploads.bucketName,
      MAIL_FROM: mail.fromAddress,
      CONTACT_EMAIL: props.contactEmail ?? `hello@${props.mailDomain ?? 'example.com'}`,
      TOKEN_KEY_ID: keys.tokenSigning.keyArn,
      SECRETS_KEY_ID: keys.secrets.keyArn,
      TOKEN_AUDIENCE,
      S3_FORCE_PATH_STYLE: 'false',
      LOG_LEVEL: 'info',
      // The desk shows each company's inbound claims address; the inbound mail function reads what it receives.
      INBOUND_MAIL_DOMAIN: props.inboundMailDomain ?? `inbound.${props.mailDomain ?? 'example.com'}`,
      ...(props.googleClientId ? { GOOGLE_CLIENT_ID: props.googleClientId } : {}),
      ...(props.recaptchaSiteKey ? { RECAPTCHA_SITE_KEY: props.recaptchaSiteKey } : {}),
    };
    // What CloudFront sends the API to prove a request came through it (functions/http/client-ip.ts).
    const originSecret = new Secret(this, 'OriginVerifySecret', {
      description: 'Parcel Audit: the x-origin-verify value CloudFront sends to the API',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    const originSecretValue = originSecret.secretValue.unsafeUnwrap();
    const api = new Api(this, 'Api', {
      environment: { ...environment, ORIGIN_VERIFY_SECRET: originSecretValue },
    });
    const flows = new Workflows(this, 'Workflows', { workflows, environment });
    const jobs = new Schedules(this, 'Schedules', { schedules, environment });
    const web = new Web(this, 'Web', {
      webBucket: storage.web,
      logBucket: storage.logs,
      api: api.httpApi,
      originSecret: originSecretValue,
      domain,
    });
    acknowledge(originSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'The origin secret only decides whether the API believes the viewer address CloudFront gives; rotating it means a CloudFront and API update together, done by redeploying with a new secret (README, Deploy).',
      },
    ]);

    // The app's URL is known once CloudFront exists: it is the token issuer and the base of links in e-mails.
    const appUrl = `https://${domain?.name ?? web.distribution.distributionDomainName}`;
    storage.allowUploadsFrom(appUrl);

    // SES's events about each e-mail (delivered, bounced...), recorded on the send-out they belong to.
    const mailEvents = new HouseFunction(this, 'MailEventsFunction', {
      entry: 'functions/notifications/mail-events.ts',
      description: 'Records what SES says became of each e-mail the Admin Panel follows.',
      environment,
    });
    mail.events.addSubscription(new LambdaSubscription(mailEvents));
    // It reads and writes the table, nothing else.
    mailEvents.addEnvironment('APP_URL', appUrl);
    mailEvents.addEnvironment('TOKEN_ISSUER', appUrl);
    data.table.grantReadWriteData(mailEvents);

    // Carrier e-mail in: SES receiving stores each reply and invokes the inbound mail function.
    const inboundMail = new InboundMail(this, 'InboundMail', {
      domain: environment.INBOUND_MAIL_DOMAIN,
      logs: storage.logs,
      environment,
    });
    // It writes the table (the mails, the claims they answer) and the uploads bucket (their bodies and
    // the attachments kept as documents), nothing else: no KMS secrets, no e-mail sent.
    inboundMail.function.addEnvironment('APP_URL', appUrl);
    inboundMail.function.addEnvironment('TOKEN_ISSUER', appUrl);
    data.table.grantReadWriteData(inboundMail.function);
    inboundMail.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject'],
        resources: [storage.uploads.arnForObjects('*')],
      }),
    );

    const functions: [Area | null, HouseFunction][] = [
      ...(Object.entries(api.functions) as [Area, HouseFunction][]),
      ...flows.taskFunctions.map((fn): [null, HouseFunction] => [null, fn]),
      ...jobs.functions,
    ];
    for (const [area, fn] of functions) {
      fn.addEnvironment('APP_URL', appUrl);
      fn.addEnvironment('TOKEN_ISSUER', appUrl);
      if (area)
        for (const [name, value] of Object.entries(configSecretEnvironment(area, secrets)))
          fn.addEnvironment(name, value);
      data.table.grantReadWriteData(fn);
      // Objects only, explicit actions: read uploads, write them, delete the ones that fail checks.
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
          resources: [storage.uploads.arnForObjects('*')],
        }),
      );
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['kms:GetPublicKey'], resources: [keys.tokenSigning.keyArn] }),
      );
      if (area && SIGNING_AREAS.includes(area)) {
        fn.addToRolePolicy(
          new PolicyStatement({ actions: ['kms:Sign'], resources: [keys.tokenSigning.keyArn] }),
        );
      }
      // Workflow tasks (area null) open carrier passwords too: the audit reads the carriers' tracking.
      if (area === null || SECRET_AREAS.includes(area)) {
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['kms:GenerateDataKey', 'kms:Decrypt'],
            resources: [keys.secrets.keyArn],
          }),
        );
      }
      if (area && SEALING_AREAS.includes(area)) {
        fn.addToRolePolicy(
          new PolicyStatement({ actions: ['kms:GenerateDataKey'], resources: [keys.secrets.keyArn] }),
        );
      }
      // The sales-data workflow's tasks, its hourly job and the set-up endpoints read merchants' SFTP servers.
      if (area === null || SFTP_AREAS.includes(area)) sftpConnectors.grantUse(fn);
      if (area && WORKFLOW_AREAS.includes(area)) {
        fn.addEnvironment(
          'WORKFLOW_ARNS',
          this.toJsonString(
            Object.fromEntries(
              Object.entries(flows.stateMachines).map(([name, machine]) => [name, machine.stateMachineArn]),
            ),
          ),
        );
        for (const machine of Object.values(flows.stateMachines)) machine.grantStartExecution(fn);
      }
      // Workflow tasks send the e-mails that go out asynchronously (invitations).
      if (area === null || MAIL_AREAS.includes(area)) {
        fn.addToRolePolicy(
          new PolicyStatement({
            // SendRawEmail: SES v2's SendEmail with raw MIME content (a demo booking's calendar invitation) is authorized as it.
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            resources: [mail.identityArn, mail.configurationSetArn],
          }),
        );
      }
      // The Admin Panel's send-outs use SES templates of their own (functions/admin/sendouts.ts).
      if (area === 'admin') {
        // The site pages it fills with live data are read from the web bucket (their documents only).
        fn.addEnvironment('WEB_BUCKET', storage.web.bucketName);
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['s3:GetObject'],
            resources: SERVED_PAGES.flatMap((name) =>
              SITE_LOCALES.map((locale) => storage.web.arnForObjects(servedPageKey(name, locale))),
            ),
          }),
        );
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: [
              'ses:SendEmail',
              'ses:GetEmailTemplate',
              'ses:CreateEmailTemplate',
              'ses:TestRenderEmailTemplate',
            ],
            resources: Object.values(SENDOUT_TEMPLATES).map((name) =>
              this.formatArn({ service: 'ses', resource: 'template', resourceName: name }),
            ),
          }),
        );
      }
      // The desk's login check tells the merchant with the send-outs' failing-accounts template (functions/desk/portal-login.ts).
      if (area === 'desk') {
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['ses:SendEmail', 'ses:GetEmailTemplate', 'ses:CreateEmailTemplate'],
            resources: Object.values(SENDOUT_TEMPLATES).map((name) =>
              this.formatArn({ service: 'ses', resource: 'template', resourceName: name }),
            ),
          }),
        );
      }
    }

    const uploadsArn = this.getLogicalId(storage.uploads.node.defaultChild as CfnElement);
    const webArn = this.getLogicalId(storage.web.node.defaultChild as CfnElement);
    const tableArn = this.getLogicalId(data.table.node.defaultChild as CfnElement);
    acknowledge(this, [
      {
        id: 'AwsSolutions::AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          'Lambda functions use the AWS managed AWSLambdaBasicExecutionRole to write their CloudWatch logs, nothing else.',
      },
      {
        id: `AwsSolutions::AwsSolutions-IAM5[Resource::<${tableArn}.Arn>/index/*]`,
        reason:
          'Handlers query the table’s own indexes (lookup, listing); the wildcard is limited to this table’s indexes.',
      },
      {
        id: `AwsSolutions::AwsSolutions-IAM5[Resource::<${uploadsArn}.Arn>/*]`,
        reason:
          'Uploads are per-object keys under the company’s prefix chosen at run time; the grant is three object actions on this bucket only.',
      },
      // The CDK BucketDeployment helper copies the web build into the web bucket and invalidates CloudFront.
      ...['Abort*', 'DeleteObject*', 'GetBucket*', 'GetObject*', 'List*'].map((action) => ({
        id: `AwsSolutions::AwsSolutions-IAM5[Action::s3:${action}]`,
        reason:
          'CDK BucketDeployment helper: the grant CDK generates to copy the web build from the asset bucket to the web bucket.',
      })),
      {
        id: `AwsSolutions::AwsSolutions-IAM5[Resource::<${webArn}.Arn>/*]`,
        reason: 'CDK BucketDeployment helper: writes the web build into this stack’s web bucket.',
      },
      {
        id: `AwsSolutions::AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${nagName(this.account, 'AWS::AccountId')}-${nagName(this.region, 'AWS::Region')}/*]`,
        reason: 'CDK BucketDeployment helper: reads the web build from the CDK bootstrap asset bucket.',
      },
      {
        id: 'AwsSolutions::AwsSolutions-IAM5[Resource::*]',
        reason:
          'CDK BucketDeployment helper: cloudfront:CreateInvalidation and GetInvalidation do not support resource-level permissions.',
      },
      {
        id: 'AwsSolutions-L1',
        reason:
          'Functions run on Node.js 22 on purpose, the version the team develops and tests on; the CDK BucketDeployment helper picks its own runtime.',
      },
    ]);

    new CfnOutput(this, 'AppUrl', { value: appUrl });
    new CfnOutput(this, 'DistributionDomainName', {
      value: web.distribution.distributionDomainName,
      description: 'Where the app domain’s DNS record points (CNAME, or a Route 53 alias)',
    });
    new CfnOutput(this, 'ApiEndpoint', { value: api.httpApi.apiEndpoint });
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    new CfnOutput(this, 'UploadsBucket', {
      value: storage.uploads.bucketName,
      description: 'For infra/backfill-dashboards.ts (README, Deploy: upgrading)',
    });
    new CfnOutput(this, 'InboundMailRuleSet', {
      value: inboundMail.ruleSetName,
      description:
        'Activate once: aws ses set-active-receipt-rule-set --rule-set-name <this> (README, Deploy)',
    });
    new CfnOutput(this, 'InboundMailMx', {
      value: `${environment.INBOUND_MAIL_DOMAIN} MX 10 ${inboundMail.mxTarget}`,
      description: 'The DNS record that sends carriers’ replies to SES',
    });
  }
}
