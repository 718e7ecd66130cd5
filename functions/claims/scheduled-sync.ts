/**
 * The scheduled claim sync (EventBridge Scheduler in AWS, a timer locally): every claim the carrier
 * may still move, whose next check is due, is filed (if not yet) or asked for its status, a few at
 * a time, most overdue first. Each claim's next check is set by what happened (./carrier-sync), so
 * a run never asks twice about one claim. The job stops taking claims 30 s before its deadline.
 */
import { activeCompanies } from '../companies/active-companies';
import { clock } from '../lib/clock';
import { forEachLimit } from '../lib/concurrency';
import { log } from '../lib/log';
import { RETRY_LATER_MS, syncWithCarrier } from './carrier-sync';
import { claimsDueForSync, getClaim } from './claim-queries';
import { changeClaim, unlessChanged } from './claim-writes';
import type { StoredClaim } from './stored-claim';

const CONCURRENCY = 4;
const PAGE = 100;
const STOP_BEFORE_DEADLINE_MS = 30_000;

/** Puts a claim's next sync a day later, changing nothing a person sees. */
const pauseSync = (claim: StoredClaim) => {
  const now = clock.now();
  return changeClaim(claim, {
    mover: 'connector',
    event: null,
    to: claim.state,
    by: 'scheduler',
    at: now.toISOString(),
    message: null,
    set: { nextSyncAt: new Date(now.getTime() + RETRY_LATER_MS).toISOString() },
  });
};

export interface SyncRunSummary {
  synced: number;
  changed: number;
  failed: number;
  deferred: number;
  /** Claims of deactivated companies, put off a day. */
  paused: number;
}

export async function handler(
  _event?: unknown,
  context?: { getRemainingTimeInMillis?: () => number },
): Promise<SyncRunSummary> {
  const timeLeft = () => context?.getRemainingTimeInMillis?.() ?? Number.POSITIVE_INFINITY;
  const summary: SyncRunSummary = { synced: 0, changed: 0, failed: 0, deferred: 0, paused: 0 };
  const isActive = activeCompanies();
  const seen = new Set<string>();
  for (;;) {
    const now = clock.now();
    const due = (await claimsDueForSync(now.toISOString(), PAGE)).filter(
      (item) => !seen.has(`${item.companyId}/${item.claimId}`),
    );
    if (!due.length) break;
    await forEachLimit(due, CONCURRENCY, async ({ companyId, claimId }) => {
      seen.add(`${companyId}/${claimId}`);
      if (timeLeft() < STOP_BEFORE_DEADLINE_MS) {
        summary.deferred++;
        return;
      }
      try {
        const claim = await getClaim(companyId, claimId);
        if (!claim) return;
        // A deactivated company's claims wait: asked again a day later, not now.
        if (!(await isActive(companyId))) {
          await unlessChanged(pauseSync(claim), claim);
          summary.paused++;
          return;
        }
        const after = await syncWithCarrier(claim, clock.now());
        summary.synced++;
        if (after.state !== claim.state) summary.changed++;
      } catch (error) {
        summary.failed++;
        log.error('claim sync failed', { claimId, error: String(error) });
      }
    });
    if (summary.deferred) break;
  }
  log.info('scheduled claim sync', { ...summary });
  return summary;
}
