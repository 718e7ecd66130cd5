/**
 * The stack as CloudFormation: the properties the product relies on, and cdk-nag's AwsSolutions
 * checks with zero unacknowledged findings, each acknowledgement carrying its reason.
 */

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX, TTL_ATTRIBUTE } from '../functions/lib/table/schema';
import { AREAS, deployedRoutes, type RouteDef, routes } from '../functions/routes';
import { servedPagePatterns } from '../shared/site/pages';
import { schedules } from './schedules';
import { SECURITY_HEADERS } from './security-headers';
import { notFoundStatusFunction, siteEdgeFunction } from './site-edge';
import { ParcelAuditStack } from './stack';
import { workflows } from './workflows';

let outdir: string;
let template: Template;
let report: {
  pluginReports: {
    pluginName: string;
    violations: unknown[];
    suppressedViolations: { ruleName: string; reason: string }[];
  }[];
};

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'cdk-test-'));
  // Skipping bundling keeps this suite offline and fast; bundling is exercised by `npm run synth`.
  const app = new App({ outdir, context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new ParcelAuditStack(app, 'Test', { env: { account: '111111111111', region: 'eu-west-3' } });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  template = Template.fromStack(stack);
  app.synth();
  report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8'));
});

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the table', () => {
  it('is built from functions/lib/table/schema.ts with its indexes, TTL, point-in-time recovery and encryption', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      GlobalSecondaryIndexes: Object.values(INDEX).map((index) =>
        Match.objectLike({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
        }),
      ),
      SSESpecification: Match.objectLike({ SSEEnabled: true }),
      Replicas: [
        Match.objectLike({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          DeletionProtectionEnabled: true,
        }),
      ],
    });
  });
});

describe('the buckets', () => {
  it('block public access and are encrypted', () => {
    const buckets = template.findResources('AWS::S3::Bucket');
    // Logs, web, uploads, and the carrier e-mail SES receives.
    expect(Object.keys(buckets)).toHaveLength(4);
    for (const bucket of Object.values(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toBeDefined();
    }
  });

  it('refuse plain HTTP', () => {
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'));
    expect(policies.length).toBeGreaterThanOrEqual(3);
    for (const policy of policies) {
      expect(JSON.stringify(policy)).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('expire temporary uploads and what the SFTP connectors write, and allow browser POSTs from the app origin only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Prefix: 'tmp/', ExpirationInDays: 1, Status: 'Enabled' }),
          Match.objectLike({ Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' }),
          Match.objectLike({ Prefix: 'sftp-listings/', ExpirationInDays: 1, Status: 'Enabled' }),
          Match.objectLike({ Prefix: 'sftp-incoming/', ExpirationInDays: 7, Status: 'Enabled' }),
        ]),
      },
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: Match.arrayWith(['POST']),
            AllowedOrigins: [Match.objectLike({ 'Fn::Join': Match.anyValue() })],
          }),
        ],
      },
    });
  });
});

