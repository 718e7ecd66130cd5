/**
 * Who is told of a company's claims to file: the provider staff assigned to it (found from the
 * company's side of their assignments, the lookup index's `STAFFOF#<companyId>`), or, for a company
 * nobody is assigned, the platform admins (the people of the platform's own company, found on the
 * lookup index's `PLATFORMCOS`). Only active people, in the language each chose.
 */
import { getUser, type User } from '../auth/user-store';
import { fromItem } from '../lib/table/item';
import { partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { type Cursor, type Item, table } from '../lib/table/table';
import { listMembers } from '../team/member-store';
import type { Recipient } from './deadline-digest';

/** Every item of an index partition, page after page (small partitions: a company's staff, the platform). */
async function partitionItems(partition: string): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: Cursor | undefined;
  do {
    const page = await table.queryIndex(INDEX.lookup, partition, { ExclusiveStartKey: cursor });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
}

const recipientOf = (user: User): Recipient => ({
  key: `${user.companyId}/${user.userId}`,
  companyId: user.companyId,
  userId: user.userId,
  email: user.email_address,
  firstName: user.first_name,
  locale: user.locale ?? 'en',
});

/** The active provider staff assigned to the company. */
export async function staffOf(companyId: string): Promise<Recipient[]> {
  const assignments = (await partitionItems(partitions.staffOfCompany(companyId))).map((item) =>
    fromItem<{ userId: string; homeCompanyId: string }>(item),
  );
  const users = await Promise.all(
    assignments.map((assignment) => getUser(assignment.homeCompanyId, assignment.userId)),
  );
  return users
    .filter((user): user is User => user?.role === 'provider_staff' && user.active)
    .map(recipientOf);
}

/** The active platform admins. */
export async function platformAdmins(): Promise<Recipient[]> {
  const companies = await partitionItems(partitions.platformCompanies);
  const people = await Promise.all(companies.map((company) => listMembers(String(company.companyId))));
  return people
    .flat()
    .filter((user) => user.role === 'platform_admin' && user.active)
    .map(recipientOf);
}
