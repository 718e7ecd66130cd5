/**
 * People for the suites, created through the back end's own stores (the sign-up endpoints join
 * later): each test makes its own, with unique addresses, so tests never share state.
 */
import { randomUUID } from 'node:crypto';
import type { Role } from '@shared/identity/access';
import { applyStackEnv } from './stack-env';

applyStackEnv();
const { createUser } = await import('../../functions/auth/user-store');
const { putCompany } = await import('../../functions/companies/company-store');
const { hashPassword } = await import('../../functions/auth/password');

export interface Person {
  email: string;
  password: string;
  userId: string;
  companyId: string;
}

export async function makeCompany(name = 'Test Company', companyId = `co-${randomUUID()}`): Promise<string> {
  await putCompany({ companyId, name, kind: 'merchant', active: true, createdAt: new Date().toISOString() });
  return companyId;
}

export async function makePerson(
  options: {
    role?: Role;
    companyId?: string;
    userId?: string;
    password?: string | null;
    access?: boolean;
    active?: boolean;
    locale?: 'en' | 'fr';
    email?: string;
  } = {},
): Promise<Person> {
  const companyId = options.companyId ?? (await makeCompany());
  const userId = options.userId ?? `user-${randomUUID()}`;
  const email = options.email ?? `${userId}@example.test`;
  const password = options.password === undefined ? 'Correct-Horse-42' : (options.password ?? '');
  await createUser({
    userId,
    companyId,
    email_address: email,
    first_name: 'Ada',
    last_name: 'Lovelace',
    role: options.role ?? 'member',
    active: options.active ?? true,
    verified: true,
    access: options.access ?? true,
    dashboard: true,
    firstTime: false,
    ...(options.locale ? { locale: options.locale } : {}),
    passwordHash: options.password === null ? undefined : await hashPassword(password),
    createdAt: new Date().toISOString(),
  });
  return { email, password, userId, companyId };
}

export { freshSource } from './http';

/** The sign-up form of someone new (a unique address and company name, `tag` in both). */
export function newcomer(tag = 'founder') {
  const id = randomUUID().slice(0, 8);
  return {
    email_address: `${tag}-${id}@shop.example`,
    first_name: 'Léa',
    last_name: 'Durand',
    company: `${tag} ${id}`,
    job_title: 'Founder',
  };
}
