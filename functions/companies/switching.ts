/**
 * Who may act for which company (pure). A platform admin may act for any active company; a client
 * admin for their own company and the companies below it in its hierarchy; provider staff for the
 * companies they are assigned to (Admin Panel); nobody else switches.
 */
import type { Role } from '@shared/identity/access';
import type { Company } from './company-store';

export function maySwitch(
  role: Role,
  homeCompanyId: string,
  target: Company | null,
  targetAncestry: Company[],
  /** Provider staff: whether they are assigned to the target. */
  assigned = false,
): boolean {
  if (!target?.active) return false;
  if (role === 'platform_admin') return true;
  if (role === 'provider_staff') return assigned && target.kind === 'merchant';
  if (role !== 'client_admin') return false;
  return targetAncestry.some((company) => company.companyId === homeCompanyId);
}
