/**
 * Starts local stand-ins for Google (ID-token issuer, reCAPTCHA), the carriers' tracking APIs, and one local stack (in-memory DynamoDB Local, temporary S3 folder, SES, KMS and Step
 * Functions stand-ins, the local API server on a free port) for the integration suites, and hands
 * its addresses to the test files.
 */
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/stack';
import { startGoogleFakes } from './google-fakes';
import { startTrackingApis } from './tracking-apis';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    /** How many Lambda bundles the stack serves from (0: the sources). */
    lambdaBundles: number;
    stackEnv: Record<string, string>;
    mailboxUrl: string;
    googlePrivateJwk: Record<string, unknown>;
    sftp: { host: string; port: number; root: string; fingerprint: string };
    /** The inbound SMTP server (carrier e-mail to the desk). */
    inboundMail: { host: string; port: number; domain: string };
  }
}

export default async function setup(project: TestProject) {
  const google = await startGoogleFakes();
  const trackingApis = await startTrackingApis();
  const stack = await startLocalStack({
    dataDir: null,
    port: 0,
    seed: true,
    logLevel: 'error',
    extraEnv: { ...google.env, TRACKING_API_ORIGIN: trackingApis.url },
    // The API and the workflows' tasks through the Lambda bundles CDK builds (test/release runs the
    // authorization matrix so, on its synth).
    lambdaBundles: process.env.LAMBDA_BUNDLES === '1',
    lambdaBundlesDir: process.env.LAMBDA_BUNDLES_DIR || undefined,
  });
  project.provide('googlePrivateJwk', google.privateJwk);
  project.provide('apiUrl', stack.url);
  project.provide('lambdaBundles', stack.lambdaBundles?.count ?? 0);
  project.provide('stackEnv', stack.env);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('inboundMail', stack.inboundMail);
  project.provide('sftp', {
    host: stack.sftp.host,
    port: stack.sftp.port,
    root: stack.sftp.rootOf('demo'),
    fingerprint: stack.sftp.hostKeyFingerprint,
  });
  return async () => {
    await stack.stop();
    await google.close();
    await trackingApis.close();
  };
}
