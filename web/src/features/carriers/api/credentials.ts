/** The company's carrier credentials: list, add, edit, delete, reveal a password, check with the carrier. */

import type { CredentialCheck, CredentialView, NewCredential } from '@shared/carriers/credentials';
import type { Reply } from '@shared/platform/replies';
import { CREDENTIALS_KEY } from '@web/api/credentials';
import { api } from '@web/lib/api-client';
import useSWR, { mutate } from 'swr';

export async function addCredential(input: NewCredential): Promise<void> {
  await api(CREDENTIALS_KEY, { body: input });
  await mutate(CREDENTIALS_KEY);
}

export async function updateCredential(
  credentialId: string,
  input: Omit<NewCredential, 'password'> & { password?: string },
): Promise<void> {
  await api(`${CREDENTIALS_KEY}/${encodeURIComponent(credentialId)}`, { method: 'PUT', body: input });
  await mutate(CREDENTIALS_KEY);
}

export async function deleteCredential(credentialId: string): Promise<void> {
  await api(`${CREDENTIALS_KEY}/${encodeURIComponent(credentialId)}`, { method: 'DELETE' });
  await mutate(CREDENTIALS_KEY);
}

export const revealPassword = (credentialId: string) =>
  api<Reply<'reveal-password'>>('/api/private/user/decrypt', { query: { credentialId } }).then(
    (answer) => answer.decryptedPassword,
  );

const checksKey = (credentialId: string) => `${CREDENTIALS_KEY}/${encodeURIComponent(credentialId)}/checks`;

/** Signs in to the carrier with the account now; the list and the history refresh with the result. */
export async function checkCredential(
  credentialId: string,
): Promise<{ credential: CredentialView; check: CredentialCheck }> {
  const result = await api<Reply<'check-credential'>>(
    `${CREDENTIALS_KEY}/${encodeURIComponent(credentialId)}/check`,
    { body: {} },
  );
  await Promise.all([mutate(CREDENTIALS_KEY), mutate(checksKey(credentialId))]);
  return result;
}

export function useCredentialChecks(credentialId: string) {
  return useSWR<Reply<'list-credential-checks'>>(checksKey(credentialId), (path: string) =>
    api<Reply<'list-credential-checks'>>(path),
  );
}
