/** A carrier account's contract terms: read by anyone of the company, saved by its client admin. */

import type { CarrierContract } from '@shared/audit/contract';
import type { Reply } from '@shared/platform/replies';
import { CREDENTIALS_KEY } from '@web/api/credentials';
import { api } from '@web/lib/api-client';
import useSWR, { mutate } from 'swr';

const contractKey = (credentialId: string) =>
  `${CREDENTIALS_KEY}/${encodeURIComponent(credentialId)}/contract`;

export function useContract(credentialId: string) {
  return useSWR<Reply<'get-contract'>>(contractKey(credentialId), (path: string) =>
    api<Reply<'get-contract'>>(path),
  );
}

export async function saveContract(credentialId: string, contract: CarrierContract): Promise<void> {
  const saved = await api<Reply<'put-contract'>>(contractKey(credentialId), {
    method: 'PUT',
    body: contract,
  });
  await mutate(contractKey(credentialId), saved, { revalidate: false });
}