describe('the web front door', () => {
  it('serves the private web bucket through origin access control, the API on /api/* and the site pages it fills', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [
            Match.objectLike({ EventType: 'viewer-request' }),
            Match.objectLike({ EventType: 'viewer-response' }),
          ],
        }),
        CacheBehaviors: [
          ...servedPagePatterns().map((pattern) =>
            Match.objectLike({
              PathPattern: pattern,
              AllowedMethods: ['GET', 'HEAD'],
              FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
            }),
          ),
          Match.objectLike({ PathPattern: '/api/*', AllowedMethods: Match.arrayWith(['POST', 'DELETE']) }),
        ],
        Logging: Match.anyValue(),
      }),
    });
    // The admin area reads those pages' documents from the web bucket, and nothing else of it.
    const admin = Object.values(template.findResources('AWS::Lambda::Function')).find((fn) =>
      JSON.stringify(fn).includes('WEB_BUCKET'),
    );
    expect(admin).toBeDefined();
  });

  it('sends the API a generated origin secret that the API functions hold, so only CloudFront vouches for a viewer address', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ ExcludePunctuation: true, PasswordLength: 48 }),
    });
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: {
        DistributionConfig: {
          Origins: { OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
        };
      };
    };
    const headers = distribution.Properties.DistributionConfig.Origins.flatMap(
      (origin) => origin.OriginCustomHeaders ?? [],
    );
    expect(headers.map((header) => header.HeaderName)).toEqual(['x-origin-verify']);
    const secretRef = JSON.stringify(headers[0]!.HeaderValue);
    expect(secretRef).toContain('resolve:secretsmanager');
    const apiFunctions = Object.values(template.findResources('AWS::Lambda::Function')).filter((fn) =>
      String((fn as { Properties: { Description?: string } }).Properties.Description).startsWith(
        'Parcel Audit API:',
      ),
    );
    expect(apiFunctions.length).toBeGreaterThan(0);
    for (const fn of apiFunctions) {
      const variables = (fn as { Properties: { Environment: { Variables: Record<string, unknown> } } })
        .Properties.Environment.Variables;
      expect(JSON.stringify(variables.ORIGIN_VERIFY_SECRET)).toBe(secretRef);
    }
  });

  it('sends the same security headers as the local server', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: {
            ContentSecurityPolicy: SECURITY_HEADERS['content-security-policy'],
            Override: true,
          },
          FrameOptions: { FrameOption: 'DENY', Override: true },
        }),
      }),
    });
  });

  it('serves the public site from its own function code, shared with the edge tests', () => {
    const functions = Object.values(template.findResources('AWS::CloudFront::Function')) as {
      Properties: { FunctionCode: string };
    }[];
    expect(functions.map((fn) => fn.Properties.FunctionCode).sort()).toEqual(
      [siteEdgeFunction(), notFoundStatusFunction()].sort(),
    );
  });

  it('answers a path that is none of the app’s pages 404: the web behaviour’s response goes through the function that does', () => {
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as {
      Properties: {
        DistributionConfig: { DefaultCacheBehavior: { FunctionAssociations: { EventType: string }[] } };
      };
    };
    expect(
      distribution.Properties.DistributionConfig.DefaultCacheBehavior.FunctionAssociations.map(
        (association) => association.EventType,
      ),
    ).toEqual(['viewer-request', 'viewer-response']);
  });
});

describe('the API', () => {
  it('has one route per row of the route table, the sandbox’s own buttons left out', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', deployedRoutes.length);
    expect(routes.length - deployedRoutes.length).toBe(2);
    for (const route of routes.filter((row: RouteDef) => row.sandboxOnly))
      expect(JSON.stringify(template.toJSON())).not.toContain(`${route.method} ${route.path}`);
    for (const route of deployedRoutes) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `${route.method} ${route.path}`,
      });
    }
  });

  it('lets API Gateway invoke each area once, for this API only, and stays well under the 500 resources a stack may hold', () => {
    const permissions = Object.values(
      template.findResources('AWS::Lambda::Permission', {
        Properties: { Principal: 'apigateway.amazonaws.com' },
      }),
    );
    expect(permissions).toHaveLength(AREAS.length);
    for (const permission of permissions)
      expect(JSON.stringify(permission)).toMatch(/execute-api.*HttpApi.*\/\*\/\*/);
    // The web build adds its deployment's resources at synth; CloudFormation refuses a stack past 500.
    expect(Object.keys(template.toJSON().Resources).length).toBeLessThanOrEqual(450);
  });

  it('has one Lambda per area, per workflow task handler and per scheduled job: Node 22 on ARM64, logs kept for a month', () => {
    const functions = template.findResources('AWS::Lambda::Function', {
      Properties: { Runtime: 'nodejs22.x' },
    });
    const taskEntries = new Set(
      workflows.flatMap((workflow) => Object.values(workflow.tasks).map((task) => task.entry)),
    );
    // And the one that records SES's events, and the one that reads carrier e-mail.
    expect(Object.keys(functions)).toHaveLength(AREAS.length + taskEntries.size + schedules.length + 2);
    for (const fn of Object.values(functions)) {
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
        expect.arrayContaining([
          'TABLE_NAME',
          'UPLOADS_BUCKET',
          'MAIL_FROM',
          'TOKEN_KEY_ID',
          'TOKEN_ISSUER',
          'TOKEN_AUDIENCE',
          'APP_URL',
        ]),
      );
    }
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('lets the desk’s files start the DeskImport workflow that reads and applies an answer file', () => {
    const fn = Object.values(template.findResources('AWS::Lambda::Function')).find(
      (entry) =>
        (entry as { Properties: { Description?: string } }).Properties.Description ===
        'Parcel Audit API: desk-files',
    ) as { Properties: { Environment: { Variables: Record<string, unknown> } } } | undefined;
    expect(fn).toBeDefined();
    expect(JSON.stringify(fn!.Properties.Environment.Variables.WORKFLOW_ARNS)).toContain('DeskImport');
  });

  it('runs each scheduled job from EventBridge Scheduler at its rate, one run at a time, with the keys its area needs', () => {
    for (const schedule of schedules) {
      template.hasResourceProperties('AWS::Scheduler::Schedule', {
        // CDK writes whole days as days: rate(1 day) for 24 hours.
        ScheduleExpression: Match.stringLikeRegexp(
          schedule.everyHours % 24 === 0
            ? `^rate\\(${schedule.everyHours / 24} days?\\)$`
            : `^rate\\(${schedule.everyHours} hours?\\)$`,
        ),
        Target: Match.objectLike({ RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 1 }) }),
      });
      template.hasResourceProperties('AWS::Lambda::Function', {
        Description: `Scheduled: ${schedule.description}`,
        Timeout: schedule.timeoutMinutes * 60,
        ReservedConcurrentExecutions: 1,
      });
    }
    // The credential check opens sealed passwords: its role may decrypt with the secrets key.
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy).includes('CredentialChecksFunction'),
    );
    expect(JSON.stringify(policies)).toContain('kms:Decrypt');
  });

  it('publishes what becomes of each e-mail to an encrypted topic the mail events Lambda listens to', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['delivery', 'bounce', 'reject', 'complaint']),
        SnsDestination: Match.objectLike({ TopicARN: Match.anyValue() }),
      }),
    });
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'lambda' });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Records what SES says became of each e-mail the Admin Panel follows.',
    });
  });

  it('throttles the default stage and writes access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingBurstLimit: 400, ThrottlingRateLimit: 200 },
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it('signs tokens with an RSA KMS key and wraps secrets with a rotating symmetric key', () => {
    template.hasResourceProperties('AWS::KMS::Key', { KeySpec: 'RSA_2048', KeyUsage: 'SIGN_VERIFY' });
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });
});

