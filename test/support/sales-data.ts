/**
 * Sales-data test helpers: an investigation waiting for its order's goods, as a bulk file opens it.
 * The back end's modules load on first use, after the test file pointed its environment at the stack.
 */
import { randomUUID } from 'node:crypto';

/**
 * A claim a bulk file opened without goods: it waits for them ('invoice_missing'), and for the
 * order's sales invoice too ('original_invoice_missing') unless the file said it was given.
 */
export async function waitingClaim(companyId: string, reference: string, { originalInvoice = true } = {}) {
  const { newClaim, openClaims } = await import('../../functions/claims/open-claim');
  const claim = newClaim({
    claimId: `sales-${randomUUID()}`,
    companyId,
    source: 'bulk',
    owner: { userId: 'someone', email: 'someone@example.test' },
    credentialId: 'none',
    tracking_number: `1Z${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
    carrier: 'ups',
    issue: 'lost',
    reference,
    lines: [],
    documents: [],
    given: { originalInvoice, pictures: false },
    at: new Date().toISOString(),
  });
  await openClaims([claim], 'someone@example.test');
  return claim;
}
