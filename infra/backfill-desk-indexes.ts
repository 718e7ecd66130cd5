/**
 * One-off, after deploying the claims desk (issue 38): puts the platform's company, its staff's
 * assignments, every credited claim and every claim stored before them on the indexes and counters
 * the new reads use (functions/desk/backfill-desk-indexes.ts). Idempotent: run it again and
 * it only reads. Against AWS: `TABLE_NAME=<table> AWS_REGION=<region> npx tsx
 * infra/backfill-desk-indexes.ts` with credentials that may read and update the table.
 */
import { backfillDeskIndexes } from '../functions/desk/backfill-desk-indexes';
import { forEachCompany } from './each-company';

await forEachCompany(async (companyId) => {
  const { platform, assignments, refunds, desk } = await backfillDeskIndexes(companyId);
  return `${platform ? 'platform company indexed, ' : ''}${assignments} staff assignments, ${refunds} refunds and ${desk} claims on the desk added`;
});
