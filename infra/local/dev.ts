/**
 * `npm run dev`: the local stack's API on PORT+1 and Vite's dev server with hot reload on PORT
 * (3000 by default), proxying `/api` to the API. Data is shared with `npm start` (.data/).
 */
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { DEMO_LOGINS } from './seed';
import { startLocalStack } from './stack';

const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.PARCEL_AUDIT_DATA_DIR ?? '.data');
const webOrigin = `http://localhost:${port}`;

const stack = await startLocalStack({
  dataDir,
  port: port + 1,
  extraOrigins: [webOrigin],
  scheduleTimers: true,
  inboundMailPort: Number(process.env.INBOUND_MAIL_PORT ?? 2525),
});
const vite = await createServer({
  configFile: resolve('web/vite.config.ts'),
  // The config imports TypeScript from shared/ (the audit catalog's count): loaded by Vite's runner.
  configLoader: 'runner',
  server: { port, strictPort: true, proxy: { '/api': stack.url } },
});
await vite.listen();
process.stdout.write(
  [
    '',
    `Parcel Audit (dev, hot reload): ${webOrigin}`,
    `  API: ${stack.url}   Mailbox: ${stack.url}/_local/mailbox`,
    `  Inbound mail: host ${stack.inboundMail.host}, port ${stack.inboundMail.port} (SMTP, @${stack.inboundMail.domain})`,
    ...DEMO_LOGINS.map((login) => `  ${login.role.padEnd(15)} ${login.email.padEnd(30)} ${login.password}`),
    '',
  ].join('\n'),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await vite.close();
    await stack.stop();
    process.exit(0);
  });
}