describe('carrier e-mail in', () => {
  it('has SES store each reply to the inbound domain, scanned, then invoke the inbound mail function', () => {
    template.hasResourceProperties('AWS::SES::ReceiptRule', {
      Rule: Match.objectLike({
        Enabled: true,
        Recipients: ['inbound.example.com'],
        ScanEnabled: true,
        Actions: [
          { S3Action: Match.objectLike({ ObjectKeyPrefix: 'inbound/' }) },
          { LambdaAction: Match.objectLike({ InvocationType: 'Event' }) },
        ],
      }),
    });
    template.resourceCountIs('AWS::SES::ReceiptRuleSet', 1);
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'ses.amazonaws.com',
      SourceAccount: Match.anyValue(),
    });
  });

  it('keeps raw messages a month in a bucket of their own, logged, and gives the function only their reading', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 30, Status: 'Enabled' })] },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'inbound-mail/' }),
    });
    const fn = Object.entries(template.findResources('AWS::Lambda::Function')).find(([, resource]) =>
      String((resource as { Properties: { Description?: string } }).Properties.Description).startsWith(
        'Reads the carrier e-mails',
      ),
    );
    expect(fn).toBeDefined();
    const variables = (fn![1] as { Properties: { Environment: { Variables: Record<string, unknown> } } })
      .Properties.Environment.Variables;
    expect(variables).toMatchObject({ INBOUND_MAIL_DOMAIN: 'inbound.example.com' });
    expect(variables.INBOUND_MAIL_BUCKET).toBeDefined();
    const role = JSON.stringify(
      Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
        JSON.stringify(policy).includes('InboundMailFunction'),
      ),
    );
    expect(role).toContain('/inbound/*');
    expect(role).not.toMatch(/kms:Decrypt|ses:SendEmail/);
  });
});

