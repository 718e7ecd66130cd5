/**
 * The deployment's SFTP transport (AWS Transfer Family connectors, issue 21) end to end, against
 * local stand-ins of Transfer Family and Secrets Manager that speak the services' wire protocol and
 * a real SFTP server: a merchant's server is checked (its host key fingerprint and files), its key
 * pinned, its folder listed, a file fetched and archived; a wrong password and another host key are
 * refused without touching the working set-up; a server whose key changed is refused at the next
 * run; disconnecting deletes the connectors and the secrets, and a secret an older disconnection
 * left scheduled for deletion is taken back.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateSecretCommand,
  DeleteSecretCommand,
  DescribeSecretCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { DescribeConnectorCommand, TransferClient } from '@aws-sdk/client-transfer';
import { afterAll, describe, expect, it } from 'vitest';
import type { StoredSftpConfig } from '../../functions/integrations/sftp-store';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/dynamodb';
import { startLocalSecretsManager } from '../../infra/local/secrets-manager';
import { type LocalSftpServer, startLocalSftp } from '../../infra/local/sftp';
import { startLocalTransfer } from '../../infra/local/transfer';
import { problemOf } from '../support/sftp';
import { applyStackEnv } from '../support/stack-env';

applyStackEnv();
const ACCOUNT = { username: 'shop', password: 'shop-password' };
let server: LocalSftpServer = await startLocalSftp(mkdtempSync(join(tmpdir(), 'sftp-transfer-')), {
  accounts: [ACCOUNT],
});
const secretsManager = await startLocalSecretsManager();
const transferService = await startLocalTransfer({
  secretsManagerUrl: secretsManager.url,
  s3Url: process.env.AWS_ENDPOINT_URL_S3!,
  connectTimeoutMs: 5_000,
});
const ENV = {
  AWS_ENDPOINT_URL_TRANSFER: transferService.url,
  AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsManager.url,
  SFTP_TRANSPORT: 'transfer',
  SFTP_CONNECTOR_ROLE_ARN: 'arn:aws:iam::000000000000:role/sftp-connector',
  // This worker's own server, on loopback: allowed as the stack allows its own.
  SFTP_ALLOWED_INTERNAL: `${server.host}:${server.port}`,
};
const before = Object.fromEntries(Object.keys(ENV).map((name) => [name, process.env[name]]));
Object.assign(process.env, ENV);
const { sftpTransport } = await import('../../functions/integrations/sftp-transport');
const { sftpLimits } = await import('../../functions/integrations/sftp-target');
const { table } = await import('../../functions/lib/table/table');
const { keys } = await import('../../functions/lib/table/keys');

afterAll(async () => {
  await transferService.close();
  await secretsManager.close();
  await server.close();
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const aws = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
const transferClient = new TransferClient({ ...aws, endpoint: transferService.url });
const secretsClient = new SecretsManagerClient({ ...aws, endpoint: secretsManager.url });

const companyId = `co-${randomUUID()}`;
const folder = '/orders';
const disk = () => join(server.rootOf(ACCOUNT.username), folder);
const connection = {
  host: server.host,
  port: server.port,
  username: ACCOUNT.username,
  password: ACCOUNT.password,
  directory: folder,
  pattern: 'orders-*.csv',
  archiveDirectory: `${folder}/archive`,
};
const target = { host: server.host, port: server.port, ...ACCOUNT };
const config: StoredSftpConfig = {
  companyId,
  state: 'set_up',
  host: server.host,
  port: server.port,
  username: ACCOUNT.username,
  authMethod: 'password',
  directory: folder,
  pattern: 'orders-*.csv',
  archiveDirectory: `${folder}/archive`,
  hostKeyFingerprint: server.hostKeyFingerprint,
  sealed: null,
  problem: null,
  problemAt: null,
  lastFetchAt: null,
  setUpAt: new Date().toISOString(),
  setUpBy: 'owner@shop.example',
  mapping: null,
  sample: null,
};
const ORDERS = 'N° de commande;Montant\r\nT-1;12,50\r\n';

const recorded = async () =>
  (await table.get(keys.sftpConnector(companyId), { consistent: true })) as
    | Record<string, string>
    | undefined;

const errorName = (work: Promise<unknown>) =>
  work.then(
    () => 'none',
    (error: Error) => error.name,
  );

describe('the Transfer Family transport', () => {
  it('checks a server: its host key fingerprint and the files of its folder', async () => {
    writeFileSync(join(disk(), 'orders-1.csv'), ORDERS);
    const transport = await sftpTransport();
    const probed = await transport.probe(companyId, target, connection);
    expect(probed.hostKeyFingerprint).toBe(server.hostKeyFingerprint);
    expect(probed.files).toEqual([
      { name: 'orders-1.csv', size: Buffer.byteLength(ORDERS), modifiedAt: expect.any(Number) },
    ]);
    // Checking uses a connector of its own: there is no working one yet.
    expect((await recorded())?.connectorId).toBeUndefined();
  });

  it('pins the confirmed key on the working connector, then lists, fetches and archives with it', async () => {
    const transport = await sftpTransport();
    await transport.pin(companyId, { ...target, hostKeyFingerprint: server.hostKeyFingerprint }, connection);
    const { connectorId, probeConnectorId } = (await recorded())!;
    const described = await transferClient.send(new DescribeConnectorCommand({ ConnectorId: connectorId }));
    expect(described.Connector?.SftpConfig?.TrustedHostKeys).toHaveLength(1);
    expect(probeConnectorId).toBeUndefined();

    const listed = await transport.list(config, target);
    expect(listed.map((file) => file.name)).toEqual(['orders-1.csv']);
    expect(Math.abs(listed[0]!.modifiedAt - Date.now() / 1000)).toBeLessThan(120);

    const bytes = await transport.fetch(config, target, 'orders-1.csv', 'run-1');
    expect(bytes.toString()).toBe(ORDERS);

    await transport.archive(config, target, 'orders-1.csv', 'run-1');
    expect(existsSync(join(disk(), 'orders-1.csv'))).toBe(false);
    expect(existsSync(join(disk(), 'archive', 'orders-1.csv'))).toBe(true);
    // The step run again finds it moved already.
    await transport.archive(config, target, 'orders-1.csv', 'run-1');
  });

  it('archives under the run’s name when the archive holds the name already', async () => {
    const transport = await sftpTransport();
    writeFileSync(join(disk(), 'orders-1.csv'), ORDERS);
    await transport.archive(config, target, 'orders-1.csv', 'run-2');
    expect(existsSync(join(disk(), 'orders-1.csv'))).toBe(false);
    expect(existsSync(join(disk(), 'archive', 'run-2-orders-1.csv'))).toBe(true);
  });

  it('refuses a wrong password and another host key without touching the working set-up', async () => {
    const transport = await sftpTransport();
    const { connectorId } = (await recorded())!;
    expect(await problemOf(transport.probe(companyId, { ...target, password: 'nope' }, connection))).toBe(
      'authFailed',
    );
    expect(
      await problemOf(
        transport.pin(companyId, { ...target, hostKeyFingerprint: `SHA256:${'C'.repeat(43)}` }, connection),
      ),
    ).toBe('hostKeyChanged');
    expect((await recorded())?.connectorId).toBe(connectorId);
    writeFileSync(join(disk(), 'orders-2.csv'), ORDERS);
    expect((await transport.list(config, target)).map((file) => file.name)).toEqual(['orders-2.csv']);
  });

  it('tells a run that the server shows another host key now', async () => {
    const transport = await sftpTransport();
    const { port } = server;
    await server.close();
    // Another server (another host key) answers at the same address.
    const elsewhere = mkdtempSync(join(tmpdir(), 'sftp-transfer-other-'));
    server = await startLocalSftp(elsewhere, { accounts: [ACCOUNT], port });
    mkdirSync(disk(), { recursive: true });
    const connectMs = sftpLimits.connectMs;
    sftpLimits.connectMs = 500; // A listing that never lands is given up after 2 s.
    try {
      expect(await problemOf(transport.list(config, target))).toBe('hostKeyChanged');
    } finally {
      sftpLimits.connectMs = connectMs;
    }
    // The service answered success; the listing's failure is only an event.
    expect(transferService.events).toContainEqual(
      expect.objectContaining({
        kind: 'listing',
        status: 'FAILED',
        message: expect.stringMatching(/host key/),
      }),
    );
  });

  it('forgets the connectors and the secrets when disconnected', async () => {
    const transport = await sftpTransport();
    const { connectorId } = (await recorded())!;
    // A check leaves a probe connector and its secret behind: they go too.
    await transport.probe(companyId, target, connection);
    const { probeConnectorId } = (await recorded())!;
    expect(probeConnectorId).toMatch(/^c-[0-9a-f]{17}$/);

    await transport.forget(config);
    for (const id of [connectorId!, probeConnectorId!]) {
      expect(await errorName(transferClient.send(new DescribeConnectorCommand({ ConnectorId: id })))).toBe(
        'ResourceNotFoundException',
      );
    }
    for (const name of [`parcel-audit/sftp/${companyId}`, `parcel-audit/sftp/${companyId}-probe`]) {
      expect(await errorName(secretsClient.send(new DescribeSecretCommand({ SecretId: name })))).toBe(
        'ResourceNotFoundException',
      );
    }
    expect(await recorded()).toBeUndefined();
  });

  it('checks again with a secret an earlier disconnection left scheduled for deletion', async () => {
    const transport = await sftpTransport();
    const name = `parcel-audit/sftp/${companyId}-probe`;
    await secretsClient.send(new CreateSecretCommand({ Name: name, SecretString: '{}' }));
    await secretsClient.send(new DeleteSecretCommand({ SecretId: name, RecoveryWindowInDays: 7 }));

    const probed = await transport.probe(companyId, target, connection);
    expect(probed.hostKeyFingerprint).toBe(server.hostKeyFingerprint);
    const described = await secretsClient.send(new DescribeSecretCommand({ SecretId: name }));
    expect(described.DeletedDate).toBeUndefined();
    await transport.forget(config);
  });
});
