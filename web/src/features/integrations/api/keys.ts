/** The company's API keys (GET, POST, DELETE /api/private/integration/keys). */
import type { Reply } from '@shared/platform/replies';
import { api } from '@web/lib/api-client';
import useSWR from 'swr';

export const KEYS_KEY = '/api/private/integration/keys';

export type ApiKeyRow = Reply<'list-api-keys'>['keys'][number];

export const useApiKeys = () => useSWR(KEYS_KEY, (path: string) => api<Reply<'list-api-keys'>>(path));

export const createApiKey = (name: string) =>
  api<Reply<'create-api-key'>>(KEYS_KEY, { method: 'POST', body: { name } });

export const revokeApiKey = (keyId: string) =>
  api<Reply<'revoke-api-key'>>(`${KEYS_KEY}/${encodeURIComponent(keyId)}`, { method: 'DELETE' });
