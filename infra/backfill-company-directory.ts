/**
 * One-off, after deploying the Admin Panel's directory (issue 22): puts every client company
 * created before it in the directory (functions/companies/company-store.ts, addToDirectory),
 * every person of every company in the list of users, and every document in its month's list.
 * Idempotent: run it again and it only reads. Against AWS: `TABLE_NAME=<table> AWS_REGION=<region>
 * npx tsx infra/backfill-company-directory.ts` with credentials that may read and update the table.
 */
import { addUsersToDirectory } from '../functions/auth/user-store';
import { addToDirectory } from '../functions/companies/company-store';
import { addDocumentsToMonthIndex } from '../functions/documents/document-store';
import { forEachCompany } from './each-company';

await forEachCompany(async (companyId) => {
  const company = (await addToDirectory(companyId)) ? 'added' : 'unchanged';
  const people = await addUsersToDirectory(companyId);
  return `company ${company}, ${people} people and ${await addDocumentsToMonthIndex(companyId)} documents added`;
});
