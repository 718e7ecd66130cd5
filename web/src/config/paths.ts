/** Typed page paths: the spec's section 2 routes, written once in shared/platform/app-paths.ts. */
import { APP_PATHS } from '@shared/platform/app-paths';

export const paths = APP_PATHS;

export type PageName = keyof typeof paths;

/** My Invoices opened on one invoice's audit (claims and carrier invoices link to it too). */
export const invoiceLink = (documentId: string) =>
  `${paths.myInvoices}?${new URLSearchParams({ invoice: documentId })}`;

/** The Claim Center opened on one investigation (`?claim=`). */
export const claimLink = (claimId: string) =>
  `${paths.investigationDetails}?${new URLSearchParams({ claim: claimId })}`;

/** A client company's page in the Admin Panel. */
export const adminCompanyLink = (companyId: string) =>
  paths.adminCompany.replace(':companyId', encodeURIComponent(companyId));

/** An Admin Panel section opened on one company (`?company=`: Documents, the audit log). */
export const adminCompanySection = (page: 'adminDocuments' | 'adminLog', companyId: string) =>
  `${paths[page]}?${new URLSearchParams({ company: companyId })}`;
