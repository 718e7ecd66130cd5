/** The rule catalog: every audit check, read by the audit, the screens and the public site's count. */
import type { AuditRule } from './rule';
import {
  additionalHandlingNotMet,
  dimensionalWeightOverbilled,
  duplicateCharge,
  oversizeNotMet,
  residentialOnBusiness,
  saturdayNotSaturday,
  vatRateWrong,
} from './surcharges';

export const AUDIT_RULES: readonly AuditRule[] = [
  duplicateCharge,
  additionalHandlingNotMet,
  oversizeNotMet,
  saturdayNotSaturday,
  residentialOnBusiness,
  dimensionalWeightOverbilled,
  vatRateWrong,
];

export const ruleById = (id: string) => AUDIT_RULES.find((rule) => rule.id === id);
