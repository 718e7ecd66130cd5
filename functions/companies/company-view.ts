/** What a company's people see of it: its details, and its bank account masked. */
import { type CompanyView, maskIban } from '@shared/companies/company';
import type { Company } from './company-store';

/** The IBAN's mask: the one saved beside the sealed IBAN, or one made from an IBAN saved before sealing. */
const maskedIban = (company: Company) =>
  company.IBAN_masked ?? (company.IBAN ? maskIban(company.IBAN) : null);

export function companyView(company: Company): CompanyView {
  const iban = maskedIban(company);
  return {
    companyId: company.companyId,
    name: company.name,
    details: {
      invoice_company_name: company.invoice_company_name ?? '',
      vat_number: company.vat_number ?? '',
      invoicing_emails: company.invoicing_emails ?? [],
      finance_email_address: company.finance_email_address ?? '',
      claim_email_address: company.claim_email_address ?? '',
      country: company.country ?? '',
      city_name: company.city_name ?? '',
      street_name: company.street_name ?? '',
      zip_code: company.zip_code ?? '',
    },
    // A check of another number than the one saved (never written so, but kept honest) is none.
    vatCheck:
      company.vat_check && company.vat_check.vatNumber === company.vat_number
        ? { status: company.vat_check.status, checkedAt: company.vat_check.checkedAt }
        : null,
    logoDocumentId: company.logoDocumentId ?? null,
    bank: iban ? { bank_name: company.bank_name ?? '', IBAN: iban, BIC: company.BIC ?? '' } : null,
  };
}
