/** Companies in the table. Keys are built here and nowhere else: `C#<companyId>` / `COMPANY`. */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, isConditionFailed, setFields } from '../lib/aws/dynamo';
import { env } from '../lib/env';
import { INDEX } from '../lib/table/schema';

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
  /** The company's one logo: a document of kind 'logo'. */
  logoDocumentId?: string;
  createdAt: string;
  updatedAt?: string;
}

export const companyKey = (companyId: string) => ({ pk: `C#${companyId}`, sk: 'COMPANY' });

/** The company item, with its place under its parent (listing index) when it has one. */
export function companyItem(company: Company) {
  return {
    ...companyKey(company.companyId),
    ...(company.parentCompanyId
      ? {
          [INDEX.listing.partitionKey]: `CHILDREN#${company.parentCompanyId}`,
          [INDEX.listing.sortKey]: `${company.name}#${company.companyId}`,
        }
      : {}),
    entity: 'company',
    ...company,
  };
}

export async function putCompany(company: Company): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: companyItem(company),
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function listChildren(parentCompanyId: string): Promise<Company[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: env.TABLE_NAME,
      IndexName: INDEX.listing.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': INDEX.listing.partitionKey },
      ExpressionAttributeValues: { ':pk': `CHILDREN#${parentCompanyId}` },
    }),
  );
  return (out.Items ?? []).map((item) => toCompany(item));
}

function toCompany(item: Record<string, unknown>): Company {
  const { pk: _pk, sk: _sk, gsi2pk: _g1, gsi2sk: _g2, entity: _entity, ...company } = item;
  return company as unknown as Company;
}

/** The chain from a company up to its root: itself first (bounded, so a broken loop cannot spin). */
export async function ancestry(companyId: string, maxDepth = 8): Promise<Company[]> {
  const chain: Company[] = [];
  let next: string | undefined = companyId;
  while (next && chain.length < maxDepth) {
    const company = await getCompany(next);
    if (!company) break;
    chain.push(company);
    next = company.parentCompanyId;
  }
  return chain;
}

export async function getCompany(companyId: string): Promise<Company | null> {
  const out = await dynamo.send(new GetCommand({ TableName: env.TABLE_NAME, Key: companyKey(companyId) }));
  return out.Item ? toCompany(out.Item) : null;
}

/** Sets the given fields of an existing company (never its id, kind or name guard). */
export async function updateCompany(
  companyId: string,
  fields: Partial<Omit<Company, 'companyId' | 'kind' | 'createdAt'>>,
  now: Date,
): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: env.TABLE_NAME,
      Key: companyKey(companyId),
      ConditionExpression: 'attribute_exists(pk)',
      ...setFields({ ...fields, updatedAt: now.toISOString() }),
    }),
  );
}

/** Makes a document the company's logo; returns the logo it replaces, if any. */
export async function replaceCompanyLogo(companyId: string, documentId: string): Promise<string | null> {
  const out = await dynamo.send(
    new UpdateCommand({
      TableName: env.TABLE_NAME,
      Key: companyKey(companyId),
      UpdateExpression: 'SET logoDocumentId = :id',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':id': documentId },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  const previous = out.Attributes?.logoDocumentId as string | undefined;
  return previous && previous !== documentId ? previous : null;
}

/** Forgets the logo when its document is deleted (and only if it still is the logo). */
export async function clearCompanyLogo(companyId: string, documentId: string): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: env.TABLE_NAME,
        Key: companyKey(companyId),
        UpdateExpression: 'REMOVE logoDocumentId',
        ConditionExpression: 'logoDocumentId = :id',
        ExpressionAttributeValues: { ':id': documentId },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
