/**
 * A carrier account's contract terms (issue 6, item 2), beside its credential:
 * `C#<co>` / `CONTRACT#<credentialId>`. The audit reads every contract of the company once per
 * shard and gives each shipment the terms of its carrier account (`contractFor`).
 */
import type { CarrierContract, ContractView } from '@shared/audit/contract';
import { collections, keys } from '../lib/table/keys';
import { table } from '../lib/table/table';

export type StoredContract = ContractView;

const toContract = ({
  credentialId,
  carrier,
  accountNumbers,
  terms,
  updatedAt,
  updatedBy,
}: Record<string, unknown>) =>
  ({ credentialId, carrier, accountNumbers, terms, updatedAt, updatedBy }) as StoredContract;

export async function getContract(companyId: string, credentialId: string): Promise<StoredContract | null> {
  const item = await table.get(keys.contract(companyId, credentialId), { consistent: true });
  return item ? toContract(item) : null;
}

export async function putContract(
  companyId: string,
  credential: { credentialId: string; carrier: string },
  contract: CarrierContract,
  by: { email: string },
  at: string,
): Promise<StoredContract> {
  const stored: StoredContract = {
    credentialId: credential.credentialId,
    carrier: credential.carrier,
    ...contract,
    updatedAt: at,
    updatedBy: by.email,
  };
  await table.put({ ...keys.contract(companyId, credential.credentialId), entity: 'contract', ...stored });
  return stored;
}

/** Every contract of the company (a handful: one per carrier account at most). */
export async function listContracts(companyId: string): Promise<StoredContract[]> {
  const { items } = await table.query(collections.contracts(companyId));
  return items.map(toContract);
}

export async function deleteContract(companyId: string, credentialId: string): Promise<void> {
  await table.delete(keys.contract(companyId, credentialId));
}
