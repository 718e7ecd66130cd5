/** The company's carrier credentials: list, add, edit, delete, reveal a password. */
import type { CredentialView, NewCredential } from '@shared/validation/credentials';
import { api } from '@web/lib/api-client';
import useSWR, { mutate } from 'swr';

export const CREDENTIALS_KEY = '/api/private/carrier/credentials';

export function useCredentials() {
  return useSWR<{ credentials: CredentialView[] }>(CREDENTIALS_KEY, (path: string) =>
    api<{ credentials: CredentialView[] }>(path),
  );
}

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
  api<{ decryptedPassword: string }>('/api/private/user/decrypt', { query: { credentialId } }).then(
    (answer) => answer.decryptedPassword,
  );
