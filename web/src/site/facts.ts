/** Facts the site states, counted from the catalogs at build time (never typed in by hand). */
import { auditPointsOf } from '@shared/audit/points';
import { AUDIT_RULES } from '@shared/audit/rules/index';
import { FREE_AUDIT_PLAN, PLANS } from '@shared/billing/plans';
import { CARRIERS, CLAIM_TYPES, type ClaimType } from '@shared/carriers/carriers';
import { MAX_RECOVERY_PERCENT } from '@shared/site/calculator';

/** 'Over N audit points': the rule catalog's size to the ten below. */
export const AUDIT_POINTS = auditPointsOf(AUDIT_RULES.length);

/** The audit points of each claim type (the rules' families). */
export const POINTS_BY_CLAIM_TYPE = Object.fromEntries(
  CLAIM_TYPES.map((type) => [type, AUDIT_RULES.filter((rule) => rule.claimType === type).length]),
) as Record<ClaimType, number>;

export const CARRIER_NAMES = CARRIERS.map((carrier) => carrier.name);

export const SAVINGS_UP_TO_PERCENT = MAX_RECOVERY_PERCENT;

export const FREE_MONTHS = PLANS[FREE_AUDIT_PLAN]!.months ?? 1;
