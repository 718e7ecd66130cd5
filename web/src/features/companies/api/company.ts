/** The caller's company: read it, save its details and its bank details. */
import type { BankDetails, CompanyDetails, CompanyView } from '@shared/companies/company';
import { api } from '@web/lib/api-client';
import useSWR, { mutate } from 'swr';

export type { CompanyView };

export const COMPANY_KEY = '/api/private/company';

export function useCompany() {
  return useSWR<CompanyView>(COMPANY_KEY, (path: string) => api<CompanyView>(path));
}

export async function saveCompanyDetails(details: CompanyDetails): Promise<CompanyView> {
  const company = await api<CompanyView>(COMPANY_KEY, { method: 'PUT', body: details });
  await mutate(COMPANY_KEY, company, { revalidate: false });
  return company;
}

export async function saveBankDetails(bank: BankDetails): Promise<CompanyView> {
  const company = await api<CompanyView>(`${COMPANY_KEY}/bank`, { method: 'PUT', body: bank });
  await mutate(COMPANY_KEY, company, { revalidate: false });
  return company;
}

/** The company has a new logo (or none): read it again. */
export const companyChanged = () => mutate(COMPANY_KEY);
