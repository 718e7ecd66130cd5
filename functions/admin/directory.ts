/**
 * The Admin Panel's directory of client companies: a page of companies from the `COMPANIES`
 * partition of the lookup index (by name; a search is the start of the name, compared as company
 * names are: any case, no accents), filtered by status, each with what the platform team watches.
 * Never a scan: the page's companies are read from the index, then their figures with one batched
 * read (plan, claim counters) and one small query each (carrier accounts, last audit).
 */

import type { CompaniesQuery, CompanyRow } from '@shared/admin/directory';
import { DIRECTORY_PAGE_SIZE } from '@shared/admin/directory';
import { STAGE_OF } from '@shared/claims/lifecycle';
import { companyNameKey } from '@shared/companies/company';
import { subscriptionFrom } from '../billing/subscription-store';
import { listCredentials } from '../carriers/credential-store';
import { amountsOf, statsKeys } from '../claims/counters';
import type { Company } from '../companies/company-store';
import { clock } from '../lib/clock';
import { fromItem } from '../lib/table/item';
import { keys, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { type Cursor, type Item, table } from '../lib/table/table';

/** The filter of a status on the company items. */
const STATUS_FILTERS: Record<
  CompaniesQuery['status'],
  { expression?: string; values?: Record<string, unknown> }
> = {
  all: {},
  active: { expression: 'active = :yes AND attribute_not_exists(suspension)', values: { ':yes': true } },
  inactive: { expression: 'active = :no', values: { ':no': false } },
  suspended: { expression: 'attribute_exists(suspension)' },
};

/** The most index items one request reads looking for a filtered page (then it hands a cursor back). */
const MAX_READ = 500;

/** A page of the directory: the companies and where the next page starts. */
export async function directoryPage(
  query: CompaniesQuery,
  cursor: Cursor | undefined,
): Promise<{ companies: Company[]; cursor: Cursor | undefined }> {
  const search = query.q ? companyNameKey(query.q) : '';
  const filter = STATUS_FILTERS[query.status];
  const companies: Company[] = [];
  let start = cursor;
  let read = 0;
  do {
    const page = await table.queryIndex(INDEX.lookup, partitions.companies, {
      ...(search ? { sort: 'begins_with(#sk, :search)' } : {}),
      ExclusiveStartKey: start,
      Limit: DIRECTORY_PAGE_SIZE - companies.length,
      ...(filter.expression ? { FilterExpression: filter.expression } : {}),
      ExpressionAttributeValues: { ...(search ? { ':search': search } : {}), ...filter.values },
    });
    companies.push(...page.items.map((item) => fromItem<Company>(item)));
    read += page.scanned;
    start = page.cursor;
  } while (start && companies.length < DIRECTORY_PAGE_SIZE && read < MAX_READ);
  return { companies, cursor: start };
}

/** Whether a cursor from the client is a position in the directory (and nothing else). */
export const isDirectoryCursor = (key: Cursor): boolean =>
  Object.keys(key).length === 4 &&
  key[INDEX.lookup.partitionKey] === partitions.companies &&
  typeof key.pk === 'string' &&
  key.pk.startsWith('C#') &&
  key.sk === 'COMPANY';

const openClaims = (counters: Record<string, number>) =>
  Object.entries(counters)
    .filter(([name]) => name.startsWith('state_'))
    .filter(([name]) => STAGE_OF[name.slice('state_'.length) as keyof typeof STAGE_OF] !== 'closed')
    .reduce((sum, [, value]) => sum + value, 0);

/** The figures of each company of a page. */
export async function directoryRows(companies: Company[]): Promise<CompanyRow[]> {
  const items = await table.batchGet(
    companies.flatMap((company) => [
      keys.subscription(company.companyId),
      keys.stats(company.companyId, statsKeys.all),
    ]),
  );
  const byKey = new Map(items.map((item) => [`${item.pk}|${item.sk}`, item]));
  const find = (key: { pk: string; sk: string }) => byKey.get(`${key.pk}|${key.sk}`) as Item | undefined;
  return Promise.all(
    companies.map(async (company): Promise<CompanyRow> => {
      const today = clock.now().toISOString().slice(0, 10);
      const [credentials, lastAudit] = await Promise.all([
        listCredentials(company.companyId),
        table.queryIndex(INDEX.listing, partitions.audits(company.companyId), {
          ScanIndexForward: false,
          Limit: 1,
          ProjectionExpression: 'uploadedAt',
        }),
      ]);
      const counters = (find(keys.stats(company.companyId, statsKeys.all)) ?? {}) as Record<string, number>;
      const stored = find(keys.subscription(company.companyId));
      return {
        companyId: company.companyId,
        name: company.name,
        country: company.country ?? '',
        createdAt: company.createdAt,
        active: company.active,
        suspended: Boolean(company.suspension),
        overdueInvoices: company.overdueNumbers?.size ?? 0,
        planId: subscriptionFrom(stored, company.createdAt.slice(0, 10), today).plan.planId,
        carriers: [...new Set(credentials.map((credential) => credential.carrier))].sort(),
        credentialsWorking: credentials.filter((credential) => credential.status === 'active').length,
        credentialsNotWorking: credentials.filter((credential) => credential.status !== 'active').length,
        lastAuditAt: (lastAudit.items[0]?.uploadedAt as string | undefined) ?? null,
        claimsOpen: openClaims(counters),
        recovered: Object.fromEntries(
          Object.entries(amountsOf(counters, 'credited')).map(([currency, cents]) => [currency, cents / 100]),
        ),
      };
    }),
  );
}
