/**
 * Sales data by SFTP (issue 21), end to end on the stack's real SFTP server: a client admin checks
 * the server (its host key fingerprint shown), saves the set-up with it, the workflow reads the
 * first file and waits for the team's review; a platform admin saves the column mapping; the
 * workflow ingests the file (good rows kept, the bad one reported), completes the waiting
 * investigation ('from your sales data') and moves the file to the archive folder. The same file
 * dropped again changes nothing. A server showing another key, a wrong password and an internal
 * host are refused with the field they concern.
 */
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reply } from '@shared/platform/replies';
import { describe, expect, inject, it } from 'vitest';
import { call, errorCode } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { waitingClaim } from '../support/sales-data';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();
const { getClaimWithHistory } = await import('../../functions/claims/claim-queries');

const sftp = inject('sftp');

/** Each test company reads its own folder of the demo account. */
function folderFor(name: string) {
  const folder = `/shops/${name}`;
  mkdirSync(join(sftp.root, folder, 'archive'), { recursive: true });
  return { folder, disk: join(sftp.root, folder) };
}

const connection = (folder: string, password = 'demo-sftp-password') => ({
  host: sftp.host,
  port: sftp.port,
  username: 'demo',
  password,
  directory: folder,
  pattern: 'orders-*.csv',
  archiveDirectory: `${folder}/archive`,
});

/** A month ago, day first, as French back offices write dates (the sales date must be recent). */
const SOLD = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');

/** As a French shop's back office exports it: `;`, decimal commas, French headers, Windows line ends. */
const ORDERS_FILE = [
  'N° de commande;Date de commande;Désignation;Quantité;Prix unitaire;Montant HT;Montant TTC;Taux de TVA;Devise;Client',
  `SFTP-1001;${SOLD};Lampe en laiton;1;80,00;80,00;96,00;20;EUR;Léa Durand`,
  `SFTP-1001;${SOLD};Abat-jour;2;10,00;20,00;24,00;20;EUR;Léa Durand`,
  `SFTP-1002;${SOLD};Vase;1;45,50;45,50;54,60;20;EUR;`,
  `SFTP-1003;${SOLD};Tapis;un;30,00;30,00;36,00;20;EUR;`,
  '',
].join('\r\n');

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function shop() {
  const companyId = await makeCompany(`Sftp shop ${randomUUID().slice(0, 6)}`);
  const admin = await makePerson({ role: 'client_admin', companyId });
  const token = await tokenFor({ role: 'client_admin', companyId, userId: admin.userId });
  return { companyId, token };
}

const readSftp = (token: string) =>
  call<Reply<'get-sftp'>>('GET', '/api/private/integration/sftp', { token }).then((reply) => reply.body);

