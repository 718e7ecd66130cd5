/**
 * GET /api/private/billing/subscription: the company's plan (start and end, cycle, bundle), this
 * month's usage against the bundle (the 80 % warning, past 100 %) and every shipment analysed. The
 * plan's amounts are the client admin's (and platform admins'): the other members get them as null.
 */

import type { SubscriptionView } from '@shared/billing/plans';
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { readSubscription, readUsage } from './subscription-store';

export const handler = endpoint(z.strictObject({}), async ({ actor: me }) => {
  const { subscription, today, company } = await readSubscription(me.companyId);
  const { plan } = subscription;
  const { usage, totalAnalysed } = await readUsage(me.companyId, plan, today);
  const amounts = me.role === 'client_admin' || me.role === 'platform_admin';
  const view: SubscriptionView = {
    today,
    planId: plan.planId,
    cycle: plan.cycle,
    startDate: subscription.startDate,
    endDate: subscription.endDate,
    priceCents: amounts ? plan.priceCents : null,
    overageCents: amounts ? plan.overageCents : null,
    feePercent: amounts ? plan.feePercent : null,
    bundle: plan.bundle,
    usage,
    totalAnalysed,
    overdueInvoices: company?.overdueNumbers?.size ?? 0,
    suspended: Boolean(company?.suspension),
    running: subscription.running,
    pending: subscription.pending,
  };
  return ok(view);
});
