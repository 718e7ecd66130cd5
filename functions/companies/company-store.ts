/** Companies in the table. Keys are built here and nowhere else: `C#<companyId>` / `COMPANY`. */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws/dynamo';
import { env } from '../lib/env';

export interface Company {
  companyId: string;
  name: string;
  parentCompanyId?: string;
  /** 'platform' is the operator's own company (platform admins, provider staff). */
  kind: 'merchant' | 'platform';
  active: boolean;
  invoice_company_name?: string;
  vat_number?: string;
  country?: string;
  city_name?: string;
  street_name?: string;
  zip_code?: string;
  invoicing_emails?: string[];
  finance_email_address?: string;
  claim_email_address?: string;
  bank_name?: string;
  IBAN?: string;
  BIC?: string;
  createdAt: string;
  updatedAt?: string;
}

export const companyKey = (companyId: string) => ({ pk: `C#${companyId}`, sk: 'COMPANY' });

export async function putCompany(company: Company): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: { ...companyKey(company.companyId), entity: 'company', ...company },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getCompany(companyId: string): Promise<Company | null> {
  const out = await dynamo.send(new GetCommand({ TableName: env.TABLE_NAME, Key: companyKey(companyId) }));
  if (!out.Item) return null;
  const { pk: _pk, sk: _sk, entity: _entity, ...company } = out.Item;
  return company as Company;
}

/** Sets the given fields of an existing company (never its id, kind or name guard). */
export async function updateCompany(
  companyId: string,
  fields: Partial<Omit<Company, 'companyId' | 'kind' | 'createdAt'>>,
  now: Date,
): Promise<void> {
  const entries = Object.entries({ ...fields, updatedAt: now.toISOString() });
  await dynamo.send(
    new UpdateCommand({
      TableName: env.TABLE_NAME,
      Key: companyKey(companyId),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :v${index}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])),
    }),
  );
}
