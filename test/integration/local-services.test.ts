/**
 * The local stand-ins speak the real wire protocols: these tests use the AWS SDK against them the
 * way the handlers do, so a difference from AWS shows up here first.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DecryptCommand, GenerateDataKeyCommand, GetPublicKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, inject, it } from 'vitest';
import { INDEX, TTL_ATTRIBUTE } from '../../functions/lib/table/schema';
import { startLocalKms } from '../../infra/local/kms';
import { applyStackEnv } from '../support/stack-env';

applyStackEnv();
const env = inject('stackEnv') as Record<
  'TABLE_NAME' | 'UPLOADS_BUCKET' | 'MAIL_FROM' | 'APP_URL' | 'AWS_ENDPOINT_URL_S3',
  string
>;

describe('DynamoDB Local', () => {
  it('holds the table built from functions/lib/table/schema.ts, with its indexes and TTL', async () => {
    const client = new DynamoDBClient({});
    const table = await client.send(new DescribeTableCommand({ TableName: env.TABLE_NAME }));
    expect(table.Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(
      Object.values(INDEX)
        .map((index) => index.name)
        .sort(),
    );
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: env.TABLE_NAME }));
    expect(ttl.TimeToLiveDescription).toMatchObject({
      AttributeName: TTL_ATTRIBUTE,
      TimeToLiveStatus: 'ENABLED',
    });
  });
});

describe('KMS stand-in', () => {
  it('wraps data keys bound to an encryption context', async () => {
    const kms = new KMSClient({});
    const context = { companyId: 'kms-company-1', credentialId: 'cred-1' };
    const key = await kms.send(
      new GenerateDataKeyCommand({ KeyId: 'local-secrets', KeySpec: 'AES_256', EncryptionContext: context }),
    );
    const back = await kms.send(
      new DecryptCommand({ CiphertextBlob: key.CiphertextBlob, EncryptionContext: context }),
    );
    expect(Buffer.from(back.Plaintext!).equals(Buffer.from(key.Plaintext!))).toBe(true);
    await expect(
      kms.send(
        new DecryptCommand({
          CiphertextBlob: key.CiphertextBlob,
          EncryptionContext: { ...context, companyId: 'kms-company-2' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidCiphertextException' });
  });

  it('keeps its keys across restarts in the same data folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kms-restart-'));
    try {
      const publicKeyOf = async () => {
        const server = await startLocalKms(dir);
        const client = new KMSClient({ endpoint: server.url });
        const out = await client.send(new GetPublicKeyCommand({ KeyId: server.keys.tokenSigning }));
        await server.close();
        return Buffer.from(out.PublicKey!).toString('base64');
      };
      expect(await publicKeyOf()).toBe(await publicKeyOf());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers an unknown key as KMS does', async () => {
    await expect(
      new KMSClient({}).send(new GetPublicKeyCommand({ KeyId: 'no-such-key' })),
    ).rejects.toMatchObject({
      name: 'NotFoundException',
    });
  });
});

describe('SES stand-in', () => {
  it('keeps sent mail where a test and a person can read it', async () => {
    const subject = `Your code ${Date.now()}`;
    await new SESv2Client({}).send(
      new SendEmailCommand({
        FromEmailAddress: env.MAIL_FROM,
        Destination: { ToAddresses: ['ses-test@example.test'] },
        Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: 'Code: 123456' } } } },
      }),
    );
    const store = (await (await fetch(`${inject('mailboxUrl')}/store`)).json()) as {
      emails: { subject: string }[];
    };
    expect(store.emails.map((email) => email.subject)).toContain(subject);
  });

  it('shows the mail at /_local/mailbox, the HTML part in a sandboxed frame and the text part beside it', async () => {
    const subject = `Your invitation ${Date.now()}`;
    await new SESv2Client({}).send(
      new SendEmailCommand({
        FromEmailAddress: env.MAIL_FROM,
        Destination: { ToAddresses: ['ses-test@example.test'] },
        Content: {
          Simple: {
            Subject: { Data: subject },
            Body: {
              Text: { Data: 'Open https://app.example/x' },
              Html: { Data: '<p><a href="https://app.example/x">Open</a></p>' },
            },
          },
        },
      }),
    );
    const page = await fetch(`${inject('apiUrl')}/_local/mailbox`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain(subject);
    expect(html).toContain('<iframe title="HTML part');
    expect(html).toContain('&lt;a href=&quot;https://app.example/x&quot;&gt;Open&lt;/a&gt;');
    expect(html).toContain('<summary>Text part</summary><pre>Open https://app.example/x</pre>');
  });
});

describe('S3 stand-in', () => {
  it('takes a browser-style presigned POST upload and serves the object back', async () => {
    const s3 = new S3Client({ forcePathStyle: true });
    const key = `tmp/uploads/${Date.now()}-hello.csv`;
    const post = await createPresignedPost(s3, {
      Bucket: env.UPLOADS_BUCKET,
      Key: key,
      Conditions: [['content-length-range', 1, 5 * 1024 * 1024]],
      Expires: 300,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    form.append('file', new Blob(['tracking_number;carrier\n1Z999AA10123456784;UPS\n']), 'hello.csv');
    const upload = await fetch(post.url, { method: 'POST', body: form });
    expect(upload.status).toBeLessThan(300);
    const object = await s3.send(new GetObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key }));
    expect(await object.Body!.transformToString()).toBe('tracking_number;carrier\n1Z999AA10123456784;UPS\n');
  });

  it('allows browser uploads from the app origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${env.AWS_ENDPOINT_URL_S3}/${env.UPLOADS_BUCKET}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const allowed = await preflight(env.APP_URL);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect((await preflight('https://evil.example')).status).toBe(403);
  });
});

describe('the local stand-ins listen on loopback only (issue 17, item 11)', () => {
  const stackEnv = inject('stackEnv') as Record<string, string>;
  const services = Object.entries(stackEnv).filter(
    ([name, value]) => /^(AWS_ENDPOINT_URL_|CARRIER_SANDBOX_URL)/.test(name) && /^https?:\/\//.test(value),
  );
  /** This machine's own non-loopback addresses: a neighbour on the network would connect to these. */
  const outward = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && address.family === 'IPv4')
    .map((address) => address!.address);

  const connects = (host: string, port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = createConnection({ host, port, timeout: 2000 });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
    });

  it('answers on 127.0.0.1 and refuses the machine’s other addresses, DynamoDB Local included', async () => {
    expect(services.map(([name]) => name)).toEqual(
      expect.arrayContaining(['AWS_ENDPOINT_URL_DYNAMODB', 'AWS_ENDPOINT_URL_S3', 'AWS_ENDPOINT_URL_KMS']),
    );
    for (const [name, url] of services) {
      const port = Number(new URL(url).port);
      expect(await connects('127.0.0.1', port), `${name} on loopback`).toBe(true);
      for (const address of outward)
        expect(await connects(address, port), `${name} on ${address}`).toBe(false);
    }
    // A machine with no other interface proves nothing here; this one has: say so if that changes.
    if (outward.length === 0) console.warn('no non-loopback IPv4 address: the refusal was not tried');
  });
});
