import { companyNameKey, maskIban, timeZoneOf } from '@shared/companies/company';
/**
 * Companies in the table (`C#<companyId>` / `COMPANY`, children listed under their parent), and
 * the record of company switches under each company concerned.
 */
import { isConditionFailed, setFields } from '../lib/aws/dynamo';
import { type SealedSecret, sealSecret } from '../lib/secrets';
import { fromItem } from '../lib/table/item';
import { keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { IF_ABSENT, IF_PRESENT, table } from '../lib/table/table';
import type { VatCheck } from './vat-confirmation';

export interface Company {
  companyId: string;
  name: string;
  parentCompanyId?: string;
  /** 'platform' is the operator's own company (platform admins, provider staff). */
  kind: 'merchant' | 'platform';
  active: boolean;
  invoice_company_name?: string;
  vat_number?: string;
  /** What VIES said of `vatNumber` when it was saved (functions/companies/vat-confirmation.ts). */
  vat_check?: VatCheck;
  country?: string;
  city_name?: string;
  street_name?: string;
  zip_code?: string;
  invoicing_emails?: string[];
  finance_email_address?: string;
  claim_email_address?: string;
  bank_name?: string;
  /** Written before the IBAN was sealed: read for its mask only, removed by the next save. */
  IBAN?: string;
  /** The IBAN at rest: sealed with a KMS data key bound to the company (`ibanContext`). */
  IBAN_sealed?: SealedSecret;
  /** What people see of it ('FR14 •••• 2606'): the sealed IBAN is opened only to pay to it. */
  IBAN_masked?: string;
  BIC?: string;
  /** Set while an invoice is overdue past the grace period (functions/billing/overdue). */
  suspension?: { since: string; numbers: string[] };
  /** Its invoices past their due date and not paid (the warning that the solution may be suspended). */
  overdueNumbers?: Set<string>;
  /** The company's one logo: a document of kind 'logo'. */
  logoDocumentId?: string;
  createdAt: string;
  updatedAt?: string;
  /**
   * Moved on (never back) each time the company is deactivated: a token carries the version it was
   * issued at (`cv`), so a session ended by a deactivation stays ended once the company is active again.
   */
  sessionEpoch?: number;
}

/** A company's place in the directory: its name as compared (any case, no accents), then its id. */
export const directorySortKey = (name: string, companyId: string) => `${companyNameKey(name)}#${companyId}`;

/** The company item, with its place under its parent (listing index) when it has one. */
export function companyItem(company: Company) {
  return {
    ...keys.company(company.companyId),
    // Every client company is in the Admin Panel's directory, by name.
    ...(company.kind === 'merchant'
      ? onIndex(INDEX.lookup, partitions.companies, directorySortKey(company.name, company.companyId))
      : // The platform's own company is found by the scheduled jobs that write to its people.
        onIndex(INDEX.lookup, partitions.platformCompanies, company.companyId)),
    ...(company.parentCompanyId
      ? onIndex(
          INDEX.listing,
          partitions.children(company.parentCompanyId),
          `${company.name}#${company.companyId}`,
        )
      : {}),
    entity: 'company',
    ...company,
  };
}

export async function putCompany(company: Company): Promise<void> {
  await table.put(companyItem(company), IF_ABSENT);
}

export async function listChildren(parentCompanyId: string): Promise<Company[]> {
  const { items } = await table.queryIndex(INDEX.listing, partitions.children(parentCompanyId));
  return items.map((item) => fromItem<Company>(item));
}

/** The chain from a company up to its root: itself first (bounded, so a broken loop cannot spin). */
export async function ancestry(companyId: string, maxDepth = 8): Promise<Company[]> {
  const chain: Company[] = [];
  let next: string | undefined = companyId;
  while (next && chain.length < maxDepth) {
    const company = await getCompany(next);
    if (!company) break;
    chain.push(company);
    next = company.parentCompanyId;
  }
  return chain;
}

export async function getCompany(companyId: string): Promise<Company | null> {
  const item = await table.get(keys.company(companyId));
  return item ? fromItem<Company>(item) : null;
}

/** The time zone the company's days, months and weeks are cut in (its country's; Europe/Paris when unknown). */
export async function companyTimeZone(companyId: string): Promise<string> {
  return timeZoneOf((await getCompany(companyId))?.country);
}

/**
 * Puts a company created before the Admin Panel's directory in it (infra/backfill-company-directory.ts):
 * true when it was added, false when it was there already or is not a client company.
 */
export async function addToDirectory(companyId: string): Promise<boolean> {
  const company = await table.get(keys.company(companyId), { consistent: true });
  if (company?.kind !== 'merchant' || company[INDEX.lookup.partitionKey]) return false;
  await table.update(keys.company(companyId), {
    ...IF_PRESENT,
    ...setFields(
      onIndex(INDEX.lookup, partitions.companies, directorySortKey(String(company.name), companyId)),
    ),
  });
  return true;
}

/**
 * Activates or deactivates a company. A deactivation also moves its session version on in the same
 * write, which ends every session through it for good: activating it again revives none of them.
 */
export async function setCompanyActive(companyId: string, active: boolean, now: Date): Promise<void> {
  await table.update(keys.company(companyId), {
    ...IF_PRESENT,
    UpdateExpression: `SET active = :active, updatedAt = :now${active ? '' : ' ADD sessionEpoch :one'}`,
    ExpressionAttributeValues: {
      ':active': active,
      ':now': now.toISOString(),
      ...(active ? {} : { ':one': 1 }),
    },
  });
}

/**
 * Sets the given fields of an existing company (never its id, kind or name guard; its status only
 * through `setCompanyActive`, so that a deactivation always ends its sessions).
 */
export async function updateCompany(
  companyId: string,
  fields: Partial<Omit<Company, 'companyId' | 'kind' | 'createdAt' | 'active' | 'sessionEpoch'>>,
  now: Date,
): Promise<void> {
  await table.update(keys.company(companyId), {
    ...IF_PRESENT,
    ...setFields({ ...fields, updatedAt: now.toISOString() }),
  });
}

/** The encryption context of a company's IBAN: opening it for another company fails in KMS. */
export const ibanContext = (companyId: string) => ({ purpose: 'company-iban', companyId });

/** Saves where refunds are paid: the IBAN sealed and masked, never in clear (an older clear one is removed). */
export async function saveBankDetails(
  companyId: string,
  bank: { bank_name: string; IBAN: string; BIC: string },
  now: Date,
): Promise<void> {
  const sealed = await sealSecret(bank.IBAN, ibanContext(companyId));
  await table.update(keys.company(companyId), {
    ...IF_PRESENT,
    UpdateExpression:
      'SET bank_name = :bank, IBAN_sealed = :sealed, IBAN_masked = :masked, BIC = :bic, updatedAt = :now REMOVE IBAN',
    ExpressionAttributeValues: {
      ':bank': bank.bank_name,
      ':sealed': sealed,
      ':masked': maskIban(bank.IBAN),
      ':bic': bank.BIC,
      ':now': now.toISOString(),
    },
  });
}

/** Makes a document the company's logo; returns the logo it replaces, if any. */
export async function replaceCompanyLogo(companyId: string, documentId: string): Promise<string | null> {
  const out = await table.update(keys.company(companyId), {
    ...IF_PRESENT,
    UpdateExpression: 'SET logoDocumentId = :id',
    ExpressionAttributeValues: { ':id': documentId },
    ReturnValues: 'UPDATED_OLD',
  });
  const previous = out.Attributes?.logoDocumentId as string | undefined;
  return previous && previous !== documentId ? previous : null;
}

/** Forgets the logo when its document is deleted (and only if it still is the logo). */
export async function clearCompanyLogo(companyId: string, documentId: string): Promise<void> {
  try {
    await table.update(keys.company(companyId), {
      UpdateExpression: 'REMOVE logoDocumentId',
      ConditionExpression: 'logoDocumentId = :id',
      ExpressionAttributeValues: { ':id': documentId },
    });
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** A company switch, as recorded under each company it concerns (who, from, to, when). */
export interface CompanySwitch {
  userId: string;
  email: string;
  role: string;
  from: string;
  to: string;
  at: string;
}

/** Records a switch under both companies (once when a person switches back to their own). */
export async function recordCompanySwitch(homeCompanyId: string, record: CompanySwitch): Promise<void> {
  for (const companyId of new Set([record.to, homeCompanyId])) {
    await table.put({
      ...keys.companySwitch(companyId, record.at, record.userId),
      entity: 'companySwitch',
      ...record,
    });
  }
}
