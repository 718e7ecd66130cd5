/**
 * GET /api/private/desk/claims/{companyId}/{claimId}/sheet: the claim's filing sheet (./filing-sheet.ts):
 * its carrier's channel and form, each field prefilled, the documents the carrier wants and which
 * the claim has. The carrier account is named without its password (POST .../login reveals it).
 */
import * as z from 'zod/mini';
import { getClaimWithHistory } from '../claims/claim-queries';
import { getCompany } from '../companies/company-store';
import { getDocument } from '../documents/document-store';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { requireInScope } from './desk-scope';
import { filingSheet } from './filing-sheet';
import { loginCredentialOf } from './portal-login';

export const handler = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const { companyId = '', claimId = '' } = request.params;
  await requireInScope(actor, companyId);
  if (!/^[\w-]{1,64}$/.test(claimId)) throw NotFound('No such investigation');
  const [found, company] = await Promise.all([
    getClaimWithHistory(companyId, claimId),
    getCompany(companyId),
  ]);
  if (!found) throw NotFound('No such investigation');
  const { claim, history } = found;
  const [credential, invoice] = await Promise.all([
    loginCredentialOf(claim),
    claim.audit ? getDocument(companyId, claim.audit.documentId) : null,
  ]);
  let account = null;
  if (credential) {
    // The sealed password stays out of the sheet: only the reveal opens it.
    const { secret: _sealed, ...rest } = credential;
    account = rest;
  }
  return ok(
    filingSheet({
      claim,
      company,
      credential: account,
      history,
      auditInvoice: invoice ? { documentId: invoice.documentId, fileName: invoice.fileName } : null,
    }),
  );
});
