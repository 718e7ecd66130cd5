/**
 * The embedded local runtime: every AWS service the product uses, stood in for on loopback, and
 * the local API server in front of the same handlers. `npm start`, `npm run dev`, the integration
 * tests and the browser tests all start it through this one function.
 */

import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import type { AreaHandler } from '../../functions/lambdas';
import { createTableInput, INDEX, indexDefinition, TTL_ATTRIBUTE } from '../../functions/lib/table/schema';
import type { Area } from '../../functions/routes';
import { workflows } from '../workflows';
import { startApiServer } from './api-server';
import { LOCAL_CREDENTIALS, LOCAL_REGION, startDynamoDb } from './dynamodb';
import { LOCAL_INBOUND_BUCKET, type LocalInboundMail, startInboundMail } from './inbound-mail';
import { startLocalKms } from './kms';
import { startLambdaBundles } from './lambda-bundles';
import { startMailEvents } from './mail-events';
import { mailboxRoute } from './mailbox-page';
import { startS3 } from './s3';
import { startSandboxCarrier } from './sandbox-carrier/server';
import { type LocalSchedules, startLocalSchedules } from './schedules';
import { seedIfEmpty } from './seed';
import { startSes } from './ses';
import { type LocalSftpServer, startLocalSftp } from './sftp';
import { startLocalStepFunctions } from './stepfunctions';
import { LOCAL_WEB_BUCKET, publishServedPages } from './web-bucket';

export const LOCAL_TABLE = 'parcel-audit';
export const LOCAL_UPLOADS_BUCKET = 'parcel-audit-uploads';
export const LOCAL_TOKEN_ISSUER = 'https://parcel-audit.local';
export const LOCAL_TOKEN_AUDIENCE = 'parcel-audit-web';
/** The domain of the companies' inbound claims addresses on a laptop (nothing outside it resolves it). */
export const LOCAL_INBOUND_DOMAIN = 'inbound.parcel-audit.localhost';

export interface LocalStackOptions {
  /** Where data persists; null keeps everything in memory/temporary folders (tests). */
  dataDir: string | null;
  port: number;
  host?: string;
  seed?: boolean;
  /**
   * With `seed`, the demo merchant's year of history ('year': invoices, audits, claims, billing,
   * infra/local/demo/) or the company alone ('empty', the default here: tests start from it; `npm
   * start` writes the year unless `DEMO_DATA=empty`).
   */
  demo?: 'year' | 'empty';
  webRoot?: string;
  /** Extra browser origins allowed to upload to S3 (the Vite dev server). */
  extraOrigins?: string[];
  logRequests?: boolean;
  /** More configuration for the handlers (tests point Google and reCAPTCHA at local fakes). */
  extraEnv?: Record<string, string>;
  /** The handlers' LOG_LEVEL (info by default). */
  logLevel?: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /**
   * The sandbox carrier (on by default). Off, the stack runs as AWS does (`CARRIER_SANDBOX=off npm
   * start`): no carrier is reachable, claims are filed and followed on the claims desk.
   */
  carrierSandbox?: boolean;
  /** The inbound SMTP server's port (0, the default: a free one; `npm start` fixes one). */
  inboundMailPort?: number;
  /** Run the scheduled jobs on timers (npm start); tests run them on demand with `schedules.run`. */
  scheduleTimers?: boolean;
  /**
   * Serve the API and run the workflows' tasks through the Lambda bundles CDK builds (`cdk synth`
   * first, about a minute) instead of the sources: `LAMBDA_BUNDLES=1 npm start`.
   */
  lambdaBundles?: boolean;
  /** With `lambdaBundles`, a cloud assembly `cdk synth` made already (`LAMBDA_BUNDLES_DIR`): no synth of its own. */
  lambdaBundlesDir?: string;
  onProgress?: (step: string) => void;
}

export interface LocalStack {
  url: string;
  mailboxUrl: string;
  env: Record<string, string>;
  seeded: boolean;
  /** Workflow runs that the last stop interrupted, running again (a kept data folder only). */
  resumed: number;
  /** `sandboxCarrier` is null when the stack runs without it (as AWS does). */
  services: {
    dynamodb: string;
    s3: string;
    ses: string;
    kms: string;
    sfn: string;
    sandboxCarrier: string | null;
  };
  /** The laptop's inbound SMTP server (SES receiving's stand-in): carriers' replies to the desk. */
  inboundMail: Omit<LocalInboundMail, 'close'>;
  /** The laptop's SFTP server (a merchant's stand-in), with its demo account. */
  sftp: LocalSftpServer;
  /** The Lambda bundles served (`lambdaBundles`): the synth's seconds and how many; else null. */
  lambdaBundles: { seconds: number; count: number } | null;
  stepFunctions: Awaited<ReturnType<typeof startLocalStepFunctions>>;
  mail: Awaited<ReturnType<typeof startSes>>;
  mailEvents: ReturnType<typeof startMailEvents>;
  schedules: LocalSchedules;
  stop: () => Promise<void>;
}

