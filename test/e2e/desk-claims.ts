/**
 * Claims for the claims desk's browser tests, written through the back end's own claims core: a
 * client company of a test's own (so its lanes hold only that test's claims), claims no connector
 * files (they wait on the desk to be filed), and a provider staff member assigned to companies.
 */
import { randomUUID } from 'node:crypto';
import type { GoodsLine } from '@shared/claims/schema';
import { PLATFORM_COMPANY_ID } from '../../infra/local/seed';
import { sessionToken } from '../support/callers';
import { finishGuidance } from '../support/guidance';

const DAY_MS = 86_400_000;

/** A client company of the test's own, in the directory every platform admin's desk reads. */
export async function deskCompany(label: string): Promise<{ companyId: string; name: string }> {
  const { putCompany } = await import('../../functions/companies/company-store');
  const suffix = randomUUID().slice(0, 6);
  const company = { companyId: `e2e-desk-${suffix}`, name: `${label} ${suffix}` };
  await putCompany({ ...company, kind: 'merchant', active: true, createdAt: new Date().toISOString() });
  return company;
}

/**
 * A claim to file: nothing is due for the sync job, so only the desk files it. Its window is counted
 * from the goods' sale `soldDaysAgo` days ago (the shipment's dates are unknown: an estimate).
 */
export async function claimToFile(
  companyId: string,
  fields: { reason?: 'lost' | 'damaged'; amount?: number; soldDaysAgo?: number; description?: string } = {},
): Promise<{ claimId: string; tracking: string }> {
  const { openClaim } = await import('../../functions/claims/open-claim');
  const { newStoredClaim } = await import('../../functions/claims/stored-claim');
  const claimId = `desk-${randomUUID()}`;
  const tracking = `1Z${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`;
  const amount = fields.amount ?? 125.5;
  const line: GoodsLine = {
    sales_date: new Date(Date.now() - (fields.soldDaysAgo ?? 10) * DAY_MS).toISOString().slice(0, 10),
    description: fields.description ?? 'Trail running shoes',
    nb_of_items: 1,
    unit_price: amount,
    amount_excl: Math.round((amount / 1.2) * 100) / 100,
    amount_incl: amount,
    tax_percentage: 20,
    currency_code: 'EUR',
  };
  await openClaim(
    newStoredClaim({
      claimId,
      companyId,
      tracking_number: tracking,
      carrier: 'ups',
      reason_refund: fields.reason ?? 'lost',
      reference: `ORD-${claimId.slice(-6)}`,
      currency: 'EUR',
      requestedCents: Math.round(amount * 100),
      lines: [line],
      documents: [],
      actions: [],
      ownerId: 'owner',
      owner: 'owner@example.test',
      credentialId: 'none',
      createdAt: new Date().toISOString(),
    }),
    'owner@example.test',
  );
  return { claimId, tracking };
}

/** A provider staff member of the platform, assigned to these companies: their session token. */
export async function providerStaff(companyIds: string[]): Promise<string> {
  const { table } = await import('../../functions/lib/table/table');
  const { keys } = await import('../../functions/lib/table/keys');
  const userId = `e2e-staff-${randomUUID().slice(0, 8)}`;
  const token = await sessionToken({
    role: 'provider_staff',
    companyId: PLATFORM_COMPANY_ID,
    userId,
    first_name: 'Inès',
    last_name: 'Garnier',
  });
  for (const companyId of companyIds)
    await table.put({
      ...keys.staffAssignment(userId, companyId),
      entity: 'staffAssignment',
      userId,
      companyId,
      at: new Date().toISOString(),
      by: 'e2e',
    });
  await finishGuidance(PLATFORM_COMPANY_ID, userId);
  return token;
}
