/** A carrier account's contract terms: read by anyone of the company, saved by its client admin. */
import type { CarrierContract, ContractView } from '@shared/audit/contract';
import { CREDENTIALS_KEY } from '@web/api/credentials';
import { api } from '@web/lib/api-client';
import useSWR, { mutate } from 'swr';

const contractKey = (credentialId: string) =>
  `${CREDENTIALS_KEY}/${encodeURIComponent(credentialId)}/contract`;

export function useContract(credentialId: string) {
  return useSWR<{ contract: ContractView | null }>(contractKey(credentialId), (path: string) =>
    api<{ contract: ContractView | null }>(path),
  );
}

export async function saveContract(credentialId: string, contract: CarrierContract): Promise<void> {
  const saved = await api<{ contract: ContractView }>(contractKey(credentialId), {
    method: 'PUT',
    body: contract,
  });
  await mutate(contractKey(credentialId), saved, { revalidate: false });
}
