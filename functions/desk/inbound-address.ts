/**
 * Each company's inbound claims address (`claims+<token>@<INBOUND_MAIL_DOMAIN>`): the token is a
 * random id kept on the company (`inboundToken`) and, the other way round, on a lookup item of its
 * own that finds the company from the address a mail was sent to. Made once, by a person on the
 * desk (a read never writes), and stable after: written in one transaction, conditional on the
 * company having none, so two people making it at once make one.
 */
import { randomBytes } from 'node:crypto';
import { inboundAddress } from '@shared/claims/carrier-mail';
import { NotFound } from '../http/errors';
import { transactionConditionFailures } from '../lib/aws/dynamo';
import { env } from '../lib/env';
import { keys } from '../lib/table/keys';
import { IF_ABSENT, table, txPut, txUpdate } from '../lib/table/table';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 16 characters of 36: about 82 bits, nobody's to guess. */
function newToken(): string {
  return [...randomBytes(16)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export const addressOfToken = (token: string) => inboundAddress(token, env.INBOUND_MAIL_DOMAIN);

/** The company's address, or null when none was made yet. */
export async function companyAddress(companyId: string): Promise<string | null> {
  const company = await table.get(keys.company(companyId));
  if (!company) throw NotFound('No such company');
  return typeof company.inboundToken === 'string' ? addressOfToken(company.inboundToken) : null;
}

/** The company an address's token names (null: no company has it). */
export async function companyOfToken(token: string): Promise<string | null> {
  const item = await table.get(keys.inboundAddress(token));
  return typeof item?.companyId === 'string' ? item.companyId : null;
}

/** The company's address, made now if it has none. */
export async function ensureCompanyAddress(companyId: string): Promise<string> {
  const existing = await companyAddress(companyId);
  if (existing) return existing;
  const token = newToken();
  try {
    await table.transact([
      txUpdate(keys.company(companyId), {
        UpdateExpression: 'SET inboundToken = :token',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(inboundToken)',
        ExpressionAttributeValues: { ':token': token },
      }),
      txPut({ ...keys.inboundAddress(token), entity: 'inboundAddress', companyId }, IF_ABSENT),
    ]);
    return addressOfToken(token);
  } catch (error) {
    if (!transactionConditionFailures(error)) throw error;
    // Someone made it meanwhile (or, once in 2^82, the token was taken): the company's is the answer.
    const made = await companyAddress(companyId);
    if (made) return made;
    throw error;
  }
}
