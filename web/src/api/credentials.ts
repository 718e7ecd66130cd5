/** The company's carrier accounts, read by the carriers pages, the claim form and the bulk wizard. */
import type { CredentialView } from '@shared/carriers/credentials';
import { api } from '@web/lib/api-client';
import useSWR from 'swr';

export const CREDENTIALS_KEY = '/api/private/carrier/credentials';

export function useCredentials() {
  return useSWR<{ credentials: CredentialView[] }>(CREDENTIALS_KEY, (path: string) =>
    api<{ credentials: CredentialView[] }>(path),
  );
}
