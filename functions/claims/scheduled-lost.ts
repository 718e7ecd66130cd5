/**
 * The daily look for lost packages (EventBridge Scheduler in AWS, a timer locally): every company
 * with a working carrier account, two at a time; the job stops taking companies 30 s before its
 * deadline (the next day's run reaches them).
 */
import { credentialsByStatus } from '../carriers/credential-store';
import { activeCompanies } from '../companies/active-companies';
import { clock } from '../lib/clock';
import { forEachLimit } from '../lib/concurrency';
import { log } from '../lib/log';
import { scanLostPackages } from './lost-packages';

const STOP_BEFORE_DEADLINE_MS = 30_000;

export async function handler(
  _event?: unknown,
  context?: { getRemainingTimeInMillis?: () => number },
): Promise<{ companies: number; deferred: number; paused: number }> {
  const timeLeft = () => context?.getRemainingTimeInMillis?.() ?? Number.POSITIVE_INFINITY;
  const companies = new Set<string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await credentialsByStatus('active', start);
    for (const credential of page.credentials) companies.add(credential.companyId);
    start = page.nextKey;
  } while (start);
  const summary = { companies: 0, deferred: 0, paused: 0 };
  const isActive = activeCompanies();
  await forEachLimit([...companies], 2, async (companyId) => {
    // A deactivated company is not looked at until it is activated again.
    if (!(await isActive(companyId))) {
      summary.paused++;
      return;
    }
    if (timeLeft() < STOP_BEFORE_DEADLINE_MS) {
      summary.deferred++;
      return;
    }
    await scanLostPackages(companyId, clock.now());
    summary.companies++;
  });
  log.info('lost packages looked at', summary);
  return summary;
}
