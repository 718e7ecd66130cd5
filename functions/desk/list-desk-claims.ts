/**
 * GET /api/private/desk/claims: a lane of the claims desk, filtered (carrier, company, assignee,
 * days left, amount), with every lane's count and the deadlines of the claims to file, for the
 * companies the caller works (every client company for a platform admin).
 */
import { deskQuerySchema } from '@shared/claims/desk';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { decodePosition, encodePosition, laneCounts, lanePage } from './desk-queries';
import { deskScope, requireInScope, scopeCompanies } from './desk-scope';
import { deskRow } from './desk-view';

export const handler = endpoint(deskQuerySchema, async ({ input, actor }) => {
  const today = clock.now();
  const scope = input.companyId ? await requireInScope(actor, input.companyId) : await deskScope(actor);
  const position = decodePosition(input.cursor);
  const filters = {
    lane: input.lane,
    ...(input.carrier ? { carrier: input.carrier } : {}),
    ...(input.companyId ? { companyId: input.companyId } : {}),
    ...(input.assignee ? { assignee: input.assignee } : {}),
    ...(input.daysLeft !== undefined ? { daysLeft: Number(input.daysLeft) } : {}),
    ...(input.amountMin !== undefined ? { amountMin: Number(input.amountMin) * 100 } : {}),
    ...(input.amountMax !== undefined ? { amountMax: Number(input.amountMax) * 100 } : {}),
  };
  const [companies, page] = await Promise.all([
    scopeCompanies(scope),
    lanePage(filters, scope, position, today),
  ]);
  const names = new Map(companies.map((company) => [company.companyId, company.name]));
  const counted = input.companyId ? [input.companyId] : companies.map((company) => company.companyId);
  const totals = await laneCounts(counted, input.carrier, today);
  return ok({
    lane: input.lane,
    ...totals,
    claims: page.rows.map((row) => deskRow(row, names.get(row.companyId) ?? row.companyId, today)),
    cursor: encodePosition(page.next),
  });
});
