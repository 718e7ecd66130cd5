/**
 * Whether a company is active, for the scheduled jobs: a deactivated company's scheduled work stops
 * (carrier checks, claim syncs, lost-package scans) and starts again once it is activated. Read once
 * per company and run (a job touches the same company many times).
 */
import { keys } from '../lib/table/keys';
import { table } from '../lib/table/table';

export function activeCompanies(): (companyId: string) => Promise<boolean> {
  const known = new Map<string, Promise<boolean>>();
  return (companyId) => {
    let active = known.get(companyId);
    if (!active) {
      active = table
        .batchGet([keys.company(companyId)], { attributes: ['active'] })
        .then((items) => items[0]?.active === true);
      known.set(companyId, active);
    }
    return active;
  };
}
