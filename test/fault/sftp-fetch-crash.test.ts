/**
 * A crash in the middle of an SFTP sales-data fetch (issue 39; ../shared/QUALITY.md 11 and 18):
 * the whole local stack, killed with SIGKILL while the fetch reads a dozen orders files from the
 * stack's own SFTP server, then started again on the same data folder. The SFTP server comes back
 * on the port it had (kept in the data folder, like its host key), so the saved set-up still
 * reaches it (the one internal address the local stack allows) and the resumed fetch finishes:
 * every file read and archived once, each with its exact counts, and the report's orders equal to
 * what the files hold. Prints the figures.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Reply } from '@shared/platform/replies';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../infra/local/seed';
import { DEMO_SFTP_ACCOUNT } from '../../infra/local/sftp';
import {
  killStacks,
  type StackProcess,
  signedIn,
  startStackProcess,
  stopStackProcess,
  until,
} from '../support/stack-process';

const FILES = 12;
const ORDERS_PER_FILE = 300;
const FOLDER = '/fault';
const SOLD = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
const HEADERS =
  'order_number,sales_date,description,nb_of_items,unit_price,amount_excl,amount_incl,tax_percentage,currency_code';

/** An orders file of `count` orders of one goods line each, numbered from `tag`. */
const ordersFile = (tag: string, count: number) =>
  [
    HEADERS,
    ...Array.from({ length: count }, (_, n) => `${tag}-${n},${SOLD},Lamp ${n},1,10.00,10.00,12.00,20,EUR`),
    '',
  ].join('\n');

/** The SFTP port the stack printed on its start. */
const sftpPortOf = (stack: StackProcess) =>
  Number(/SFTP server: host [\d.]+, port (\d+)/.exec(stack.output())?.[1] ?? Number.NaN);

async function as(stack: StackProcess, role: (typeof DEMO_LOGINS)[number]['role']) {
  const login = DEMO_LOGINS.find((entry) => entry.role === role)!;
  return (await signedIn(stack.url, login.email, login.password)).call;
}

afterAll(killStacks);

describe('a crash in the middle of an SFTP fetch', () => {
  it('finishes after a restart on the same data: the SFTP port is kept, each file read once, exact counts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'parcel-audit-sftp-crash-'));
    try {
      let stack = await startStackProcess(dataDir);
      const port = sftpPortOf(stack);
      expect(port).toBeGreaterThan(0);
      const disk = join(dataDir, 'sftp', 'home', DEMO_SFTP_ACCOUNT.username, FOLDER.slice(1));
      mkdirSync(join(disk, 'archive'), { recursive: true });
      writeFileSync(join(disk, 'orders-000.csv'), ordersFile('FIRST', 3));

      // Prepare: the demo merchant's set-up on the stack's SFTP server, its first file reviewed and read.
      let admin = await as(stack, 'client_admin');
      const connection = {
        host: '127.0.0.1',
        port,
        ...DEMO_SFTP_ACCOUNT,
        directory: FOLDER,
        pattern: 'orders-*.csv',
        archiveDirectory: `${FOLDER}/archive`,
      };
      const checked = await admin<Reply<'check-sftp'>>('/api/private/integration/sftp/check', connection);
      expect(checked.status, JSON.stringify(checked.body)).toBe(200);
      const saved = await admin(
        '/api/private/integration/sftp',
        { connection, hostKeyFingerprint: checked.body.hostKeyFingerprint },
        'PUT',
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const readReport = async () =>
        (await admin<Reply<'get-sales-data-report'>>('/api/private/integration/report')).body.report;
      const readSftp = async () => (await admin<Reply<'get-sftp'>>('/api/private/integration/sftp')).body;
      await until(readSftp, (body) => body.sftp?.state === 'processing', 200);
      const platform = await as(stack, 'platform_admin');
      const reviews = await platform<Reply<'list-sftp-reviews'>>('/api/private/admin/sftp-reviews');
      const review = reviews.body.reviews.find((entry) => entry.sample.name === 'orders-000.csv')!;
      expect(review, JSON.stringify(reviews.body)).toBeDefined();
      const decided = await platform(
        `/api/private/admin/sftp-reviews/${review.companyId}`,
        { mapping: review.suggested },
        'PUT',
      );
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
      // Its own first file: the demo's content lists an orders file read by SFTP already.
      await until(
        readSftp,
        (body) => body.files.some((file) => file.name === 'orders-000.csv' && file.outcome === 'ingested'),
        200,
      );
      const reportBefore = await readReport();

      // Act: a dozen files, a fetch, and a crash once it has read some of them.
      for (let n = 1; n <= FILES; n++)
        writeFileSync(
          join(disk, `orders-${String(n).padStart(3, '0')}.csv`),
          ordersFile(`F${n}`, ORDERS_PER_FILE),
        );
      const started = performance.now();
      expect((await admin('/api/private/integration/sftp/fetch', {})).status).toBe(202);
      const newFiles = (body: Reply<'get-sftp'>) =>
        body.files.filter((file) => file.name.startsWith('orders-') && file.name !== 'orders-000.csv');
      const atCrash = await until(
        readSftp,
        (body) => {
          expect(newFiles(body).length, 'the fetch ended before the crash could be injected').toBeLessThan(
            FILES,
          );
          return newFiles(body).length >= 2;
        },
        50,
      );
      await stopStackProcess(stack, 'SIGKILL');
      const restarted = performance.now();
      stack = await startStackProcess(dataDir);
      // Assess: the same port (every saved set-up still reaches it), the run resumed by itself.
      expect(sftpPortOf(stack)).toBe(port);
      expect(stack.output()).toMatch(/Resumed \d+ workflow run/);
      admin = await as(stack, 'client_admin');
      const done = await until(
        readSftp,
        (body) => {
          expect(body.sftp?.problem ?? null, JSON.stringify(body.sftp)).toBeNull();
          return (
            newFiles(body).length >= FILES &&
            readdirSync(disk).filter((name) => name.endsWith('.csv')).length === 0
          );
        },
        200,
      );
      const finished = performance.now();

      const files = newFiles(done);
      const seen = files.map(({ name, outcome, rows, orders, problem }) => ({
        name,
        outcome,
        rows,
        orders,
        problem,
      }));
      expect(files, JSON.stringify(seen)).toHaveLength(FILES);
      expect(new Set(files.map((file) => file.name)).size).toBe(FILES);
      for (const file of files)
        expect(file, file.name).toMatchObject({
          outcome: 'ingested',
          rows: ORDERS_PER_FILE,
          orders: ORDERS_PER_FILE,
          badRows: 0,
          problem: null,
        });
      expect(readdirSync(join(disk, 'archive')).sort()).toEqual(
        Array.from({ length: FILES + 1 }, (_, n) => `orders-${String(n).padStart(3, '0')}.csv`),
      );
      const report = await readReport();
      expect(report.ordersReceived - reportBefore.ordersReceived).toBe(FILES * ORDERS_PER_FILE);

      process.stdout.write(
        `  SFTP crash suite: ${FILES} files x ${ORDERS_PER_FILE} orders; killed (SIGKILL, whole group) with ` +
          `${newFiles(atCrash).length} files recorded, ${((restarted - started) / 1000).toFixed(1)} s after the fetch; ` +
          `restarted on SFTP port ${port} again and finished in ${((finished - restarted) / 1000).toFixed(1)} s: ` +
          `${files.length} files, ${report.ordersReceived - reportBefore.ordersReceived} orders received\n`,
      );
      await stopStackProcess(stack, 'SIGKILL');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
