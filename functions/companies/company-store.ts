/** Companies in the table. Keys are built here and nowhere else: `C#<companyId>` / `COMPANY`. */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
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
  createdAt: string;
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
