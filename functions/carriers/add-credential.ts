/**
 * POST /api/private/carrier/credentials: the client admin adds a carrier account; the password is
 * sealed at once, and the account is checked with the carrier straight away (the answer says how).
 */
import { newCredentialSchema } from '@shared/carriers/credentials';
import { endpoint } from '../http/endpoint';
import { created } from '../http/responses';
import { clock } from '../lib/clock';
import { randomId } from '../lib/ids';
import { checkCredential } from './credential-check';
import { credentialView, putCredential, type StoredCredential, sealPassword } from './credential-store';

export const handler = endpoint(newCredentialSchema, async ({ input, actor }) => {
  const now = clock.now().toISOString();
  const credentialId = randomId(12);
  const { password, ...details } = input;
  const credential: StoredCredential = {
    credentialId,
    companyId: actor.companyId,
    carrier: details.carrier,
    username: details.username,
    portal_url: details.portal_url ?? '',
    invoice_name: details.invoice_name ?? '',
    reception_email: details.reception_email ?? '',
    country: details.country ?? '',
    vat: details.vat ?? '',
    city: details.city ?? '',
    street: details.street ?? '',
    zip: details.zip ?? '',
    comment: details.comment ?? '',
    status: 'active',
    statusReason: null,
    checkedAt: null,
    lastCheck: null,
    secret: await sealPassword(actor.companyId, credentialId, password),
    createdAt: now,
    createdBy: actor.userId,
    updatedAt: now,
  };
  await putCredential(credential);
  const checked = await checkCredential(credential, 'added', actor.email, clock.now);
  return created({ credential: credentialView(checked.credential) });
});
