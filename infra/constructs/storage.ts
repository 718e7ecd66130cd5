/**
 * Buckets: the web build, the uploads (presigned POST from the browser, 5 MB cap in the policy,
 * temporary files and what the SFTP connectors write expiring), and the access-log bucket the
 * other two log into.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { BUCKET_EXPIRY_DAYS, BUCKET_PREFIXES } from '../../functions/lib/buckets';
import { acknowledge } from './nag';

export class Storage extends Construct {
  readonly logs: Bucket;
  readonly web: Bucket;
  readonly uploads: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const secure = {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    };
    this.logs = new Bucket(this, 'Logs', {
      ...secure,
      // CloudFront standard logs are delivered with ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
    });
    acknowledge(this.logs, [
      { id: 'AwsSolutions-S1', reason: 'This is the access-log bucket; logging it into itself would loop.' },
    ]);
    this.web = new Bucket(this, 'Web', {
      ...secure,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 'web/',
    });
    this.uploads = new Bucket(this, 'Uploads', {
      ...secure,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 'uploads/',
      lifecycleRules: [
        ...(Object.keys(BUCKET_PREFIXES) as (keyof typeof BUCKET_PREFIXES)[]).map((folder) => ({
          prefix: BUCKET_PREFIXES[folder],
          expiration: Duration.days(BUCKET_EXPIRY_DAYS[folder]),
        })),
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
  }

  /** Browser uploads come from the app's own origin only. */
  allowUploadsFrom(origin: string) {
    this.uploads.addCorsRule({
      allowedOrigins: [origin],
      allowedMethods: [HttpMethods.POST, HttpMethods.GET, HttpMethods.HEAD],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }
}
