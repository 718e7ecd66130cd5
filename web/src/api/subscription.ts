/**
 * The company's subscription and this month's use of its bundle (GET /api/private/billing/subscription),
 * read by the Billing page, the Admin Panel's subscription form and the banner every signed-in page
 * shows from 80 %. Keyed by the company acted for, so a company switch never shows another's.
 */
import type { PlanChangeInput } from '@shared/billing/plan-change';
import type { Reply } from '@shared/platform/replies';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';

export const SUBSCRIPTION_KEY = '/api/private/billing/subscription';

export type SubscriptionReply = Reply<'get-subscription'>;

/** How long the banner trusts what it read: moving between pages does not ask again. */
export const BANNER_DEDUPE_MS = 10 * 60_000;

const fetcher = ([path]: readonly [string, ...unknown[]]) => api<SubscriptionReply>(path);

/** The subscription as it stands, read again whenever a page showing it opens. */
export function useSubscription() {
  const company = useSession()?.company ?? null;
  return useSWR(company ? ([SUBSCRIPTION_KEY, company] as const) : null, fetcher);
}

/**
 * The same, for the banner of every page: a key of its own (the Billing page's reads stay fresh)
 * and a long dedupe, so that it reads once, not on every navigation.
 */
export function useSubscriptionForBanner() {
  const company = useSession()?.company ?? null;
  return useSWR(company ? ([SUBSCRIPTION_KEY, company, 'banner'] as const) : null, fetcher, {
    dedupingInterval: BANNER_DEDUPE_MS,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** After a change of plan: every reader of the subscription reads it again. */
export function useRefreshSubscription() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && key[0] === SUBSCRIPTION_KEY), [mutate]);
}

export type PlanChoice = PlanChangeInput['planId'];
export type PlanPreview = Reply<'get-plan-change'>;

const PLAN_CHANGE = '/api/private/billing/plan-change';

/** What choosing a plan (or 'none': cancelling) would change and cost, today. */
export const previewPlanChange = (planId: PlanChoice) =>
  api<PlanPreview>(`${PLAN_CHANGE}?planId=${encodeURIComponent(planId)}`);

/** Confirms the change previewed (its effective date): applied, or to authenticate the card first. */
export const changePlan = (input: PlanChangeInput) =>
  api<Reply<'change-plan'>>(PLAN_CHANGE, { method: 'POST', body: input });

export const readPlanAuthorization = (authorizationId: string) =>
  api<Reply<'get-plan-authorization'>>(
    `/api/private/billing/plan-changes/${encodeURIComponent(authorizationId)}`,
  );

/** The sandbox provider's authentication page: the card passes, or the bank declines it. */
export const driveSandboxAuthorization = (authorizationId: string, outcome: 'authorize' | 'decline') =>
  api<Reply<'drive-sandbox-authorization'>>(
    `/api/private/billing/plan-changes/${encodeURIComponent(authorizationId)}/sandbox`,
    { method: 'POST', body: { outcome } },
  );
