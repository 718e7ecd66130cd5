/**
 * One-off, after deploying issue 19: fills the dashboards' counters for the claims and audited
 * invoices stored before them (functions/dashboards/backfill.ts). Idempotent: run it again and it
 * finds nothing left to write. Against AWS:
 * `TABLE_NAME=<table> UPLOADS_BUCKET=<bucket> AWS_REGION=<region> npx tsx infra/backfill-dashboards.ts`
 * with credentials that may read and update the table and read and write the uploads bucket.
 */
import { backfillDashboards } from '../functions/dashboards/backfill';
import { forEachCompany } from './each-company';

await forEachCompany(async (companyId) => {
  const { counters, audits } = await backfillDashboards(companyId);
  return `${counters} claim counters set right, ${audits} invoices added`;
});
