/**
 * `npm run admin:create -- --email ops@your-domain.com [--first-name Nora] [--last-name Lefèvre]
 * [--company "Parcel Audit"]`: the first platform admin of a deployed table (nobody can sign up as
 * one: sign-up makes client admins of merchants). Run it from a laptop with credentials that may
 * read and write the table:
 *
 *   TABLE_NAME=<TableName> APP_URL=<AppUrl> AWS_REGION=<region> npm run admin:create -- --email ops@your-domain.com
 *
 * It makes the platform's own company if the table has none (on the lookup index the desk's digest
 * reads, its name taken so no merchant signs up under it), the person as its platform admin with no
 * password, and prints a one-hour, single-use link to set the password (the link the password reset
 * e-mails: no e-mail is sent, so it works before SES leaves its sandbox). Run again for the same
 * address, it makes nothing and prints a new link; an address that belongs to anyone else is refused.
 * More admins and provider staff are then invited from the Admin Panel.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { operatorEnv } from './operator-env';

/** The platform company's id when this script makes it (the local seed's too). */
export const PLATFORM_COMPANY_ID = 'parcel-audit-platform';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'Platform' },
    'last-name': { type: 'string', default: 'Admin' },
    company: { type: 'string', default: 'Parcel Audit' },
  },
});

function stop(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

if (!values.email)
  stop('Usage: npm run admin:create -- --email ops@your-domain.com [--first-name …] [--last-name …]');
try {
  operatorEnv(['TABLE_NAME', 'APP_URL', 'AWS_REGION']);
} catch (error) {
  stop((error as Error).message);
}

const { emailField } = await import('../shared/identity/identity');
const { table } = await import('../functions/lib/table/table');
const { INDEX } = await import('../functions/lib/table/schema');
const { partitions } = await import('../functions/lib/table/keys');
const { getCompany, putCompany } = await import('../functions/companies/company-store');
const { claimCompanyName } = await import('../functions/auth/registration-store');
const { createUser, findUserByEmail, normaliseEmail } = await import('../functions/auth/user-store');
const { putResetLink, resetDigest, RESET_LIFETIME_SECONDS } = await import('../functions/auth/reset-store');
const { isConditionFailed } = await import('../functions/lib/aws/dynamo');
const { randomId } = await import('../functions/lib/ids');
const { env } = await import('../functions/lib/env');
const { safeParse } = await import('zod/mini');

const parsedEmail = safeParse(emailField, values.email);
if (!parsedEmail.success) stop(`Not an e-mail address: ${values.email}`);
const email = normaliseEmail(parsedEmail.data);
const now = new Date();

// The platform's company: the one the table has (found as the desk's digest finds it), else a new one.
const { items: platforms } = await table.queryIndex(INDEX.lookup, partitions.platformCompanies);
let companyId = platforms[0] ? String(platforms[0].companyId) : PLATFORM_COMPANY_ID;
if (platforms[0]) {
  process.stdout.write(`Platform company: ${companyId} (already there)\n`);
} else if (await getCompany(companyId)) {
  stop(
    `The company ${companyId} exists but is not on the platform index: run infra/backfill-desk-indexes.ts first`,
  );
} else {
  await putCompany({
    companyId,
    name: values.company,
    kind: 'platform',
    active: true,
    createdAt: now.toISOString(),
  });
  try {
    await claimCompanyName(values.company, companyId);
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    process.stdout.write(`  (a company already signed up as "${values.company}": the name stays theirs)\n`);
  }
  process.stdout.write(`Platform company: ${companyId} "${values.company}" (made)\n`);
}

const existing = await findUserByEmail(email);
let userId: string;
if (existing) {
  if (existing.role !== 'platform_admin' || existing.companyId !== companyId)
    stop(
      `${email} already belongs to a ${existing.role} of company ${existing.companyId}: choose another address`,
    );
  userId = existing.userId;
  companyId = existing.companyId;
  process.stdout.write(`Platform admin: ${email} (already there: a new link follows)\n`);
} else {
  userId = randomId();
  await createUser({
    userId,
    companyId,
    email_address: email,
    first_name: values['first-name'],
    last_name: values['last-name'],
    role: 'platform_admin',
    active: true,
    verified: true,
    access: true,
    dashboard: true,
    firstTime: true,
    createdAt: now.toISOString(),
  });
  process.stdout.write(`Platform admin: ${email} (made, no password yet)\n`);
}

// The password reset's own link: only its digest is stored, it lasts an hour and works once.
const token = randomBytes(32).toString('base64url');
const expiresAt = Math.floor(now.getTime() / 1000) + RESET_LIFETIME_SECONDS;
await putResetLink(resetDigest(token), { companyId, userId, expiresAt });
const link = new URL('/forgotPassword/reset', env.APP_URL);
link.searchParams.set('reset_token', token);
process.stdout.write(
  `Set the password within an hour, then sign in at ${new URL('/login', env.APP_URL)}:\n${link}\n`,
);
