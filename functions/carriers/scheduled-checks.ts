/**
 * The scheduled credential check (EventBridge Scheduler in AWS, a timer locally): every active
 * credential whose carrier has a connector is checked with its carrier, least recently checked
 * first, a few at a time. A refusal makes it 'not working' with the reason and a history entry.
 * Carriers without a connector are skipped (nothing is recorded as checked that was not). The job
 * stops taking new credentials 30 s before the Lambda's deadline; the next run starts with the
 * ones it did not reach, since they are then the least recently checked.
 */
import type { CarrierId } from '@shared/carriers/carriers';
import { activeCompanies } from '../companies/active-companies';
import { connectorFor } from '../connectors/index';
import { clock } from '../lib/clock';
import { forEachLimit } from '../lib/concurrency';
import { log } from '../lib/log';
import { checkCredential } from './credential-check';
import { credentialsByStatus } from './credential-store';

/** Checks at once: enough to finish thousands in minutes, few enough not to look like an attack on a portal. */
const CONCURRENCY = 4;
const STOP_BEFORE_DEADLINE_MS = 30_000;

export interface CheckRunSummary {
  checked: number;
  working: number;
  notWorking: number;
  unreachable: number;
  noConnector: number;
  /** Left for the next run (the deadline was near). */
  deferred: number;
  /** Accounts of deactivated companies, not checked. */
  paused: number;
}

export async function handler(
  _event?: unknown,
  context?: { getRemainingTimeInMillis?: () => number },
): Promise<CheckRunSummary> {
  const startedAt = clock.now().toISOString();
  const timeLeft = () => context?.getRemainingTimeInMillis?.() ?? Number.POSITIVE_INFINITY;
  const summary: CheckRunSummary = {
    checked: 0,
    working: 0,
    notWorking: 0,
    unreachable: 0,
    noConnector: 0,
    deferred: 0,
    paused: 0,
  };
  const isActive = activeCompanies();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await credentialsByStatus('active', startKey);
    await forEachLimit(page.credentials, CONCURRENCY, async (credential) => {
      // A credential checked during this run has moved to the end of the listing: once is enough.
      if (credential.checkedAt && credential.checkedAt >= startedAt) return;
      // A deactivated company's accounts are not checked until it is activated again.
      if (!(await isActive(credential.companyId))) {
        summary.paused++;
        return;
      }
      if (!connectorFor(credential.carrier as CarrierId)) {
        summary.noConnector++;
        return;
      }
      if (timeLeft() < STOP_BEFORE_DEADLINE_MS) {
        summary.deferred++;
        return;
      }
      const { check } = await checkCredential(credential, 'schedule', null, clock.now);
      summary.checked++;
      if (check.outcome === 'working') summary.working++;
      else if (check.outcome === 'unreachable') summary.unreachable++;
      else summary.notWorking++;
    });
    startKey = page.nextKey;
  } while (startKey);
  log.info('scheduled credential checks', { ...summary });
  return summary;
}
