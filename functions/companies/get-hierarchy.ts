/** GET /api/private/company/hierarchy: the company the caller acts for, with the companies below it (three levels). */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { type Company, getCompany, listChildren } from './company-store';

interface Node {
  companyId: string;
  name: string;
  active: boolean;
  children: Node[];
}

async function tree(company: Company, depth: number): Promise<Node> {
  const children = depth > 0 ? await listChildren(company.companyId) : [];
  return {
    companyId: company.companyId,
    name: company.name,
    active: company.active,
    children: await Promise.all(children.map((child) => tree(child, depth - 1))),
  };
}

export const handler = endpoint(z.strictObject({}), async ({ actor }) => {
  const company = await getCompany(actor.companyId);
  if (!company) throw NotFound('No such company');
  return ok({ companies: [await tree(company, 3)] });
});
