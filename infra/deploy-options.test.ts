/**
 * The deploy's options (README, Deploy), in one synthesis with cdk-nag clean:
 * - the app on its own domain (`-c domainName=… -c certificateArn=…`): CloudFront answers for the
 *   domain with the us-east-1 certificate and TLS 1.2 at least, and the domain becomes the app's URL
 *   everywhere the stack uses it (token issuer, e-mail links, the uploads' CORS origin);
 * - the deployment's secrets kept in Secrets Manager (`-c secrets=…`): each reaches, as a dynamic
 *   reference (never its value), the functions that read it and no others.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_SECRETS, configSecrets } from './config-secrets';
import { appDomain, ParcelAuditStack } from './stack';

const CERTIFICATE = 'arn:aws:acm:us-east-1:111111111111:certificate/0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b';

let outdir: string;
let template: Template;
let violations: unknown[];

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'cdk-domain-'));
  const app = new App({ outdir, context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new ParcelAuditStack(app, 'Domain', {
    env: { account: '111111111111', region: 'eu-west-1' },
    mailDomain: 'parcel-audit.example',
    domainName: 'app.parcel-audit.example',
    certificateArn: CERTIFICATE,
    secrets: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'RECAPTCHA_SECRET'],
    recaptchaSiteKey: 'site-key-of-the-deployment',
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  template = Template.fromStack(stack);
  app.synth();
  const report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as {
    pluginReports: { violations: unknown[] }[];
  };
  violations = report.pluginReports.flatMap((plugin) => plugin.violations);
});

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the app on its own domain', () => {
  it('is an alternate domain name of the distribution, with the us-east-1 certificate and TLS 1.2', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['app.parcel-audit.example'],
        ViewerCertificate: {
          AcmCertificateArn: CERTIFICATE,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });

  it('is the app URL: token issuer and e-mail links of every function, and the uploads’ CORS origin', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties?.Environment?.Variables?.TOKEN_ISSUER,
    );
    expect(functions.length).toBeGreaterThan(10);
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables.TOKEN_ISSUER).toBe('https://app.parcel-audit.example');
      expect(fn.Properties.Environment.Variables.APP_URL).toBe('https://app.parcel-audit.example');
    }
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedOrigins: ['https://app.parcel-audit.example'] })],
      },
    });
    template.hasOutput('AppUrl', { Value: 'https://app.parcel-audit.example' });
    template.hasOutput('DistributionDomainName', {});
  });

  it('leaves cdk-nag with nothing to report', () => {
    expect(violations).toEqual([]);
  });

  it('takes both the domain and a us-east-1 certificate, or neither', () => {
    expect(appDomain({})).toBeUndefined();
    expect(() => appDomain({ domainName: 'app.parcel-audit.example' })).toThrow(
      /both domainName and certificateArn/,
    );
    expect(() =>
      appDomain({
        domainName: 'app.parcel-audit.example',
        certificateArn: CERTIFICATE.replace('us-east-1', 'eu-west-1'),
      }),
    ).toThrow(/us-east-1/);
  });
});

/** The environment of each function of the API, by area (from its description). */
function apiEnvironments(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.values(template.findResources('AWS::Lambda::Function'))
      .filter((fn) => String(fn.Properties?.Description ?? '').startsWith('Parcel Audit API: '))
      .map((fn) => [
        String(fn.Properties.Description).replace('Parcel Audit API: ', ''),
        fn.Properties.Environment.Variables as Record<string, unknown>,
      ]),
  );
}

const reference = (name: string) => `{{resolve:secretsmanager:parcel-audit/config/${name}:SecretString:::}}`;

describe('the deployment’s secrets', () => {
  it('reach the functions that read them as references to Secrets Manager, and no others', () => {
    const byArea = apiEnvironments();
    expect(Object.keys(byArea)).toEqual(
      expect.arrayContaining(['auth', 'billing', 'admin', 'platform', 'claims']),
    );
    expect(byArea.billing).toMatchObject({
      STRIPE_SECRET_KEY: reference('STRIPE_SECRET_KEY'),
      STRIPE_WEBHOOK_SECRET: reference('STRIPE_WEBHOOK_SECRET'),
    });
    expect(byArea.admin).toMatchObject({ STRIPE_SECRET_KEY: reference('STRIPE_SECRET_KEY') });
    expect(byArea.auth).toMatchObject({ RECAPTCHA_SECRET: reference('RECAPTCHA_SECRET') });
    expect(byArea.platform).toMatchObject({
      RECAPTCHA_SECRET: reference('RECAPTCHA_SECRET'),
      RECAPTCHA_SITE_KEY: 'site-key-of-the-deployment',
    });
    for (const [area, variables] of Object.entries(byArea)) {
      for (const name of Object.keys(CONFIG_SECRETS) as (keyof typeof CONFIG_SECRETS)[]) {
        const reads =
          (CONFIG_SECRETS[name] as readonly string[]).includes(area) && name !== 'SLACK_WEBHOOK_URL';
        expect(name in variables, `${area} ${name}`).toBe(reads);
      }
    }
    // The values themselves are nowhere in the template.
    expect(JSON.stringify(template.toJSON())).not.toMatch(/sk_live|whsec_/);
  });

  it('are checked by name, and Stripe takes both of its own', () => {
    expect(configSecrets()).toEqual([]);
    expect(() => configSecrets(['STRIPE_KEY'])).toThrow(/Unknown secrets STRIPE_KEY/);
    expect(() => configSecrets(['STRIPE_SECRET_KEY'])).toThrow(
      /both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(configSecrets(['SLACK_WEBHOOK_URL', 'SLACK_WEBHOOK_URL'])).toEqual(['SLACK_WEBHOOK_URL']);
  });
});