describe('the SFTP connectors', () => {
  type Resource = { Properties: Record<string, unknown> };
  /** The statements of the policies attached to a role, as one JSON text. */
  const policiesOf = (roleId: string) =>
    JSON.stringify(
      Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
        JSON.stringify((policy as Resource).Properties.Roles).includes(`"${roleId}"`),
      ),
    );
  const functionRole = (description: string) => {
    const fn = Object.values(template.findResources('AWS::Lambda::Function')).find(
      (resource) => (resource as Resource).Properties.Description === description,
    ) as Resource & {
      Properties: {
        Role: { 'Fn::GetAtt': [string, string] };
        Environment: { Variables: Record<string, unknown> };
      };
    };
    expect(fn, description).toBeDefined();
    return {
      variables: fn.Properties.Environment.Variables,
      policies: policiesOf(fn.Properties.Role['Fn::GetAtt'][0]),
    };
  };

  it('assume a role of their own: the SFTP folders of the uploads bucket, the SFTP secrets and their key', () => {
    const roles = template.findResources('AWS::IAM::Role', {
      Properties: {
        AssumeRolePolicyDocument: {
          Statement: [Match.objectLike({ Principal: { Service: 'transfer.amazonaws.com' } })],
        },
      },
    });
    expect(Object.keys(roles)).toHaveLength(1);
    const policies = policiesOf(Object.keys(roles)[0]!);
    for (const expected of [
      '/sftp-listings/*',
      '/sftp-incoming/*',
      's3:ListBucket',
      'secretsmanager:GetSecretValue',
      ':secret:parcel-audit/sftp/*',
      'kms:Decrypt',
    ])
      expect(policies).toContain(expected);
    expect(policies).not.toContain('s3:DeleteObject');
  });

  it('are made, used and deleted by the integrations and admin areas, the hourly fetch and the workflow tasks', () => {
    const descriptions = [
      'Parcel Audit API: integrations',
      'Parcel Audit API: admin',
      `Scheduled: ${schedules.find((schedule) => schedule.name === 'SalesDataFetch')!.description}`,
      'Workflow task: sales-data-step',
    ];
    for (const description of descriptions) {
      const { variables, policies } = functionRole(description);
      expect(variables.SFTP_TRANSPORT, description).toBe('transfer');
      expect(JSON.stringify(variables.SFTP_CONNECTOR_ROLE_ARN), description).toContain(
        'SftpConnectorsConnectorRole',
      );
      for (const action of [
        'transfer:CreateConnector',
        'transfer:UpdateConnector',
        'transfer:DeleteConnector',
        'transfer:DescribeConnector',
        'transfer:TestConnection',
        'transfer:StartDirectoryListing',
        'transfer:StartFileTransfer',
        'transfer:ListFileTransferResults',
        'transfer:StartRemoteMove',
        'iam:PassRole',
        'secretsmanager:CreateSecret',
        'secretsmanager:PutSecretValue',
        'secretsmanager:DeleteSecret',
      ])
        expect(policies, `${description}: ${action}`).toContain(`"${action}"`);
      expect(policies).toContain('"iam:PassedToService":"transfer.amazonaws.com"');
    }
    const claims = functionRole('Parcel Audit API: claims');
    expect(claims.variables.SFTP_TRANSPORT).toBeUndefined();
    expect(claims.policies).not.toContain('transfer:');
  });

  it('lets the companies area seal a bank account with the secrets key, never open one', () => {
    const { policies } = functionRole('Parcel Audit API: companies');
    expect(policies).toContain('kms:GenerateDataKey');
    expect(policies).not.toContain('kms:Decrypt');
  });
});

describe('the workflows', () => {
  it('are Standard state machines with every Task bound to its function, logged and traced', () => {
    template.resourceCountIs('AWS::StepFunctions::StateMachine', workflows.length);
    for (const workflow of workflows) {
      template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
        StateMachineType: 'STANDARD',
        DefinitionSubstitutions: Object.fromEntries(
          Object.keys(workflow.tasks).map((state) => [state, Match.anyValue()]),
        ),
        TracingConfiguration: { Enabled: true },
        LoggingConfiguration: Match.objectLike({ Level: 'ALL', IncludeExecutionData: false }),
      });
    }
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('has zero unacknowledged findings', () => {
    const nag = report.pluginReports.find((plugin) => plugin.pluginName === 'AwsSolutions');
    expect(nag).toBeDefined();
    expect(nag?.violations).toEqual([]);
  });

  it('gives a reason for every acknowledged finding', () => {
    const nag = report.pluginReports.find((plugin) => plugin.pluginName === 'AwsSolutions');
    for (const finding of nag?.suppressedViolations ?? []) {
      expect(finding.reason.length, finding.ruleName).toBeGreaterThan(30);
    }
  });
});
