/**
 * One-off, after deploying the Admin Panel's directory (issue 22): puts every client company
 * (and every person of every company, in the list of users) created before it in the directory (functions/companies/company-store.ts, addToDirectory).
 * Idempotent: run it again and it only reads. Against AWS: `TABLE_NAME=<table> AWS_REGION=<region>
 * npx tsx infra/backfill-company-directory.ts` with credentials that may read and update the table.
 */
import { addUsersToDirectory } from '../functions/auth/user-store';
import { addToDirectory } from '../functions/companies/company-store';
import { forEachCompany } from './each-company';

await forEachCompany(async (companyId) => {
  const company = (await addToDirectory(companyId)) ? 'added' : 'unchanged';
  return `company ${company}, ${await addUsersToDirectory(companyId)} people added`;
});
