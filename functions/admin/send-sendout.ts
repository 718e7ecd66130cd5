/**
 * POST /api/private/admin/sendouts: e-mails the chosen companies about their failing carrier
 * accounts, one company after another at SES's rate; a company e-mailed within `intervalDays` is
 * skipped ('too_soon'). Each company sent to is in the audit log. Platform admins only.
 */
import { sendoutInputSchema } from '@shared/admin/sendouts';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { recordAdminAction } from './admin-log';
import { lastSendout, sendToCompany } from './sendouts';

export const handler = endpoint(sendoutInputSchema, async ({ input, actor, request }) => {
  const results = [];
  for (const companyId of [...new Set(input.companyIds)]) {
    const outcome = await sendToCompany(companyId, input.intervalDays, clock.now());
    if (outcome === 'sent')
      await recordAdminAction(actor, request, 'sendout_sent', companyId, {
        intervalDays: String(input.intervalDays),
      });
    results.push({ companyId, outcome, lastSendout: await lastSendout(companyId) });
  }
  return ok({ results });
});
