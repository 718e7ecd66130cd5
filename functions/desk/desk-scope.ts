/**
 * Whose claims a person on the desk works: a platform admin every client company's, a provider
 * staff member the companies assigned to them (the Admin Panel's staff section), read on every
 * request so that removing an assignment closes the desk on that company at once.
 */

import type { Actor } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { fromItem } from '../lib/table/item';
import { collections, keys, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { type Cursor, table } from '../lib/table/table';

/** Every client company, or the ones assigned. */
export type DeskScope = { kind: 'all' } | { kind: 'assigned'; companyIds: string[] };

export async function deskScope(actor: Actor): Promise<DeskScope> {
  if (actor.role === 'platform_admin') return { kind: 'all' };
  const items = await table.queryAll(collections.staffCompanies(actor.userId), { ConsistentRead: true });
  return { kind: 'assigned', companyIds: items.map((item) => String(item.companyId)).sort() };
}

export const inScope = (scope: DeskScope, companyId: string) =>
  scope.kind === 'all' || scope.companyIds.includes(companyId);

/** The company's claims are the caller's to work, or a 403 (nothing read of them before). */
export async function requireInScope(actor: Actor, companyId: string): Promise<DeskScope> {
  const scope = await deskScope(actor);
  if (!inScope(scope, companyId) || !/^[\w-]{1,64}$/.test(companyId))
    throw new HttpError('desk.not_assigned', 'This company is not assigned to you');
  return scope;
}

/**
 * The client companies of a scope with their names: the directory's (by name) for a platform
 * admin, the assigned ones otherwise. One read per page of 1,000 companies.
 */
export async function scopeCompanies(scope: DeskScope): Promise<{ companyId: string; name: string }[]> {
  if (scope.kind === 'assigned') {
    if (!scope.companyIds.length) return [];
    const items = await table.batchGet(
      scope.companyIds.map((companyId) => keys.company(companyId)),
      { attributes: ['companyId', 'name'] },
    );
    return items
      .map((item) => ({ companyId: String(item.companyId), name: String(item.name ?? item.companyId) }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
  const companies: { companyId: string; name: string }[] = [];
  let cursor: Cursor | undefined;
  do {
    const page = await table.queryIndex(INDEX.lookup, partitions.companies, {
      ExclusiveStartKey: cursor,
      ProjectionExpression: 'companyId, #name',
      ExpressionAttributeNames: { '#name': 'name' },
    });
    companies.push(
      ...page.items.map((item) => {
        const company = fromItem<{ companyId: string; name: string }>(item);
        return { companyId: company.companyId, name: company.name };
      }),
    );
    cursor = page.cursor;
  } while (cursor);
  return companies;
}
