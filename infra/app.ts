/** The CDK app: `npx cdk synth` (offline) and `npx cdk deploy`, with cdk-nag's AwsSolutions checks. */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ParcelAuditStack } from './stack';

const app = new App();
new ParcelAuditStack(app, app.node.tryGetContext('stackName') ?? 'ParcelAudit', {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION ?? 'eu-west-3' },
  mailDomain: app.node.tryGetContext('mailDomain'),
  googleClientId: app.node.tryGetContext('googleClientId'),
  contactEmail: app.node.tryGetContext('contactEmail'),
  inboundMailDomain: app.node.tryGetContext('inboundMailDomain'),
  domainName: app.node.tryGetContext('domainName'),
  certificateArn: app.node.tryGetContext('certificateArn'),
  // -c secrets=STRIPE_SECRET_KEY,STRIPE_WEBHOOK_SECRET: those kept in Secrets Manager (infra/config-secrets.ts).
  secrets: String(app.node.tryGetContext('secrets') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
  recaptchaSiteKey: app.node.tryGetContext('recaptchaSiteKey'),
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
