/**
 * `npm run admin:create` (infra/create-admin.ts) against DynamoDB Local, run as an operator runs it
 * against a deployed table: a child process with TABLE_NAME, APP_URL and the region only. On an empty
 * table it makes the platform's company and its first platform admin, and prints a link that sets the
 * password; run again it makes nothing and prints a new link; the address of anyone else is refused.
 * On the stack's table the link works through the API and the person signs in as a platform admin.
 * The upgrade scripts run the same way (infra/operator.ts).
 */
import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { createTableInput } from '../../functions/lib/table/schema';
import { call } from '../support/http';
import { runScript } from '../support/operator-script';
import { makePerson } from '../support/people';

function run(script: string[], env: Record<string, string>) {
  const stack = inject('stackEnv');
  // What an operator's shell has: the region, credentials and endpoint of the table's service only.
  return runScript(script, {
    AWS_REGION: stack.AWS_REGION!,
    AWS_ACCESS_KEY_ID: stack.AWS_ACCESS_KEY_ID!,
    AWS_SECRET_ACCESS_KEY: stack.AWS_SECRET_ACCESS_KEY!,
    AWS_ENDPOINT_URL_DYNAMODB: stack.AWS_ENDPOINT_URL_DYNAMODB!,
    ...env,
  });
}

const createAdmin = (args: string[], env: Record<string, string>) =>
  run(['infra/create-admin.ts', ...args], env);

const linkIn = (out: string) => {
  const link = /^(https?:\/\/\S+\/forgotPassword\/reset\?reset_token=\S+)$/m.exec(out)?.[1];
  expect(link, out).toBeDefined();
  return new URL(link!);
};

async function emptyTable() {
  const stack = inject('stackEnv');
  const client = new DynamoDBClient({ endpoint: stack.AWS_ENDPOINT_URL_DYNAMODB });
  const name = `deployed-${randomUUID()}`;
  await client.send(new CreateTableCommand(createTableInput(name)));
  return { name, db: DynamoDBDocumentClient.from(client) };
}

describe('npm run admin:create', () => {
  it('makes the platform company and its first admin on an empty table, once, and refuses a taken address', async () => {
    const { name, db } = await emptyTable();
    const env = { TABLE_NAME: name, APP_URL: 'https://app.parcel-audit.example' };

    const first = await createAdmin(['--email', 'Ops@Parcel-Audit.example', '--first-name', 'Nora'], env);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain('Platform company: parcel-audit-platform "Parcel Audit" (made)');
    expect(first.out).toContain('Platform admin: ops@parcel-audit.example (made, no password yet)');
    expect(linkIn(first.out).origin).toBe('https://app.parcel-audit.example');

    const company = await db.send(
      new GetCommand({ TableName: name, Key: { pk: 'C#parcel-audit-platform', sk: 'COMPANY' } }),
    );
    expect(company.Item).toMatchObject({ kind: 'platform', active: true, name: 'Parcel Audit' });
    const people = await db.send(
      new QueryCommand({
        TableName: name,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :user)',
        ExpressionAttributeValues: { ':pk': 'C#parcel-audit-platform', ':user': 'USER#' },
      }),
    );
    expect(people.Items).toHaveLength(1);
    expect(people.Items![0]).toMatchObject({
      email_address: 'ops@parcel-audit.example',
      first_name: 'Nora',
      role: 'platform_admin',
      active: true,
      verified: true,
      access: true,
    });
    expect(people.Items![0]!.passwordHash).toBeUndefined();

    const again = await createAdmin(['--email', 'ops@parcel-audit.example'], env);
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain('Platform company: parcel-audit-platform (already there)');
    expect(again.out).toContain('(already there: a new link follows)');
    expect(linkIn(again.out).searchParams.get('reset_token')).not.toBe(
      linkIn(first.out).searchParams.get('reset_token'),
    );

    // The upgrade scripts run against a deployed table the same way, with TABLE_NAME and the region.
    const backfill = await run(['infra/operator.ts', 'infra/backfill-desk-indexes.ts'], { TABLE_NAME: name });
    expect(backfill.code, backfill.out).toBe(0);
    expect(backfill.out).toContain('parcel-audit-platform: ');
  });

  it('refuses without the table or the app address, and refuses an address someone else has', async () => {
    const missing = await createAdmin(['--email', 'ops@parcel-audit.example'], {});
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/Set TABLE_NAME \(the stack output TableName\), APP_URL/);

    const merchant = await makePerson({ role: 'client_admin' });
    const taken = await createAdmin(['--email', merchant.email], {
      TABLE_NAME: inject('stackEnv').TABLE_NAME!,
      APP_URL: inject('apiUrl'),
    });
    expect(taken.code).toBe(1);
    expect(taken.out).toContain(
      `${merchant.email} already belongs to a client_admin of company ${merchant.companyId}`,
    );
  });

  it('gives a link that sets the password through the API, and the person signs in as a platform admin', async () => {
    const email = `ops-${randomUUID()}@parcel-audit.example`;
    const made = await createAdmin(['--email', email], {
      TABLE_NAME: inject('stackEnv').TABLE_NAME!,
      APP_URL: inject('apiUrl'),
    });
    expect(made.code, made.out).toBe(0);
    // The stack's seed made the platform company: the admin joins it.
    expect(made.out).toContain('Platform company: parcel-audit-platform (already there)');
    const token = linkIn(made.out).searchParams.get('reset_token')!;

    const reset = await call('POST', '/api/public/user/password/reset', {
      body: { reset_token: token, email, password: 'Platform-Admin-2027!' },
    });
    expect(reset.status, reset.text).toBe(200);
    const signIn = await call<{ token: string }>('POST', '/api/public/login', {
      body: { email_address: email, password: 'Platform-Admin-2027!' },
    });
    expect(signIn.status, signIn.text).toBe(200);
    const session = await call<{ role: string; companyId: string; email: string }>(
      'GET',
      '/api/private/session',
      {
        token: signIn.body.token,
      },
    );
    expect(session.body).toMatchObject({ role: 'platform_admin', companyId: 'parcel-audit-platform', email });
    // A platform admin's route answers it.
    const users = await call('GET', '/api/private/admin/users', { token: signIn.body.token });
    expect(users.status, users.text).toBe(200);
    // The link is used up.
    const twice = await call('POST', '/api/public/user/password/reset', {
      body: { reset_token: token, email, password: 'Another-Password-2027!' },
    });
    expect(twice.status).toBe(400);
  });
});