async function ensureTable(endpoint: string, tableName: string) {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    // A data directory kept from an older version lacks the indexes added since: add them.
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    for (const index of Object.values(INDEX).filter((index) => !present.has(index.name))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: [index.partitionKey, index.sortKey].map((name) => ({
            AttributeName: name,
            AttributeType: 'S' as const,
          })),
          GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
        }),
      );
    }
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      }),
    );
  } finally {
    client.destroy();
  }
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const progress = options.onProgress ?? (() => {});
  const closers: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const close of closers.reverse()) await close().catch((error) => console.error(error));
    closers.length = 0;
  };
  try {
    const scratch = options.dataDir ? null : await mkdtemp(join(tmpdir(), 'parcel-audit-'));
    if (scratch) closers.push(() => rm(scratch, { recursive: true, force: true }));
    const dataDir = options.dataDir ?? scratch!;
    await mkdir(dataDir, { recursive: true });

    // The bundles are built beside the services' start; the API serves once both are done.
    const bundling = options.lambdaBundles ? startLambdaBundles(options.lambdaBundlesDir) : null;
    bundling?.then((bundles) => closers.push(bundles.close)).catch(() => {});
    const areaCache = new Map<Area, Promise<AreaHandler>>();
    // The API listens first (its address is part of the environment); it serves once all is up.
    let ready = false;
    let mailboxUrl = '';
    progress('api server');
    const webRoot = options.webRoot ?? resolve(process.env.WEB_DIST ?? 'web/dist');
    const api = await startApiServer({
      port: options.port,
      host: options.host,
      webRoot,
      localRoutes: { '/_local/mailbox': mailboxRoute(() => mailboxUrl) },
      ready: () => ready,
      loadArea: (area) => {
        let handler = areaCache.get(area);
        if (!handler) {
          handler = bundling
            ? bundling.then((bundles) => bundles.area(area))
            : import('../../functions/lambdas')
                .then(({ areaEntries }) => areaEntries[area]())
                .then((mod) => mod.handler);
          // A module that failed to load is loaded again on the next call, not failed forever.
          handler.catch(() => areaCache.delete(area));
          areaCache.set(area, handler);
        }
        return handler;
      },
      onRequest: options.logRequests
        ? (line) =>
            process.stdout.write(`${line.method} ${line.path} ${line.status} ${line.ms.toFixed(1)} ms\n`)
        : undefined,
    });
    closers.push(api.close);

    progress('DynamoDB Local');
    const dynamodb = await startDynamoDb(options.dataDir);
    closers.push(dynamodb.close);
    progress('S3, SES, KMS, Step Functions and the sandbox carrier');
    const origins = [api.url, api.url.replace('localhost', '127.0.0.1'), ...(options.extraOrigins ?? [])];
    const withSandbox = options.carrierSandbox ?? true;
    const [s3, mail, kms, stepFunctions, sandboxCarrier, sftp] = await Promise.all([
      startS3(options.dataDir, [LOCAL_UPLOADS_BUCKET, LOCAL_WEB_BUCKET, LOCAL_INBOUND_BUCKET], origins),
      startSes(),
      startLocalKms(dataDir),
      startLocalStepFunctions(workflows, {
        dataDir: options.dataDir,
        ...(bundling ? { loadTask: async (task) => (await bundling).task(task) } : {}),
      }),
      withSandbox ? startSandboxCarrier(options.dataDir) : null,
      startLocalSftp(dataDir),
    ]);
    if (sandboxCarrier) closers.push(sandboxCarrier.close);
    closers.push(s3.close, mail.close, kms.close, sftp.close, async () => {
      await stepFunctions.drain();
      await stepFunctions.close();
    });
    mailboxUrl = mail.url;

    const env: Record<string, string> = {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: dynamodb.url,
      AWS_ENDPOINT_URL_S3: s3.url,
      AWS_ENDPOINT_URL_SESV2: mail.url,
      AWS_ENDPOINT_URL_KMS: kms.url,
      AWS_ENDPOINT_URL_SFN: stepFunctions.url,
      // s3rver stores aws-chunked framing verbatim when the SDK adds its default checksums.
      AWS_REQUEST_CHECKSUM_CALCULATION: 'when_required',
      AWS_RESPONSE_CHECKSUM_VALIDATION: 'when_required',
      TABLE_NAME: LOCAL_TABLE,
      UPLOADS_BUCKET: LOCAL_UPLOADS_BUCKET,
      WEB_BUCKET: LOCAL_WEB_BUCKET,
      MAIL_FROM: 'Parcel Audit <no-reply@parcel-audit.example>',
      TOKEN_KEY_ID: kms.keys.tokenSigning,
      SECRETS_KEY_ID: kms.keys.secrets,
      TOKEN_ISSUER: LOCAL_TOKEN_ISSUER,
      TOKEN_AUDIENCE: LOCAL_TOKEN_AUDIENCE,
      APP_URL: api.url,
      ...(sandboxCarrier ? { CARRIER_SANDBOX_URL: sandboxCarrier.url } : {}),
      // The laptop's own SFTP server is on loopback, which merchants' hosts may never be.
      SFTP_ALLOWED_INTERNAL: `${sftp.host}:${sftp.port}`,
      // The sandbox payment provider signs its webhooks with this (a laptop's own, not a secret).
      PAYMENTS_SANDBOX_SECRET: 'local-sandbox-payments-signing-secret',
      // VAT numbers are confirmed by the sandbox register, never VIES (`VAT_REGISTRY=vies npm start` to ask it).
      VAT_REGISTRY: process.env.VAT_REGISTRY === 'vies' ? 'vies' : 'sandbox',
      INBOUND_MAIL_DOMAIN: LOCAL_INBOUND_DOMAIN,
      INBOUND_MAIL_BUCKET: LOCAL_INBOUND_BUCKET,
      S3_FORCE_PATH_STYLE: 'true',
      LOG_LEVEL: options.logLevel ?? process.env.LOG_LEVEL ?? 'info',
      ...options.extraEnv,
      WORKFLOW_ARNS: JSON.stringify(
        Object.fromEntries(
          workflows.map((workflow) => [workflow.name, stepFunctions.stateMachineArn(workflow.name)]),
        ),
      ),
    };
    // The handlers read their configuration the way a Lambda does: from the process environment.
    // A developer's own AWS profile must not leak into the local stack.
    for (const name of ['AWS_PROFILE', 'AWS_SESSION_TOKEN', 'AWS_DEFAULT_PROFILE']) delete process.env[name];
    if (!sandboxCarrier) delete process.env.CARRIER_SANDBOX_URL;
    Object.assign(process.env, env);
    // The laptop reads merchants' servers by speaking SFTP itself: the ssh transport is handed in
    // here, at the edge, so no Lambda's code imports ssh2 (issue 39).
    // Loaded now: the handlers' modules read the environment as they load.
    const [{ sshTransport }, { registerSshTransport }] = await Promise.all([
      import('../../functions/integrations/sftp-client'),
      import('../../functions/integrations/sftp-transport'),
    ]);
    registerSshTransport(sshTransport);

    // The site pages the API fills, from this build, as a deploy puts them in the web bucket.
    await publishServedPages(s3.url, webRoot);
    progress('table');
    await ensureTable(dynamodb.url, LOCAL_TABLE);
    let seeded = false;
    if (options.seed ?? true) {
      progress('demo data');
      seeded = await seedIfEmpty(new Date(), { deskClaims: !sandboxCarrier, year: options.demo === 'year' });
    }

    // Carriers' replies: the SMTP server stores each message and calls the inbound function, as SES does.
    progress('inbound mail');
    const inboundMail = await startInboundMail({
      port: options.inboundMailPort ?? 0,
      domain: LOCAL_INBOUND_DOMAIN,
      s3Url: s3.url,
    });
    closers.push(inboundMail.close);

    const localSchedules = startLocalSchedules({
      timers: options.scheduleTimers ?? false,
      firstRunAfterMs: 15_000,
    });
    closers.push(localSchedules.close);
    // What becomes of each e-mail, as SES's event destination would tell it.
    const mailEvents = startMailEvents(mail);
    closers.push(mailEvents.close);

    if (bundling) progress('Lambda bundles (cdk synth)');
    const bundles = bundling ? await bundling : null;

    ready = true;
    // Workflow runs the last stop interrupted carry on, as Step Functions Standard would.
    const resumed = stepFunctions.resume();
    return {
      resumed,
      url: api.url,
      mailboxUrl: mail.url,
      env,
      seeded,
      services: {
        dynamodb: dynamodb.url,
        s3: s3.url,
        ses: mail.url,
        kms: kms.url,
        sfn: stepFunctions.url,
        sandboxCarrier: sandboxCarrier?.url ?? null,
      },
      sftp,
      lambdaBundles: bundles ? { seconds: bundles.seconds, count: bundles.count } : null,
      inboundMail: { host: inboundMail.host, port: inboundMail.port, domain: inboundMail.domain },
      stepFunctions,
      mail,
      mailEvents,
      schedules: localSchedules,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
