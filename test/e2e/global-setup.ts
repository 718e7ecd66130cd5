/**
 * Starts the whole local stack (as `npm start` does, with a fresh temporary data folder and the
 * demo data) on a free port, serving the built web app, for the browser tests; and beside it, in a
 * child process, a second one in production mode (`CARRIER_SANDBOX=off`, as AWS runs it) for the
 * tests that need it (PA_PROD_URL).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_LOGINS } from '../../infra/local/seed';
import { startLocalStack } from '../../infra/local/stack';
import { startGoogleFakes } from '../support/google-fakes';
import { finishDemoGuidance } from '../support/guidance';
import { startProductionStack } from './production-stack';

export default async function globalSetup() {
  if (!existsSync(resolve(process.env.WEB_DIST ?? 'web/dist', 'index.html')))
    throw new Error('Build the web app first: npm run build:web');
  // Started first, while this process's environment is still its own: the child inherits it.
  const production = startProductionStack();
  // A failed start is reported when it is awaited below, not as an unhandled rejection meanwhile.
  production.catch(() => {});
  // Google's side played by local fakes, so sign-in with Google runs end to end in the browser.
  const google = await startGoogleFakes();
  const stack = await startLocalStack({
    dataDir: null,
    port: 0,
    seed: true,
    logLevel: 'error',
    extraEnv: google.env,
  }).catch(async (error: unknown) => {
    await production.then((started) => started.stop()).catch(() => {});
    throw error;
  });
  const prod = await production.catch(async (error: unknown) => {
    await stack.stop();
    await google.close();
    throw error;
  });
  process.env.PA_PROD_URL = prod.url;
  process.env.PA_BASE_URL = stack.url;
  process.env.PA_MAILBOX_URL = stack.mailboxUrl;
  process.env.PA_SANDBOX_URL = stack.services.sandboxCarrier ?? '';
  // The local SFTP server (a merchant's stand-in): its address, demo account folder and host key.
  process.env.PA_SFTP_HOST = stack.sftp.host;
  process.env.PA_SFTP_PORT = String(stack.sftp.port);
  process.env.PA_SFTP_ROOT = stack.sftp.rootOf('demo');
  process.env.PA_SFTP_FINGERPRINT = stack.sftp.hostKeyFingerprint;
  process.env.PA_GOOGLE_JWK = JSON.stringify(google.privateJwk);
  // The demo's people sign in with the form in several tests: no tour or pop-up over their pages.
  await finishDemoGuidance(DEMO_LOGINS.map((login) => login.email));
  return async () => {
    await Promise.all([stack.stop(), prod.stop()]);
    await google.close();
  };
}