describe('sales data by SFTP', () => {
  it('fetches, waits for the review, ingests, completes the waiting claims, archives; the same file again changes nothing', async () => {
    const { companyId, token } = await shop();
    const { folder, disk } = folderFor(companyId);
    const waiting = await waitingClaim(companyId, 'sftp-1001');
    writeFileSync(join(disk, 'orders-2026-10-03.csv'), ORDERS_FILE, 'latin1');
    writeFileSync(join(disk, 'notes.txt'), 'not an orders file');

    const checked = await call<Reply<'check-sftp'>>('POST', '/api/private/integration/sftp/check', {
      token,
      body: connection(folder),
    });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ hostKeyFingerprint: sftp.fingerprint, matchingFiles: 1 });

    const saved = await call<Reply<'save-sftp'>>('PUT', '/api/private/integration/sftp', {
      token,
      body: { connection: connection(folder), hostKeyFingerprint: checked.body.hostKeyFingerprint },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.sftp).toMatchObject({
      state: 'set_up',
      authMethod: 'password',
      hostKeyFingerprint: sftp.fingerprint,
    });
    expect(JSON.stringify(saved.body)).not.toContain('demo-sftp-password');

    // The first file waits for the team: its headers and first rows, nothing ingested or moved.
    const processing = await until(
      () => readSftp(token),
      (body) => body.sftp?.state === 'processing',
      'the review',
    );
    expect(processing.files).toMatchObject([{ name: 'orders-2026-10-03.csv', outcome: 'waiting_review' }]);
    expect(existsSync(join(disk, 'orders-2026-10-03.csv'))).toBe(true);

    const platform = await tokenFor({
      role: 'platform_admin',
      companyId: 'platform',
      userId: `pa-${companyId}`,
    });
    const reviews = await call<Reply<'list-sftp-reviews'>>('GET', '/api/private/admin/sftp-reviews', {
      token: platform,
    });
    const review = reviews.body.reviews.find((entry) => entry.companyId === companyId);
    expect(review?.sample.headers[0]).toBe('N° de commande');
    expect(review?.sample.rows).toHaveLength(4);
    expect(review?.suggested).toMatchObject({
      order_number: 'N° de commande',
      sales_date: 'Date de commande',
      amount_excl: 'Montant HT',
      customer_name: 'Client',
    });
    const decided = await call('PUT', `/api/private/admin/sftp-reviews/${companyId}`, {
      token: platform,
      body: { mapping: review!.suggested },
    });
    expect(decided.status).toBe(200);

    const ingested = await until(
      () => readSftp(token),
      (body) => body.files.some((file) => file.outcome === 'partly'),
      'the ingestion',
    );
    expect(ingested.sftp?.state).toBe('working');
    const file = ingested.files.find((entry) => entry.outcome === 'partly')!;
    expect(file).toMatchObject({ rows: 4, orders: 2, badRows: 1, claimsCompleted: 1, problem: null });
    await until(
      async () => readdirSync(join(disk, 'archive')),
      (names) => names.includes('orders-2026-10-03.csv'),
      'the archive',
    );
    expect(existsSync(join(disk, 'orders-2026-10-03.csv'))).toBe(false);
    expect(existsSync(join(disk, 'notes.txt'))).toBe(true);

    const { claim, history } = (await getClaimWithHistory(companyId, waiting.claimId))!;
    expect(claim.actions).not.toContain('invoice_missing');
    expect(claim.lines.map((line) => line.description)).toEqual(['Lampe en laiton', 'Abat-jour']);
    expect(history.at(-1)).toMatchObject({ by: 'sales_data' });

    // The bad row, where and why, for the downloadable report.
    const problems = await call<Reply<'get-sftp-file-problems'>>(
      'GET',
      `/api/private/integration/sftp/files/${file.fileId}/problems`,
      { token },
    );
    expect(problems.body.problems).toEqual([
      { row: 5, column: 'Quantité', message: expect.stringMatching(/\w+\.\w+/) },
    ]);

    // The same file again (another name): known by its content, moved away, nothing changed.
    copyFileSync(join(disk, 'archive', 'orders-2026-10-03.csv'), join(disk, 'orders-again.csv'));
    const fetched = await call('POST', '/api/private/integration/sftp/fetch', { token, body: {} });
    expect(fetched.status).toBe(202);
    const again = await until(
      () => readSftp(token),
      (body) => body.files.some((entry) => entry.outcome === 'duplicate'),
      'the duplicate',
    );
    expect(again.files.find((entry) => entry.outcome === 'duplicate')).toMatchObject({
      name: 'orders-again.csv',
      claimsCompleted: 0,
    });
    await until(
      async () => existsSync(join(disk, 'orders-again.csv')),
      (present) => !present,
      'the second archive',
    );
    const after = (await getClaimWithHistory(companyId, waiting.claimId))!;
    expect(after.history).toHaveLength(history.length);
  });

  it('refuses a server showing another host key, a wrong password and an internal host, on their fields', async () => {
    const { token, companyId } = await shop();
    const { folder } = folderFor(companyId);
    const otherKey = await call('PUT', '/api/private/integration/sftp', {
      token,
      body: { connection: connection(folder), hostKeyFingerprint: `SHA256:${'B'.repeat(43)}` },
    });
    expect(otherKey.status).toBe(409);
    expect(errorCode(otherKey)).toBe('integration.sftp_host_key_mismatch');

    const wrong = await call<{ error: { issues: { path: string; message: string }[] } }>(
      'POST',
      '/api/private/integration/sftp/check',
      { token, body: connection(folder, 'not-the-password') },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.issues).toEqual([
      expect.objectContaining({ path: 'password', code: 'integration.sftp.problem.authFailed' }),
    ]);

    for (const host of ['localhost', '169.254.169.254', '10.0.0.7', '[::1]']) {
      const internal = await call<{ error: { issues: { path: string; code: string }[] } }>(
        'POST',
        '/api/private/integration/sftp/check',
        { token, body: { ...connection(folder), host } },
      );
      expect(internal.status, host).toBe(422);
      expect(internal.body.error.issues[0]?.code, host).toBe('integration.sftp.problem.internalHost');
    }

    const missing = await call<{ error: { issues: { path: string; message: string }[] } }>(
      'POST',
      '/api/private/integration/sftp/check',
      { token, body: { ...connection('/no/such/folder'), archiveDirectory: '/no/archive' } },
    );
    expect(missing.body.error.issues[0]).toMatchObject({
      path: 'directory',
      code: 'integration.sftp.problem.folderMissing',
    });

    const nothing = await readSftp(token);
    expect(nothing.sftp).toBeNull();
  });
});
