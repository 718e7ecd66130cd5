/**
 * Callers as the server sees them: a token is only ever issued to an active person of an active
 * company, and every private request checks that (functions/auth/session-state.ts). For the suites
 * and the benchmarks, which mint tokens for made-up callers. The back end's modules are loaded on
 * first use, once the environment points at a stack.
 */
import { randomUUID } from 'node:crypto';
import { type Caller, claimsFor } from './claims';

/**
 * Makes sure the caller exists as the server checks on every request (an active person of that
 * role in an active company): writes what is missing, keeps what a test made itself. Answers the
 * person's session version.
 */
export async function ensureCaller(caller: Caller): Promise<number> {
  const { table, IF_ABSENT } = await import('../../functions/lib/table/table');
  const { keys } = await import('../../functions/lib/table/keys');
  const { companyItem } = await import('../../functions/companies/company-store');
  const { isConditionFailed } = await import('../../functions/lib/aws/dynamo');
  const putIfAbsent = (item: Record<string, unknown>) =>
    table.put(item, IF_ABSENT).catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
  const home = caller.homeCompanyId ?? caller.companyId;
  const createdAt = new Date().toISOString();
  for (const companyId of new Set([home, caller.companyId]))
    await putIfAbsent(companyItem({ companyId, name: companyId, kind: 'merchant', active: true, createdAt }));
  const claims = claimsFor(caller);
  await putIfAbsent({
    ...keys.user(home, caller.userId),
    entity: 'user',
    userId: caller.userId,
    companyId: home,
    email_address: claims.email,
    first_name: claims.first_name,
    last_name: claims.last_name,
    role: caller.role,
    active: true,
    verified: true,
    access: true,
    dashboard: true,
    firstTime: false,
    createdAt,
  });
  const person = await table.get(keys.user(home, caller.userId), { consistent: true });
  return Number(person?.sessionEpoch ?? 0);
}

/** A token of a new session for the caller, who is made to exist first. */
export async function sessionToken(
  caller: Caller,
  now = new Date(),
  lifetimeSeconds?: number,
): Promise<string> {
  const sv = await ensureCaller(caller);
  const { signSessionToken } = await import('../../functions/lib/session-token');
  return signSessionToken({ ...claimsFor(caller), sid: randomUUID(), sv }, now, lifetimeSeconds);
}
