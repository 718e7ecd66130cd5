/**
 * GET /api/private/admin/companies/{companyId}: one client company as its page in the Admin Panel
 * shows it (its name, status and plan), read for a platform admin without acting for the company.
 */
import * as z from 'zod/mini';
import { readSubscription } from '../billing/subscription-store';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';

export const handler = endpoint(z.strictObject({}), async ({ request }) => {
  const { subscription, company } = await readSubscription(request.params.companyId ?? '');
  if (company?.kind !== 'merchant') throw NotFound('No such company');
  return ok({
    companyId: company.companyId,
    name: company.name,
    country: company.country ?? null,
    createdAt: company.createdAt,
    active: company.active,
    suspended: Boolean(company.suspension),
    overdueInvoices: company.overdueNumbers?.size ?? 0,
    planId: subscription.plan.planId,
    startDate: subscription.startDate,
    endDate: subscription.endDate,
  });
});
