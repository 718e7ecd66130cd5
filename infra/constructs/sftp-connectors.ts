/**
 * What AWS Transfer Family SFTP connectors need to read merchants' servers (issue 21,
 * functions/integrations/transfer-transport.ts): the role every connector assumes (it reads the
 * credentials' secrets and writes listings and retrieved files to the uploads bucket), and the
 * grants and environment of the functions that make, test, use and delete the connectors and the
 * secrets. The connectors themselves are made at run time, one or two per company.
 */
import { ArnFormat, type CfnElement, Stack } from 'aws-cdk-lib';
import { type IGrantable, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { BUCKET_PREFIXES } from '../../functions/lib/buckets';
import { acknowledge, nagName } from './nag';

/** The secrets' name prefix (functions/lib/env.ts SFTP_SECRET_PREFIX): the grants stop at it. */
export const SFTP_SECRET_PREFIX = 'parcel-audit/sftp/';

/** What the functions call on connectors: all but CreateConnector allow naming the connector. */
const CONNECTOR_ACTIONS = [
  'transfer:UpdateConnector',
  'transfer:DeleteConnector',
  'transfer:DescribeConnector',
  'transfer:TestConnection',
  'transfer:StartDirectoryListing',
  'transfer:StartFileTransfer',
  'transfer:ListFileTransferResults',
  'transfer:StartRemoteMove',
];

/** Secret writes; RestoreSecret takes back one an earlier disconnection scheduled for deletion. */
const SECRET_ACTIONS = [
  'secretsmanager:CreateSecret',
  'secretsmanager:PutSecretValue',
  'secretsmanager:DeleteSecret',
  'secretsmanager:RestoreSecret',
];

export class SftpConnectors extends Construct {
  /** The role the connectors assume. */
  readonly role: Role;
  private readonly secretsArn: string;
  private readonly connectorsArn: string;

  constructor(scope: Construct, id: string, props: { uploads: Bucket; secretsKey: IKey }) {
    super(scope, id);
    const stack = Stack.of(this);
    this.secretsArn = stack.formatArn({
      service: 'secretsmanager',
      resource: 'secret',
      resourceName: `${SFTP_SECRET_PREFIX}*`,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    this.connectorsArn = stack.formatArn({ service: 'transfer', resource: 'connector', resourceName: '*' });

    this.role = new Role(this, 'ConnectorRole', {
      description: "Assumed by the SFTP connectors that read merchants' sales data (issue 21)",
      // Only on behalf of this account's connectors (confused deputy).
      assumedBy: new ServicePrincipal('transfer.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    });
    const folders = [BUCKET_PREFIXES.sftpListings, BUCKET_PREFIXES.sftpIncoming];
    this.role.addToPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject'],
        resources: folders.map((folder) => props.uploads.arnForObjects(`${folder}*`)),
      }),
    );
    this.role.addToPolicy(
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.uploads.bucketArn] }),
    );
    this.role.addToPolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [this.secretsArn] }),
    );
    this.role.addToPolicy(
      new PolicyStatement({ actions: ['kms:Decrypt'], resources: [props.secretsKey.keyArn] }),
    );

    const uploads = stack.getLogicalId(props.uploads.node.defaultChild as CfnElement);
    acknowledge(this.role, [
      ...folders.map((folder) => ({
        id: `AwsSolutions-IAM5[Resource::<${uploads}.Arn>/${folder}*]`,
        reason: `Connectors write one object per listing or file, named at run time, under ${folder} only.`,
      })),
      {
        id: `AwsSolutions-IAM5[Resource::${this.nagArn('secretsmanager', `secret:${SFTP_SECRET_PREFIX}*`)}]`,
        reason: 'Each company’s SFTP credentials are a secret made at run time under this prefix only.',
      },
    ]);
  }

  /** Lets a function make, test, use and delete connectors and their secrets, and tells it how. */
  grantUse(fn: LambdaFunction & IGrantable) {
    fn.addEnvironment('SFTP_TRANSPORT', 'transfer');
    fn.addEnvironment('SFTP_CONNECTOR_ROLE_ARN', this.role.roleArn);
    fn.addEnvironment('SFTP_SECRET_PREFIX', SFTP_SECRET_PREFIX);
    fn.addToRolePolicy(new PolicyStatement({ actions: ['transfer:CreateConnector'], resources: ['*'] }));
    fn.addToRolePolicy(new PolicyStatement({ actions: CONNECTOR_ACTIONS, resources: [this.connectorsArn] }));
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.role.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'transfer.amazonaws.com' } },
      }),
    );
    fn.addToRolePolicy(new PolicyStatement({ actions: SECRET_ACTIONS, resources: [this.secretsArn] }));
    acknowledge(fn, [
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'transfer:CreateConnector supports no resource-level permission; the connector is made to this stack’s role only (iam:PassRole).',
      },
      {
        id: `AwsSolutions-IAM5[Resource::${this.nagArn('transfer', 'connector/*')}]`,
        reason: 'Connectors are made at run time, one or two per company; their ids are known only then.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::${this.nagArn('secretsmanager', `secret:${SFTP_SECRET_PREFIX}*`)}]`,
        reason: 'Each company’s SFTP credentials are a secret made at run time under this prefix only.',
      },
    ]);
  }

  /** An ARN of this account and region as cdk-nag prints it in a finding. */
  private nagArn(service: string, resource: string) {
    const stack = Stack.of(this);
    return `arn:<AWS::Partition>:${service}:${nagName(stack.region, 'AWS::Region')}:${nagName(stack.account, 'AWS::AccountId')}:${resource}`;
  }
}
