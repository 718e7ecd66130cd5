/**
 * PUT /api/private/carrier/credentials/{credentialId}/contract: the client admin enters the
 * account's contract terms. Invoices audited from now on are judged against them; one audited
 * before can be audited again from My Invoices.
 */
import { carrierContractSchema } from '@shared/audit/contract';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { putContract } from './contract-store';
import { requireCredential } from './credential-store';

export const handler = endpoint(carrierContractSchema, async ({ input, actor, request }) => {
  const credential = await requireCredential(actor.companyId, request.params.credentialId ?? '');
  const contract = await putContract(
    credential.companyId,
    credential,
    input,
    actor,
    clock.now().toISOString(),
  );
  return ok({ contract });
});
