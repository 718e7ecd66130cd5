/** The company's carrier accounts, read by the carriers pages, the claim form and the bulk wizard. */

import type { Reply } from '@shared/platform/replies';
import { api } from '@web/lib/api-client';
import useSWR from 'swr';

export const CREDENTIALS_KEY = '/api/private/carrier/credentials';

export function useCredentials() {
  return useSWR<Reply<'list-credentials'>>(CREDENTIALS_KEY, (path: string) =>
    api<Reply<'list-credentials'>>(path),
  );
}
