/**
 * Sales data by SFTP (issue 21's benchmark: "a 50 MB orders file by SFTP from drop to claims
 * completed (local)"). The local stack in this process, with its real SFTP server: one company set
 * up (its mapping saved, as after the team's review) with WAITING investigations whose order numbers
 * are in the file. A BENCH_SFTP_MB orders file (two lines an order, as a shop's export writes it)
 * is dropped in the folder and a fetch started: timed from the drop to the file recorded (fetched
 * over SFTP, read, orders stored, claims completed, file archived on the server). Then the reading
 * alone (the shared readers and rules, no storage), in MB/s. Prints figures; never fails on time.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_SFTP_ACCOUNT, DEMO_SFTP_FOLDER } from '../infra/local/sftp';
import { startLocalStack } from '../infra/local/stack';
import { openWaitingClaims } from './waiting-claims';

const MEGABYTES = Number(process.env.BENCH_SFTP_MB ?? 50);
const WAITING = Number(process.env.BENCH_SFTP_WAITING ?? 2_000);

const print = (line: string) => process.stdout.write(`  ${line}\n`);
const HEADER =
  'Order number;Order date;Description;Quantity;Unit price;Total excl tax;Total incl tax;VAT rate;Currency;Customer';
const orderNumber = (index: number) => `SFTPB-${String(index).padStart(7, '0')}`;

function ordersFile(sold: string): { text: string; orders: number; rows: number } {
  const lines = [HEADER];
  let size = HEADER.length;
  let orders = 0;
  while (size < MEGABYTES * 1024 * 1024) {
    for (const item of ['Lampe en laiton brossé', 'Abat-jour en lin naturel']) {
      const line = `${orderNumber(orders)};${sold};${item} ${orders};1;24,90;24,90;29,88;20;EUR;Client ${orders % 997}`;
      lines.push(line);
      size += line.length + 2;
    }
    orders++;
  }
  return { text: `${lines.join('\r\n')}\r\n`, orders, rows: lines.length - 1 };
}

export async function run() {
  const stack = await startLocalStack({ dataDir: null, port: 0, seed: false, logLevel: 'error' });
  try {
    const { putCompany } = await import('../functions/companies/company-store');
    const { putSftpConfig, sealSftpSecret, listSftpFiles } = await import(
      '../functions/integrations/sftp-store'
    );
    const { startFetch } = await import('../functions/integrations/sftp-endpoints');
    const { readOrderFile } = await import('../shared/integrations/order-file');
    const { suggestMapping } = await import('../shared/integrations/sftp');
    const companyId = 'bench-sftp';
    await putCompany({
      companyId,
      name: 'Bench SFTP',
      kind: 'merchant',
      active: true,
      createdAt: new Date().toISOString(),
    });
    const mapping = suggestMapping(HEADER.split(';'));
    await putSftpConfig({
      companyId,
      state: 'working',
      host: stack.sftp.host,
      port: stack.sftp.port,
      username: DEMO_SFTP_ACCOUNT.username,
      authMethod: 'password',
      directory: DEMO_SFTP_FOLDER,
      pattern: '*.csv',
      archiveDirectory: `${DEMO_SFTP_FOLDER}/archive`,
      hostKeyFingerprint: stack.sftp.hostKeyFingerprint,
      sealed: await sealSftpSecret(companyId, { password: DEMO_SFTP_ACCOUNT.password }),
      problem: null,
      problemAt: null,
      lastFetchAt: null,
      setUpAt: new Date().toISOString(),
      setUpBy: 'bench@example.test',
      mapping,
      sample: null,
    });
    const sold = new Date(Date.now() - 30 * 86_400_000)
      .toISOString()
      .slice(0, 10)
      .split('-')
      .reverse()
      .join('/');
    const file = ordersFile(sold);
    const step = Math.max(1, Math.floor(file.orders / WAITING));
    await openWaitingClaims(companyId, WAITING, (index) => orderNumber(index * step), 'SFTPB');
    const bytes = Buffer.from(file.text, 'utf8');
    const megabytes = bytes.length / 1024 / 1024;

    const started = performance.now();
    writeFileSync(
      join(stack.sftp.rootOf(DEMO_SFTP_ACCOUNT.username), DEMO_SFTP_FOLDER, 'orders-bench.csv'),
      bytes,
    );
    await startFetch(companyId, 'now');
    let recorded: Awaited<ReturnType<typeof listSftpFiles>>[number] | undefined;
    while (!recorded) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      recorded = (await listSftpFiles(companyId)).find((entry) => entry.name === 'orders-bench.csv');
    }
    await stack.stepFunctions.drain();
    const seconds = (performance.now() - started) / 1000;
    print(
      `${megabytes.toFixed(1)} MB file (${file.rows.toLocaleString('en')} rows, ${file.orders.toLocaleString('en')} orders) from drop to claims completed and archived: ${seconds.toFixed(1)} s (${(megabytes / seconds).toFixed(2)} MB/s, ${Math.round(file.orders / seconds).toLocaleString('en')} orders/s)`,
    );
    print(
      `  outcome ${recorded.outcome}${recorded.problem ? ` (${recorded.problem})` : ''}: ${recorded.orders.toLocaleString('en')} orders, ${recorded.badRows} bad rows; investigations completed ${recorded.claimsCompleted.toLocaleString('en')} of ${WAITING.toLocaleString('en')} waiting`,
    );

    const readStarted = performance.now();
    const read = readOrderFile(new Uint8Array(bytes), 'orders.csv', mapping);
    const readSeconds = (performance.now() - readStarted) / 1000;
    print(
      `reading alone (shared readers and rules, no storage): ${readSeconds.toFixed(1)} s, ${(megabytes / readSeconds).toFixed(1)} MB/s, ${read.orders.length.toLocaleString('en')} orders; heap after ${Math.round(process.memoryUsage().heapUsed / 1024 / 1024)} MB`,
    );
  } finally {
    await stack.stop();
  }
}
