/**
 * A working carrier portal account (or a failing one, with why) written straight into the table, for suites that need a
 * registered carrier without a sandbox login (the authorization matrix, benchmarks). Import it after
 * the stack's environment is applied: it loads the credential store.
 */
export async function putWorkingCredential(
  companyId: string,
  credentialId: string,
  carrier: string,
  failing: 'invalid_credentials' | 'account_locked' | null = null,
) {
  const { putCredential, sealPassword } = await import('../../functions/carriers/credential-store');
  const now = new Date().toISOString();
  await putCredential({
    credentialId,
    companyId,
    carrier,
    username: credentialId,
    portal_url: '',
    invoice_name: '',
    reception_email: '',
    country: '',
    vat: '',
    city: '',
    street: '',
    zip: '',
    comment: '',
    status: failing ? 'not_working' : 'active',
    statusReason: failing,
    checkedAt: failing ? now : null,
    lastCheck: null,
    secret: await sealPassword(companyId, credentialId, 'Secret-1'),
    createdAt: now,
    createdBy: credentialId,
    updatedAt: now,
  });
}
