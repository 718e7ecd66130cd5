/**
 * A carrier account's contract terms (issue 6, item 2), beside its credential:
 * `C#<co>` / `CONTRACT#<credentialId>`. The audit reads every contract of the company once per
 * shard and gives each shipment the terms of its carrier account (`contractFor`).
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CarrierContract, ContractView } from '@shared/audit/contract';
import { dynamo } from '../lib/aws/dynamo';
import { env } from '../lib/env';

export type StoredContract = ContractView;

const contractKey = (companyId: string, credentialId: string) => ({
  pk: `C#${companyId}`,
  sk: `CONTRACT#${credentialId}`,
});

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
  const out = await dynamo.send(
    new GetCommand({
      TableName: env.TABLE_NAME,
      Key: contractKey(companyId, credentialId),
      ConsistentRead: true,
    }),
  );
  return out.Item ? toContract(out.Item) : null;
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
  await dynamo.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: { ...contractKey(companyId, credential.credentialId), entity: 'contract', ...stored },
    }),
  );
  return stored;
}

/** Every contract of the company (a handful: one per carrier account at most). */
export async function listContracts(companyId: string): Promise<StoredContract[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: env.TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `C#${companyId}`, ':prefix': 'CONTRACT#' },
    }),
  );
  return (out.Items ?? []).map(toContract);
}

export async function deleteContract(companyId: string, credentialId: string): Promise<void> {
  await dynamo.send(
    new DeleteCommand({ TableName: env.TABLE_NAME, Key: contractKey(companyId, credentialId) }),
  );
}
