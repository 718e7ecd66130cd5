/**
 * One-off, after deploying issue 24: puts every company's claims stored before it on the indexes
 * the new reads use (functions/claims/backfill-indexes.ts). Idempotent: run it again and it only
 * reads. Against AWS: `TABLE_NAME=<table> AWS_REGION=<region> npx tsx infra/backfill-claim-indexes.ts`
 * with credentials that may read and update the table.
 */
import { backfillClaimIndexes } from '../functions/claims/backfill-indexes';
import { forEachCompany } from './each-company';

await forEachCompany(async (companyId) => {
  const { claims, updated } = await backfillClaimIndexes(companyId);
  return `${claims} claims read, ${updated} updated`;
});
