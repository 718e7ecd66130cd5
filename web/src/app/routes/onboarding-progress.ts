/**
 * Where onboarding resumes: the first step not done, read from what the company has saved (its
 * details complete by the server's rules, then a bank account on file), so that coming back
 * neither restarts at the first step nor asks again for what was given.
 */
import { type CompanyView, companyDetailsSchema } from '@shared/companies/company';

export const ONBOARDING_STEP = { company: 0, bank: 1, team: 2 } as const;

export function firstStepToDo(company: CompanyView): number {
  if (!companyDetailsSchema.safeParse(company.details).success) return ONBOARDING_STEP.company;
  if (!company.bank) return ONBOARDING_STEP.bank;
  return ONBOARDING_STEP.team;
}
