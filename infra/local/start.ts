/**
 * `npm start`: the whole product on a laptop at http://localhost:3000 (PORT overrides), data kept
 * under `.data/` across restarts, Ctrl-C stops every service cleanly.
 */
import { resolve } from 'node:path';
import { DEMO_LOGINS } from './seed';
import { DEMO_SFTP_ACCOUNT, DEMO_SFTP_FOLDER } from './sftp';
import { startLocalStack } from './stack';

const started = performance.now();
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.PARCEL_AUDIT_DATA_DIR ?? '.data');
/** `CARRIER_SANDBOX=off`: the stack as AWS runs it, no sandbox carrier; claims go to the desk. */
const carrierSandbox = process.env.CARRIER_SANDBOX !== 'off';
/** `DEMO_DATA=empty`: the demo company without its year of invoices, claims and billing. */
const demo = process.env.DEMO_DATA === 'empty' ? 'empty' : 'year';
/** The inbound SMTP server's port: fixed, so a mail client or a script can be pointed at it once. */
const inboundMailPort = Number(process.env.INBOUND_MAIL_PORT ?? 2525);

try {
  const stack = await startLocalStack({
    dataDir,
    port,
    host: process.env.HOST,
    logRequests: process.env.LOG_REQUESTS === '1',
    scheduleTimers: true,
    demo,
    carrierSandbox,
    inboundMailPort,
    lambdaBundles: process.env.LAMBDA_BUNDLES === '1',
    lambdaBundlesDir: process.env.LAMBDA_BUNDLES_DIR || undefined,
    onProgress: (step) => process.stdout.write(`  starting ${step}...\n`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const lines = [
    '',
    `Parcel Audit is ready in ${seconds} s: ${stack.url}`,
    `  Public site: ${stack.url}/solution (French: ${stack.url}/fr/solution)`,
    `  Mailbox (e-mails the product sent): ${stack.url}/_local/mailbox`,
    stack.services.sandboxCarrier
      ? `  Sandbox carrier (accounts, shipments, claims): ${stack.services.sandboxCarrier}/_sandbox`
      : '  Sandbox carrier: off (CARRIER_SANDBOX=off): claims are filed on the claims desk, as in AWS',
    `  SFTP server: host ${stack.sftp.host}, port ${stack.sftp.port}, user ${DEMO_SFTP_ACCOUNT.username}, password ${DEMO_SFTP_ACCOUNT.password}, folder ${DEMO_SFTP_FOLDER} (host key ${stack.sftp.hostKeyFingerprint}; files: ${stack.sftp.rootOf(DEMO_SFTP_ACCOUNT.username)}${DEMO_SFTP_FOLDER})`,
    `  Inbound mail: host ${stack.inboundMail.host}, port ${stack.inboundMail.port} (SMTP; carriers' replies to claims+<token>@${stack.inboundMail.domain}, each company's address on the claims desk)`,
    ...(stack.lambdaBundles
      ? [
          `  Lambda bundles: the API and the workflows' tasks run the ${stack.lambdaBundles.count} bundles CDK built (${stack.lambdaBundles.seconds ? `cdk synth: ${stack.lambdaBundles.seconds.toFixed(1)} s` : `from ${process.env.LAMBDA_BUNDLES_DIR}`})`,
        ]
      : []),
    `  Data: ${dataDir}${stack.seeded ? ' (demo data written)' : ''}`,
    ...(stack.resumed ? [`  Resumed ${stack.resumed} workflow run(s) the last stop interrupted.`] : []),
    '  Demo logins:',
    ...DEMO_LOGINS.map((login) => `    ${login.role.padEnd(15)} ${login.email.padEnd(30)} ${login.password}`),
    '  Press Ctrl-C to stop.',
    '',
  ];
  process.stdout.write(lines.join('\n'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping every service...\n`);
    await stack.stop();
    process.stdout.write(`Stopped. Your data is kept in ${dataDir}\n`);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  console.error(`\nParcel Audit could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
