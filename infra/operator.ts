/**
 * Runs a one-off operator script against a deployed table, with only what it needs set:
 *
 *   TABLE_NAME=<TableName> AWS_REGION=<region> npx tsx infra/operator.ts infra/backfill-desk-indexes.ts
 *
 * (UPLOADS_BUCKET too for infra/backfill-dashboards.ts, which reads the audited invoices again.)
 * The other variables the functions' environment checks are filled by operator-env.ts.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { operatorEnv } from './operator-env';

const script = process.argv[2];
if (!script) {
  process.stderr.write(
    'Usage: TABLE_NAME=<table> AWS_REGION=<region> npx tsx infra/operator.ts <script.ts>\n',
  );
  process.exit(2);
}
const required = ['TABLE_NAME', 'AWS_REGION'];
if (/backfill-dashboards/.test(script)) required.push('UPLOADS_BUCKET');
try {
  operatorEnv(required);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(2);
}
await import(pathToFileURL(resolve(script)).href);
