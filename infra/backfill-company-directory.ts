/**
 * One-off, after deploying the Admin Panel's directory (issue 22): puts every client company
 * created before it in the directory (functions/companies/company-store.ts, addToDirectory).
 * Idempotent: run it again and it only reads. Against AWS: `TABLE_NAME=<table> AWS_REGION=<region>
 * npx tsx infra/backfill-company-directory.ts` with credentials that may read and update the table.
 */
import { addToDirectory } from '../functions/companies/company-store';
import { forEachCompany } from './each-company';

await forEachCompany(async (companyId) => ((await addToDirectory(companyId)) ? 'added' : 'unchanged'));
