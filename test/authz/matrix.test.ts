/**
 * The authorization matrix (../shared/QUALITY.md, item 1): every route of the route table, called
 * by every kind of caller, answers the exact status its access level gives, and no answer carries
 * another company's id. A route without a row here fails the suite, so every new route brings its
 * expectations with it.
 */

import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { NO_CONTRACT } from '@shared/audit/contract';
import { ACCESS_LEVELS, type Access, roleMeetsAccess } from '@shared/identity/access';
import { CURRENT_ACCEPTANCE } from '@shared/legal/documents';
import { replies } from '@shared/platform/replies';
import { DEFAULT_TOUR_STEPS } from '@shared/users/tour-content';
import { beforeAll, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { KEY_ATTRIBUTES } from '../../functions/lib/table/schema';
import { type Route, routes } from '../../functions/routes';
import { putWorkingCredential } from '../support/credentials';
import { call } from '../support/http';
import { freshSource, makeCompany, makePerson } from '../support/people';
import { b64, type Caller, tokenFor } from '../support/tokens';

const { claimCompanyName } = await import('../../functions/auth/registration-store');
const { openClaim } = await import('../../functions/claims/open-claim');
const { getClaim } = await import('../../functions/claims/claim-queries');
const { newStoredClaim } = await import('../../functions/claims/stored-claim');
const { putNewRun } = await import('../../functions/bulk/bulk-store');
const { putNewAudit, auditFolder } = await import('../../functions/audit/audit-store');
const { writeFindingsFiles } = await import('../../functions/audit/findings-files');
const { newAudit } = await import('../../functions/audit/start-audit');
const { writeObject } = await import('../../functions/lib/aws/s3');
const { table } = await import('../../functions/lib/table/table');
const { createKey, revokeKey } = await import('../../functions/integrations/api-key-store');
const { keys } = await import('../../functions/lib/table/keys');

/** An SFTP set-up naming an internal host: refused before any connection, the same for every caller allowed. */
const INTERNAL_SFTP = {
  host: '10.1.2.3',
  port: 22,
  username: 'shop',
  password: 'secret-password',
  directory: '/orders',
  pattern: '*.csv',
  archiveDirectory: '/orders/archive',
};

const TENANT = 'authz-tenant-a';
const OTHER_TENANT = 'authz-tenant-b';
/** A carrier credential of the tenant, for routes that read one. */
const TENANT_CREDENTIAL = 'authz-credential';
/** An investigation of the tenant, for routes that read one. */
const TENANT_CLAIM = 'authz-claim';
const TENANT_BULK = 'authz-bulk-run';
const TENANT_INVOICE = 'authz-invoice';
/** A PDF invoice: kept, never audited, so auditing it again is refused (and starts nothing). */
const TENANT_PDF_INVOICE = 'authz-invoice-pdf';

type CallerKind =
  | 'anonymous'
  | 'member'
  | 'provider_staff'
  | 'client_admin'
  | 'other_company_admin'
  | 'platform_admin'
  | 'expired_token'
  | 'foreign_key_token'
  | 'alg_none_token'
  | 'signed_out_token'
  | 'removed_member_token'
  | 'api_key'
  | 'revoked_api_key';

const people: Partial<Record<CallerKind, Caller>> = {
  member: { role: 'member', companyId: TENANT, userId: 'authz-member' },
  provider_staff: { role: 'provider_staff', companyId: TENANT, userId: 'authz-staff' },
  client_admin: { role: 'client_admin', companyId: TENANT, userId: 'authz-admin' },
  other_company_admin: { role: 'client_admin', companyId: OTHER_TENANT, userId: 'authz-other-admin' },
  platform_admin: { role: 'platform_admin', companyId: TENANT, userId: 'authz-platform' },
};

/** The tenant's API keys, made once (a company has at most ten in use). */
let liveKey: Promise<string> | undefined;
let revokedKey: Promise<string> | undefined;

async function tokenOf(kind: CallerKind): Promise<string | undefined> {
  const person = people[kind];
  if (person) return tokenFor(person);
  const member = people.member!;
  switch (kind) {
    case 'expired_token':
      return tokenFor(member, new Date(Date.now() - 13 * 3600 * 1000));
    case 'foreign_key_token': {
      const [header, payload] = (await tokenFor(member)).split('.') as [string, string];
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      return `${header}.${payload}.${sign('sha256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url')}`;
    }
    case 'alg_none_token': {
      const [, payload] = (await tokenFor(member)).split('.');
      return `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    }
    case 'signed_out_token': {
      // A genuine token of a session its person signed out of.
      const token = await tokenFor(member);
      expect((await call('POST', '/api/private/user/sign-out', { token })).status).toBe(200);
      return token;
    }
    case 'removed_member_token': {
      // A genuine token of a person the company's admin has removed from the team since.
      const removed: Caller = { role: 'member', companyId: TENANT, userId: `authz-removed-${randomUUID()}` };
      const token = await tokenFor(removed);
      await table.delete(keys.user(TENANT, removed.userId));
      return token;
    }
    case 'api_key':
      // The tenant's system, by a live API key (integration routes take nothing else); made once.
      liveKey ??= createKey(TENANT, 'Authz key', 'authz-admin@example.test', new Date()).then(
        (made) => made.secret,
      );
      return liveKey;
    case 'revoked_api_key':
      revokedKey ??= createKey(TENANT, 'Authz revoked', 'authz-admin@example.test', new Date()).then(
        async ({ key, secret }) => {
          await revokeKey(TENANT, key.keyId, new Date());
          return secret;
        },
      );
      return revokedKey;
    default:
      return undefined;
  }
}

/**
 * How each route is called: a concrete path, a well-formed input, and the status a caller who is
 * let in gets with it (for a public route, whatever the caller's token).
 */
const ROWS: Record<
  string,
  {
    path: string;
    body?: () => unknown;
    allowed: number;
    byCaller?: Partial<Record<CallerKind, number>>;
    /** A platform admin's list across companies: it may name the other company. */
    acrossCompanies?: boolean;
  }
> = {
  'GET /api/public/health': { path: '/api/public/health', allowed: 200 },
  'GET /api/public/openapi.json': { path: '/api/public/openapi.json', allowed: 200 },
  'GET /api/private/session': { path: '/api/private/session', allowed: 200 },
  'POST /api/public/client-errors': {
    path: '/api/public/client-errors',
    body: () => ({ kind: 'render', message: 'authz', path: '/home' }),
    allowed: 202,
  },
  'POST /api/public/login': {
    path: '/api/public/login',
    // A new address each call: repeated failures for one address are throttled (that has its own suite).
    body: () => ({ email_address: `authz-${randomUUID()}@example.test`, password: 'Wrong-123' }),
    allowed: 401,
  },
  'POST /api/private/user/sign-out': { path: '/api/private/user/sign-out', allowed: 200 },
  'POST /api/public/user/refresh': {
    path: '/api/public/user/refresh',
    body: () => ({ token: 'not-a-token' }),
    allowed: 403,
  },
  'POST /api/public/user/verify': {
    path: '/api/public/user/verify',
    body: () => ({
      email_address: `authz-${randomUUID()}@example.test`,
      first_name: 'A',
      last_name: 'Z',
      company: `Authz ${randomUUID()}`,
      job_title: 'QA',
    }),
    allowed: 200,
  },
  'POST /api/public/user/verified': {
    path: '/api/public/user/verified',
    body: () => ({
      code: '123456',
      userData: {
        email_address: `authz-${randomUUID()}@example.test`,
        first_name: 'A',
        last_name: 'Z',
        company: 'Authz',
        job_title: 'QA',
        password: 'Strong-Pass-1',
        terms_accepted: true,
        ...CURRENT_ACCEPTANCE,
      },
    }),
    allowed: 400,
  },
  'POST /api/private/user/onboarded': { path: '/api/private/user/onboarded', body: () => ({}), allowed: 200 },
  'GET /api/private/company': { path: '/api/private/company', allowed: 200 },
  'PUT /api/private/company': {
    path: '/api/private/company',
    body: () => ({
      invoice_company_name: 'Authz SAS',
      vat_number: 'FR40303265045',
      invoicing_emails: ['billing@authz.example'],
      finance_email_address: 'finance@authz.example',
      claim_email_address: 'claims@authz.example',
      country: 'FR',
      city_name: 'Paris',
      street_name: '1 rue de Rivoli',
      zip_code: '75001',
    }),
    allowed: 200,
  },
  'PUT /api/private/company/bank': {
    path: '/api/private/company/bank',
    body: () => ({ bank_name: 'BNP Paribas', IBAN: 'FR1420041010050500013M02606', BIC: 'BNPAFRPP' }),
    allowed: 200,
  },
  'GET /api/private/company/member': { path: '/api/private/company/member', allowed: 200 },
  'POST /api/private/company/member/add': {
    path: '/api/private/company/member/add',
    body: () => ({
      member: { first_name: 'A', last_name: 'Z', email_address: `authz-${randomUUID()}@example.test` },
    }),
    allowed: 202,
  },
  'POST /api/private/company/member/delete': {
    path: '/api/private/company/member/delete',
    body: () => ({ email: `authz-nobody-${randomUUID()}@example.test` }),
    allowed: 404,
  },
  'GET /api/public/user/invitation': {
    path: `/api/public/user/invitation?token=${'x'.repeat(43)}`,
    allowed: 400,
  },
  'POST /api/public/user/invitation/accept': {
    path: '/api/public/user/invitation/accept',
    body: () => ({ token: 'x'.repeat(43), password: 'Member-Pass-7' }),
    allowed: 400,
  },
  'POST /api/public/user/password/request': {
    path: '/api/public/user/password/request',
    body: () => ({ email_address: `authz-${randomUUID()}@example.test` }),
    allowed: 202,
  },
  'GET /api/public/user/password/requested': {
    path: `/api/public/user/password/requested?reset_token=${'x'.repeat(43)}`,
    allowed: 400,
  },
  'POST /api/public/user/password/reset': {
    path: '/api/public/user/password/reset',
    body: () => ({ reset_token: 'x'.repeat(43), email: 'authz@example.test', password: 'Brand-New-9' }),
    allowed: 400,
  },
  'GET /api/private/user/profile': { path: '/api/private/user/profile', allowed: 200 },
  'PUT /api/private/user/profile': {
    path: '/api/private/user/profile',
    body: () => ({ first_name: 'Authz', last_name: 'Person', job_title: 'QA', phone_number: '' }),
    allowed: 200,
  },
  'POST /api/private/user/password': {
    path: '/api/private/user/password',
    body: () => ({ current_password: 'Not-The-Password-1', password: 'New-Pass-42' }),
    allowed: 400,
  },
  'GET /api/private/features': { path: '/api/private/features', allowed: 200 },
  'POST /api/private/features/finished': {
    path: '/api/private/features/finished',
    body: () => ({ label: 'home', route: '/home' }),
    allowed: 200,
  },
  'GET /api/private/tours': { path: '/api/private/tours', allowed: 200 },
  'GET /api/private/user/notify': {
    path: '/api/private/user/notify?path=%2Fhome&notificationID=authz',
    allowed: 200,
  },
  'POST /api/private/user/notified': {
    path: '/api/private/user/notified',
    body: () => ({ path: '/home', notificationID: 'authz' }),
    allowed: 200,
  },
  'POST /api/private/user/satisfaction': {
    path: '/api/private/user/satisfaction',
    body: () => ({ score: 4 }),
    allowed: 202,
  },
  'GET /api/private/company/hierarchy': { path: '/api/private/company/hierarchy', allowed: 200 },
  'POST /api/private/company/switch': {
    path: '/api/private/company/switch',
    body: () => ({ account: 'Authz A' }),
    allowed: 200,
    // Company A is not in company B's hierarchy: its admin may not act for it; a member never
    // switches, and provider staff only to companies assigned to them.
    byCaller: { other_company_admin: 403, member: 403, provider_staff: 403 },
  },
  'POST /api/private/admin/user/unblock': {
    path: '/api/private/admin/user/unblock',
    // No account uses it: 'no such account' (nothing to lift).
    body: () => ({ email: 'authz-blocked@example.test' }),
    allowed: 404,
  },
  'GET /api/public/config': { path: '/api/public/config', allowed: 200 },
  'GET /api/public/user/google/login': {
    path: `/api/public/user/google/login?email=a%40b.co&token=${'x'.repeat(40)}`,
    allowed: 401,
  },
  'POST /api/public/user/google/register': {
    path: '/api/public/user/google/register',
    body: () => ({
      token: 'x'.repeat(40),
      company: 'Authz Google',
      job_title: 'QA',
      terms_accepted: true,
      ...CURRENT_ACCEPTANCE,
    }),
    allowed: 401,
  },
  'GET /api/public/recaptcha': {
    path: '/api/public/recaptcha?captchaToken=good-token&action=register',
    allowed: 202,
  },
  'POST /api/public/register': {
    path: '/api/public/register',
    body: () => ({
      email_address: `authz-${randomUUID()}@example.test`,
      first_name: 'A',
      last_name: 'Z',
      company: 'Authz Register',
      job_title: 'QA',
      password: 'Strong-Pass-1',
      terms_accepted: true,
      ...CURRENT_ACCEPTANCE,
      code: '123456',
      registerPage: true,
    }),
    allowed: 400,
  },
  'POST /api/public/user/email/validation': {
    path: '/api/public/user/email/validation',
    body: () => ({ email_address: 'authz@example.test' }),
    allowed: 200,
  },
  'POST /api/public/slack': {
    path: '/api/public/slack',
    body: () => ({ email_address: `authz-${randomUUID()}@example.test` }),
    allowed: 202,
  },
  'GET /api/private/carrier/credentials': { path: '/api/private/carrier/credentials', allowed: 200 },
  'POST /api/private/carrier/credentials': {
    path: '/api/private/carrier/credentials',
    body: () => ({ carrier: 'dpd', username: 'authz', password: 'Secret-1' }),
    allowed: 201,
  },
  'PUT /api/private/carrier/credentials/{credentialId}': {
    path: '/api/private/carrier/credentials/no-such-credential',
    body: () => ({ carrier: 'dpd', username: 'authz' }),
    allowed: 404,
  },
  'DELETE /api/private/carrier/credentials/{credentialId}': {
    path: '/api/private/carrier/credentials/no-such-credential',
    allowed: 404,
  },
  'POST /api/private/carrier/credentials/{credentialId}/check': {
    path: '/api/private/carrier/credentials/no-such-credential/check',
    body: () => ({}),
    allowed: 404,
  },
  'GET /api/private/carrier/credentials/{credentialId}/checks': {
    path: `/api/private/carrier/credentials/${TENANT_CREDENTIAL}/checks`,
    allowed: 200,
    // Another company's admin does not learn that the credential exists.
    byCaller: { other_company_admin: 404 },
  },
  'GET /api/private/user/decrypt': {
    path: '/api/private/user/decrypt?credentialId=no-such-credential',
    allowed: 404,
    // A carrier password is the company's client admin's alone (issue 17, item 2).
    byCaller: { platform_admin: 403 },
  },
  'POST /api/private/uploads': {
    path: '/api/private/uploads',
    body: () => ({ kind: 'carrier_invoice', fileName: 'authz.pdf', size: 1000 }),
    allowed: 201,
  },
  'POST /api/private/uploads/{uploadId}/confirm': {
    path: '/api/private/uploads/no-such-upload/confirm',
    allowed: 404,
  },
  'GET /api/private/documents': { path: '/api/private/documents', allowed: 200 },
  'GET /api/private/documents/{documentId}/download': {
    path: '/api/private/documents/no-such-document/download',
    allowed: 404,
  },
  'DELETE /api/private/documents/{documentId}': {
    path: '/api/private/documents/no-such-document',
    allowed: 404,
  },
  'GET /api/private/documents/{documentId}/claims': {
    path: '/api/private/documents/no-such-document/claims',
    allowed: 404,
  },
  'POST /api/private/claims': {
    path: '/api/private/claims',
    // Well formed, but its invoice is no document of the caller's: refused after authorization.
    body: () => ({
      tracking_number: '1Z999AA10123456784',
      carrier: 'ups',
      issue: 'lost',
      reference: 'AUTHZ-1',
      lines: [
        {
          sales_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
          description: 'Authz goods',
          nb_of_items: '1',
          unit_price: '10',
          amount_excl: '10',
          amount_incl: '12',
          tax_percentage: '20',
        },
      ],
      invoiceDocumentId: 'no-such-document',
    }),
    allowed: 422,
  },
  'GET /api/private/claims': { path: '/api/private/claims', allowed: 200 },
  // The claims desk: platform admins across companies; the matrix's staff member is not (yet)
  // assigned the tenant when these run (the staff rows below assign it, then remove it).
  'GET /api/private/desk/claims': {
    path: '/api/private/desk/claims?lane=to_file&carrier=dpd',
    allowed: 200,
    acrossCompanies: true,
  },
  'GET /api/private/desk/scope': { path: '/api/private/desk/scope', allowed: 200, acrossCompanies: true },
  'GET /api/private/desk/claims/{companyId}/{claimId}': {
    path: `/api/private/desk/claims/${TENANT}/${TENANT_CLAIM}`,
    allowed: 200,
    byCaller: { provider_staff: 403 },
  },
  // A move on a version the claim no longer has: 409 with the claim as it is, nothing changed.
  'POST /api/private/desk/claims/{companyId}/{claimId}/moves': {
    path: `/api/private/desk/claims/${TENANT}/${TENANT_CLAIM}/moves`,
    body: () => ({ version: 999, moveId: randomUUID(), move: 'closed', note: 'authz' }),
    allowed: 409,
    byCaller: { provider_staff: 403 },
  },
  'PUT /api/private/desk/claims/{companyId}/{claimId}/assignee': {
    path: `/api/private/desk/claims/${TENANT}/${TENANT_CLAIM}/assignee`,
    body: () => ({ version: 999, assigneeId: null }),
    allowed: 409,
    byCaller: { provider_staff: 403 },
  },
  // The filing sheet and the claim's documents as one zip (the tenant's claim holds none: an empty zip).
  'GET /api/private/desk/claims/{companyId}/{claimId}/sheet': {
    path: `/api/private/desk/claims/${TENANT}/${TENANT_CLAIM}/sheet`,
    allowed: 200,
    byCaller: { provider_staff: 403 },
  },
  'POST /api/private/desk/claims/{companyId}/{claimId}/documents-zip': {
    path: `/api/private/desk/claims/${TENANT}/${TENANT_CLAIM}/documents-zip`,
    body: () => ({}),
    allowed: 200,
    byCaller: { provider_staff: 403 },
  },
  // The merchant's portal login is assigned staff's only: a platform admin is refused
  // (desk.staff_only), and the matrix's staff member is not assigned the tenant.
  'POST /api/private/desk/claims/{companyId}/{claimId}/login': {
    path: `/api/private/desk/claims/${TENANT}/${TENANT_CLAIM}/login`,
    body: () => ({}),
    allowed: 403,
  },
  'POST /api/private/desk/claims/{companyId}/{claimId}/login-check': {
    path: `/api/private/desk/claims/${TENANT}/${TENANT_CLAIM}/login-check`,
    body: () => ({ worked: true }),
    allowed: 403,
  },
  // Carrier e-mail on the desk: a mail belongs to its company (the unassigned staff member gets 403
  // before anything is read); decisions on a mail the tenant does not have are 404.
  'GET /api/private/desk/claims/{companyId}/{claimId}/mails': {
    path: `/api/private/desk/claims/${TENANT}/${TENANT_CLAIM}/mails`,
    allowed: 200,
    byCaller: { provider_staff: 403 },
  },
  'GET /api/private/desk/mails': { path: '/api/private/desk/mails', allowed: 200, acrossCompanies: true },
  'GET /api/private/desk/mails/{companyId}/{mailId}': {
    path: `/api/private/desk/mails/${TENANT}/authz-no-such-mail`,
    allowed: 404,
    byCaller: { provider_staff: 403 },
  },
  'POST /api/private/desk/mails/{companyId}/{mailId}/move': {
    path: `/api/private/desk/mails/${TENANT}/authz-no-such-mail/move`,
    body: () => ({ version: 1, moveId: 'authz-no-such-mail', move: 'closed', note: 'authz' }),
    allowed: 404,
    byCaller: { provider_staff: 403 },
  },
  'POST /api/private/desk/mails/{companyId}/{mailId}/dismiss': {
    path: `/api/private/desk/mails/${TENANT}/authz-no-such-mail/dismiss`,
    body: () => ({}),
    allowed: 404,
    byCaller: { provider_staff: 403 },
  },
  'POST /api/private/desk/mails/{companyId}/{mailId}/attach': {
    path: `/api/private/desk/mails/${TENANT}/authz-no-such-mail/attach`,
    body: () => ({ claimId: TENANT_CLAIM }),
    allowed: 404,
    byCaller: { provider_staff: 403 },
  },
  'POST /api/private/desk/mails/{companyId}/{mailId}/discard': {
    path: `/api/private/desk/mails/${TENANT}/authz-no-such-mail/discard`,
    body: () => ({}),
    allowed: 404,
    byCaller: { provider_staff: 403 },
  },
  'POST /api/private/desk/companies/{companyId}/inbound-address': {
    path: `/api/private/desk/companies/${TENANT}/inbound-address`,
    body: () => ({}),
    allowed: 200,
    byCaller: { provider_staff: 403 },
  },
  // The desk's files: a company's claims to file (none of UPS in the tenant: 409), an answer file's
  // upload (the caller's own company keeps it), and imports that are nobody's (404, nothing read).
  'POST /api/private/desk/exports': {
    path: '/api/private/desk/exports',
    body: () => ({ carrier: 'ups', companyId: TENANT }),
    allowed: 409,
    byCaller: { provider_staff: 403 },
  },
  'POST /api/private/desk/imports/uploads': {
    path: '/api/private/desk/imports/uploads',
    body: () => ({ fileName: 'answers.csv', size: 120 }),
    allowed: 201,
  },
  'POST /api/private/desk/imports': {
    path: '/api/private/desk/imports',
    body: () => ({ uploadId: 'authz-no-such-upload' }),
    allowed: 404,
  },
  'GET /api/private/desk/imports/{importId}': {
    path: '/api/private/desk/imports/authz-no-such-import',
    allowed: 404,
  },
  'POST /api/private/desk/imports/{importId}/preview': {
    path: '/api/private/desk/imports/authz-no-such-import/preview',
    body: () => ({ carrier: 'ups', mapping: { tracking_number: 0, decision: 1 } }),
    allowed: 404,
  },
  'POST /api/private/desk/imports/{importId}/apply': {
    path: '/api/private/desk/imports/authz-no-such-import/apply',
    body: () => ({ previewId: 'authz-preview' }),
    allowed: 404,
  },
  'GET /api/private/claims/{claimId}': {
    path: `/api/private/claims/${TENANT_CLAIM}`,
    allowed: 200,
    byCaller: { other_company_admin: 404 },
  },
  'POST /api/private/claims/{claimId}/stop': {
    path: '/api/private/claims/no-such-claim/stop',
    body: () => ({ confirm: true }),
    allowed: 404,
  },
  'PUT /api/private/claims/{claimId}/favourite': {
    path: `/api/private/claims/${TENANT_CLAIM}/favourite`,
    body: () => ({ favourite: false }),
    allowed: 200,
    byCaller: { other_company_admin: 404 },
  },
  'GET /api/private/claims-summary': { path: '/api/private/claims-summary', allowed: 200 },
  'GET /api/private/claims-refunds': { path: '/api/private/claims-refunds', allowed: 200 },
  'POST /api/private/claims/{claimId}/actions': {
    path: `/api/private/claims/${TENANT_CLAIM}/actions`,
    // The tenant's claim waits for nothing: let in, the answer is refused as not needed.
    body: () => ({ kind: 'carrier_information' }),
    allowed: 409,
    byCaller: { other_company_admin: 404 },
  },
  'GET /api/private/action-required': { path: '/api/private/action-required', allowed: 200 },
  'GET /api/private/action-required/counts': { path: '/api/private/action-required/counts', allowed: 200 },
  'GET /api/private/sales-invoices/tasks': { path: '/api/private/sales-invoices/tasks', allowed: 200 },
  'GET /api/private/lost-packages': { path: '/api/private/lost-packages?page=1', allowed: 200 },
  // A look at the carriers is once a minute per company: a refused body proves the access rule
  // without taking the company's minute (the integration suite covers the look itself).
  'POST /api/private/lost-packages/scan': {
    path: '/api/private/lost-packages/scan',
    body: () => ({ unexpected: true }),
    allowed: 400,
  },
  'POST /api/private/sales-invoices': {
    path: '/api/private/sales-invoices',
    body: () => ({ documentId: 'no-such-document' }),
    allowed: 422,
  },
  'POST /api/private/bulk-claims': {
    path: '/api/private/bulk-claims',
    body: () => ({ documentId: 'no-such-document' }),
    allowed: 422,
  },
  'POST /api/private/bulk-claims/windows': {
    path: '/api/private/bulk-claims/windows',
    body: () => ({ rows: [{ carrier: 'ups', tracking_number: '1Z999AA10123456784', issue: 'lost' }] }),
    allowed: 200,
  },
  'GET /api/private/bulk-claims/{bulkId}': {
    path: `/api/private/bulk-claims/${TENANT_BULK}`,
    allowed: 200,
    byCaller: { other_company_admin: 404 },
  },
  'GET /api/private/bulk-claims/{bulkId}/export': {
    path: `/api/private/bulk-claims/${TENANT_BULK}/export`,
    allowed: 200,
    byCaller: { other_company_admin: 404 },
  },
  'GET /api/private/invoices': { path: '/api/private/invoices', allowed: 200 },
  'GET /api/private/invoices/{documentId}': {
    path: `/api/private/invoices/${TENANT_INVOICE}`,
    allowed: 200,
    byCaller: { other_company_admin: 404 },
  },
  'GET /api/private/invoices/{documentId}/findings': {
    path: `/api/private/invoices/${TENANT_INVOICE}/findings?format=xlsx`,
    allowed: 200,
    byCaller: { other_company_admin: 404 },
  },
  'GET /api/private/invoices/{documentId}/reviews': {
    path: `/api/private/invoices/${TENANT_INVOICE}/reviews`,
    allowed: 200,
    byCaller: { other_company_admin: 404 },
  },
  // Its audit lists no such signal: 404 for whoever may ask, as for another company.
  'POST /api/private/invoices/{documentId}/reviews/confirm': {
    path: `/api/private/invoices/${TENANT_INVOICE}/reviews/confirm`,
    body: () => ({ ruleId: 'residential_on_business', trackingNumber: '1Z999AA10123456784' }),
    allowed: 404,
  },
  'POST /api/private/invoices/{documentId}/reviews/dismiss': {
    path: `/api/private/invoices/${TENANT_INVOICE}/reviews/dismiss`,
    body: () => ({ ruleId: 'residential_on_business', trackingNumber: '1Z999AA10123456784' }),
    allowed: 404,
  },
  'POST /api/private/invoices/{documentId}/audit': {
    path: `/api/private/invoices/${TENANT_PDF_INVOICE}/audit`,
    body: () => ({}),
    allowed: 409,
    byCaller: { other_company_admin: 404 },
  },
  'GET /api/private/carrier/credentials/{credentialId}/contract': {
    path: `/api/private/carrier/credentials/${TENANT_CREDENTIAL}/contract`,
    allowed: 200,
    byCaller: { other_company_admin: 404 },
  },
  'PUT /api/private/carrier/credentials/{credentialId}/contract': {
    path: `/api/private/carrier/credentials/${TENANT_CREDENTIAL}/contract`,
    body: () => ({ accountNumbers: [], terms: NO_CONTRACT }),
    allowed: 200,
    byCaller: { other_company_admin: 404 },
  },
  'GET /api/private/carrier/tracking-keys': { path: '/api/private/carrier/tracking-keys', allowed: 200 },
  'PUT /api/private/carrier/tracking-keys': {
    path: '/api/private/carrier/tracking-keys',
    body: () => ({ api: 'dhl', apiKey: 'authz-dhl-key' }),
    allowed: 200,
  },
  'DELETE /api/private/carrier/tracking-keys/{api}': {
    path: '/api/private/carrier/tracking-keys/fedex',
    allowed: 404,
  },
  'GET /api/private/home': { path: '/api/private/home', allowed: 200 },
  'GET /api/private/dashboards/{board}': {
    path: '/api/private/dashboards/scorecards?period=90d',
    allowed: 200,
  },
  'GET /api/private/dashboard-graphs': { path: '/api/private/dashboard-graphs', allowed: 200 },
  'POST /api/private/dashboard-graphs': {
    path: '/api/private/dashboard-graphs',
    body: () => ({
      name: `Authz ${randomUUID().slice(0, 8)}`,
      metric: 'spend',
      dimension: 'carrier',
      period: '12m',
    }),
    allowed: 201,
  },
  'DELETE /api/private/dashboard-graphs/{graphId}': {
    path: '/api/private/dashboard-graphs/no-such-graph',
    allowed: 404,
  },
  'GET /api/private/admin/companies/{companyId}': {
    path: `/api/private/admin/companies/${TENANT}`,
    allowed: 200,
  },
  'GET /api/private/admin/companies/{companyId}/dashboards': {
    path: `/api/private/admin/companies/${TENANT}/dashboards`,
    allowed: 200,
  },
  // Opening the tenant's own dashboards again changes nothing the other rows read.
  'PUT /api/private/admin/companies/{companyId}/dashboards': {
    path: `/api/private/admin/companies/${TENANT}/dashboards`,
    body: () => ({ state: 'open' }),
    allowed: 200,
  },
  'GET /api/private/billing/subscription': { path: '/api/private/billing/subscription', allowed: 200 },
  'PUT /api/private/admin/companies/{companyId}/subscription': {
    path: `/api/private/admin/companies/${TENANT}/subscription`,
    body: () => ({ planId: 'growth', startDate: '2026-11-01' }),
    allowed: 200,
  },
  // The ledger: amounts are the client admin's; generating is a platform admin's.
  'GET /api/private/billing/documents': { path: '/api/private/billing/documents', allowed: 200 },
  'GET /api/private/billing/fees': { path: '/api/private/billing/fees', allowed: 200 },
  'GET /api/private/billing/preview': { path: '/api/private/billing/preview', allowed: 200 },
  'POST /api/private/billing/documents': {
    path: '/api/private/billing/documents',
    body: () => ({ expectedLines: 0 }),
    allowed: 409,
  },
  'GET /api/private/billing/documents/{number}/pdf': {
    path: '/api/private/billing/documents/F-2000-000001/pdf?locale=fr',
    allowed: 404,
  },
  'POST /api/private/billing/documents/{number}/pay': {
    path: '/api/private/billing/documents/F-2000-000001/pay',
    body: () => ({ method: 'card' }),
    allowed: 404,
  },
  'GET /api/private/billing/payments/{paymentId}': {
    path: '/api/private/billing/payments/no-such-payment',
    allowed: 404,
  },
  'POST /api/private/billing/payments/{paymentId}/sandbox': {
    path: '/api/private/billing/payments/no-such-payment/sandbox',
    body: () => ({ outcome: 'pay' }),
    allowed: 404,
  },
  // Plans: the client admin's. A preview reads only; cancelling the free month is refused.
  'GET /api/private/billing/plan-change': {
    path: '/api/private/billing/plan-change?planId=scale',
    allowed: 200,
  },
  'POST /api/private/billing/plan-change': {
    path: '/api/private/billing/plan-change',
    body: () => ({ planId: 'none', effectiveDate: '2000-01-01' }),
    allowed: 409,
  },
  'GET /api/private/billing/plan-changes/{authorizationId}': {
    path: '/api/private/billing/plan-changes/no-such-change',
    allowed: 404,
  },
  'POST /api/private/billing/plan-changes/{authorizationId}/sandbox': {
    path: '/api/private/billing/plan-changes/no-such-change/sandbox',
    body: () => ({ outcome: 'authorize' }),
    allowed: 404,
  },
  // Public, and refused for every caller without the provider's signature.
  'POST /api/public/billing/webhooks/{provider}': {
    path: '/api/public/billing/webhooks/sandbox',
    body: () => ({ id: 'evt_forged', type: 'payment.succeeded' }),
    allowed: 400,
  },
  'POST /api/private/admin/companies/{companyId}/billing/{number}/transfer': {
    path: `/api/private/admin/companies/${TENANT}/billing/F-2000-000001/transfer`,
    body: () => ({ reference: 'F-2000-000001', amountCents: 100, receivedOn: '2026-11-20' }),
    allowed: 404,
  },
  // The Admin Panel: the directory, a company's status (the tenant's own: activating an active
  // company changes nothing the other rows read), the audit log.
  // Searched by the tenant's name ('Authz A'), so that the other tenant is not in the answer.
  'GET /api/private/admin/companies': {
    path: '/api/private/admin/companies?q=Authz%20A&status=all',
    allowed: 200,
  },
  'PUT /api/private/admin/companies/{companyId}/status': {
    path: `/api/private/admin/companies/${TENANT}/status`,
    body: () => ({ active: true, reason: 'authorization matrix' }),
    allowed: 200,
  },
  'GET /api/private/admin/log': { path: `/api/private/admin/log?companyId=${TENANT}`, allowed: 200 },
  // Send-outs: the tenant has no failing account, so it is neither listed nor e-mailed.
  'GET /api/private/admin/sendouts': {
    path: '/api/private/admin/sendouts',
    allowed: 200,
    acrossCompanies: true,
  },
  'GET /api/private/admin/sendouts/{companyId}/preview': {
    path: `/api/private/admin/sendouts/${TENANT}/preview`,
    allowed: 200,
  },
  'POST /api/private/admin/sendouts': {
    path: '/api/private/admin/sendouts',
    body: () => ({ companyIds: [TENANT], intervalDays: 7 }),
    allowed: 200,
  },
  'GET /api/private/admin/credentials': {
    path: '/api/private/admin/credentials?status=not_working',
    allowed: 200,
    acrossCompanies: true,
  },
  'GET /api/private/admin/sftp-reviews': {
    path: '/api/private/admin/sftp-reviews',
    allowed: 200,
    acrossCompanies: true,
  },
  'PUT /api/private/admin/sftp-reviews/{companyId}': {
    path: `/api/private/admin/sftp-reviews/${OTHER_TENANT}`,
    body: () => ({
      mapping: {
        order_number: 'Order',
        sales_date: 'Date',
        description: 'Item',
        nb_of_items: 'Qty',
        unit_price: 'Price',
        amount_excl: 'Net',
        amount_incl: 'Gross',
        tax_percentage: 'VAT',
      },
    }),
    allowed: 404,
  },
  'GET /api/private/admin/integrations': {
    path: '/api/private/admin/integrations',
    allowed: 200,
    acrossCompanies: true,
  },
  'GET /api/private/admin/documents': {
    path: '/api/private/admin/documents',
    allowed: 200,
    acrossCompanies: true,
  },
  // Read under the company the path names: no such document there answers 404 for the admin.
  'GET /api/private/admin/documents/{companyId}/{documentId}/download': {
    path: `/api/private/admin/documents/${TENANT}/no-such-document/download`,
    allowed: 404,
  },
  'GET /api/private/admin/invoices': {
    path: '/api/private/admin/invoices',
    allowed: 200,
    acrossCompanies: true,
  },
  'GET /api/private/admin/case-studies': { path: '/api/private/admin/case-studies', allowed: 200 },
  'PUT /api/private/admin/case-studies/{slug}': {
    path: '/api/private/admin/case-studies/authz-study',
    body: () => ({
      status: 'draft',
      customer: 'Authz Shop',
      carriers: ['ups'],
      figures: [],
      en: { title: 'A draft', summary: 'Summary.', body: 'Body.' },
      fr: { title: 'Un brouillon', summary: 'Résumé.', body: 'Corps.' },
    }),
    allowed: 200,
  },
  'DELETE /api/private/admin/case-studies/{slug}': {
    path: '/api/private/admin/case-studies/no-such-study',
    allowed: 404,
  },
  'GET /api/public/case-studies': { path: '/api/public/case-studies?locale=fr', allowed: 200 },
  // A page the route does not fill: refused the same way to anyone (the filled pages: test/integration/site-pages.test.ts).
  'GET /api/public/site/page': { path: '/api/public/site/page?path=/pricing', allowed: 404 },
  'GET /api/private/admin/demo/slots': { path: '/api/private/admin/demo/slots', allowed: 200 },
  'POST /api/private/admin/demo/slots': {
    path: '/api/private/admin/demo/slots',
    // A start already past: refused with the field named, nothing offered.
    body: () => ({ start: '2020-01-01T09:00:00Z', durationMinutes: 30 }),
    allowed: 400,
  },
  'DELETE /api/private/admin/demo/slots/{slotId}': {
    path: '/api/private/admin/demo/slots/20200101T0900Z-00000000',
    allowed: 404,
  },
  'GET /api/public/demo/slots': { path: '/api/public/demo/slots', allowed: 200 },
  'POST /api/public/demo/bookings': {
    path: '/api/public/demo/bookings',
    // A slot nobody offers: refused, nothing held or sent.
    body: () => ({
      slotId: '20200101T0900Z-00000000',
      name: 'Authz Booker',
      email: `authz-${randomUUID()}@example.test`,
      company: 'Authz Shop',
      locale: 'en',
      website: '',
    }),
    allowed: 409,
  },
  'GET /api/public/demo/bookings/{bookingId}': {
    path: `/api/public/demo/bookings/${'a'.repeat(22)}?t=${'b'.repeat(43)}`,
    allowed: 404,
  },
  'POST /api/public/demo/bookings/{bookingId}/cancel': {
    path: `/api/public/demo/bookings/${'a'.repeat(22)}/cancel`,
    body: () => ({ t: 'b'.repeat(43) }),
    allowed: 404,
  },
  'POST /api/public/demo/bookings/{bookingId}/move': {
    path: `/api/public/demo/bookings/${'a'.repeat(22)}/move`,
    body: () => ({ t: 'b'.repeat(43), slotId: '20200101T0900Z-00000000' }),
    allowed: 404,
  },
  'POST /api/public/contact': {
    path: '/api/public/contact',
    body: () => ({
      name: 'Authz Sender',
      email: `authz-${randomUUID()}@example.test`,
      subject: 'sales',
      message: 'A question from the authorization matrix.',
      locale: 'en',
      website: '',
      startedAt: Date.now() - 60_000,
    }),
    allowed: 202,
  },
  'GET /api/private/integration/keys': { path: '/api/private/integration/keys', allowed: 200 },
  // An internal host is refused before any connection: the answer is the same for every caller allowed.
  'GET /api/private/integration/sftp': { path: '/api/private/integration/sftp', allowed: 200 },
  'POST /api/private/integration/sftp/check': {
    path: '/api/private/integration/sftp/check',
    body: () => ({ ...INTERNAL_SFTP }),
    allowed: 422,
  },
  'PUT /api/private/integration/sftp': {
    path: '/api/private/integration/sftp',
    body: () => ({
      connection: INTERNAL_SFTP,
      hostKeyFingerprint: `SHA256:${'A'.repeat(43)}`,
    }),
    allowed: 422,
  },
  'DELETE /api/private/integration/sftp': { path: '/api/private/integration/sftp', allowed: 404 },
  'POST /api/private/integration/sftp/fetch': {
    path: '/api/private/integration/sftp/fetch',
    body: () => ({}),
    allowed: 404,
  },
  'GET /api/private/integration/sftp/files/{fileId}/problems': {
    path: '/api/private/integration/sftp/files/0123456789abcdefghijklm/problems',
    allowed: 404,
  },
  'GET /api/private/integration/report': { path: '/api/private/integration/report', allowed: 200 },
  'POST /api/private/integration/keys': {
    path: '/api/private/integration/keys',
    body: () => ({ name: 'Authz' }),
    allowed: 201,
  },
  'DELETE /api/private/integration/keys/{keyId}': {
    path: '/api/private/integration/keys/0123456789abcdef',
    allowed: 404,
  },
  'POST /api/integration/v1/uploads': {
    path: '/api/integration/v1/uploads',
    body: () => ({ kind: 'sales_invoice', fileName: 'AUTHZ-1.pdf', size: 2048 }),
    allowed: 201,
  },
  'POST /api/integration/v1/uploads/{uploadId}/complete': {
    path: '/api/integration/v1/uploads/authz-no-upload/complete',
    body: () => ({}),
    allowed: 404,
  },
  'POST /api/integration/v1/orders': {
    path: '/api/integration/v1/orders',
    body: () => ({
      orders: [
        {
          order_number: 'AUTHZ-1',
          lines: [
            {
              sales_date: '2026-10-01',
              description: 'Authz goods',
              nb_of_items: '1',
              unit_price: '10.00',
              amount_excl: '10.00',
              amount_incl: '12.00',
              tax_percentage: '20',
              currency_code: 'EUR',
            },
          ],
        },
      ],
    }),
    allowed: 200,
  },
  'GET /api/private/admin/release-notes': { path: '/api/private/admin/release-notes', allowed: 200 },
  'PUT /api/private/admin/release-notes/{slug}': {
    path: '/api/private/admin/release-notes/authz-note',
    body: () => ({
      status: 'draft',
      feature: { en: 'Authz', fr: 'Authz' },
      entries: [
        {
          at: '2026-11-01T09:00:00.000Z',
          en: { title: 'A change', message: 'What changed.' },
          fr: { title: 'Un changement', message: 'Ce qui change.' },
        },
      ],
    }),
    allowed: 200,
  },
  'DELETE /api/private/admin/release-notes/{slug}': {
    path: '/api/private/admin/release-notes/no-such-note',
    allowed: 404,
  },
  'GET /api/private/release-notes': { path: '/api/private/release-notes', allowed: 200 },
  'GET /api/private/admin/tours': { path: '/api/private/admin/tours', allowed: 200 },
  'PUT /api/private/admin/tours/{label}': {
    path: '/api/private/admin/tours/myInvoices',
    body: () => ({
      steps: DEFAULT_TOUR_STEPS.myInvoices.map(({ en, fr }) => ({ en, fr })),
    }),
    allowed: 200,
  },
  'GET /api/private/admin/staff': { path: '/api/private/admin/staff', allowed: 200 },
  'POST /api/private/admin/staff': {
    path: '/api/private/admin/staff',
    body: () => ({
      member: {
        email_address: `staff-${randomUUID()}@parcel-audit.example`,
        first_name: 'Sam',
        last_name: 'Staff',
      },
      locale: 'en',
    }),
    allowed: 202,
  },
  'GET /api/private/admin/users': {
    path: '/api/private/admin/users?q=authz-',
    allowed: 200,
    acrossCompanies: true,
  },
  // The matrix's platform admin and staff member share the tenant as their company: assigned, then not.
  'PUT /api/private/admin/staff/{userId}/companies/{companyId}': {
    path: `/api/private/admin/staff/authz-staff/companies/${TENANT}`,
    allowed: 200,
  },
  'DELETE /api/private/admin/staff/{userId}/companies/{companyId}': {
    path: `/api/private/admin/staff/authz-staff/companies/${TENANT}`,
    allowed: 200,
  },
  'ANY /api/{proxy+}': { path: '/api/private/no-such-route', allowed: 404 },
};

/** The exact status a caller gets on a route of this access level. */
function expectedStatus(access: Access, kind: CallerKind, allowed: number): number {
  if (access === 'public') return allowed;
  // An integration route takes a live API key and nothing else; a key is no session token.
  if (access === 'integration') return kind === 'api_key' ? allowed : 401;
  if (kind === 'api_key' || kind === 'revoked_api_key') return 403;
  if (kind === 'anonymous') return 401;
  if (kind === 'expired_token' || kind === 'foreign_key_token' || kind === 'alg_none_token') return 403;
  if (kind === 'signed_out_token' || kind === 'removed_member_token') return 401;
  return roleMeetsAccess(people[kind]!.role, access) ? allowed : 403;
}

const keyOf = (route: Route) => `${route.method} ${route.path}`;
const KINDS: CallerKind[] = [
  'anonymous',
  'member',
  'provider_staff',
  'client_admin',
  'other_company_admin',
  'platform_admin',
  'expired_token',
  'foreign_key_token',
  'alg_none_token',
  'signed_out_token',
  'removed_member_token',
  'api_key',
  'revoked_api_key',
];

beforeAll(async () => {
  // The two companies and the people of the matrix exist, so allowed calls reach real data.
  await makeCompany('Authz A', TENANT);
  await makeCompany('Authz B', OTHER_TENANT);
  await claimCompanyName('Authz A', TENANT);
  await claimCompanyName('Authz B', OTHER_TENANT);
  for (const person of Object.values(people)) {
    await makePerson({ role: person.role, companyId: person.companyId, userId: person.userId });
  }
  const now = new Date().toISOString();
  await putWorkingCredential(TENANT, TENANT_CREDENTIAL, 'dpd');
  if (!(await getClaim(TENANT, TENANT_CLAIM))) {
    await openClaim(
      newStoredClaim({
        claimId: TENANT_CLAIM,
        companyId: TENANT,
        tracking_number: 'AUTHZ0000001',
        carrier: 'dpd',
        reason_refund: 'lost',
        reference: 'AUTHZ-1',
        currency: 'EUR',
        requestedCents: 1200,
        lines: [],
        documents: [],
        actions: [],
        ownerId: 'authz-admin',
        owner: 'authz-admin@example.test',
        credentialId: TENANT_CREDENTIAL,
        createdAt: now,
      }),
      'authz-admin@example.test',
    );
  }
  await putNewRun({
    mode: 'start',
    bulkId: TENANT_BULK,
    companyId: TENANT,
    documentKey: `documents/${TENANT}/${TENANT_BULK}`,
    fileName: 'authz.csv',
    status: 'done',
    total: 1,
    processed: 1,
    created: 0,
    removed: 1,
    rejected: 0,
    problem: null,
    startedBy: 'authz-admin@example.test',
    startedById: 'authz-admin',
    startedAt: now,
    finishedAt: now,
    confirmedValues: false,
    locale: 'en',
    batchCount: 0,
    exportKey: `bulk/${TENANT}/${TENANT_BULK}/removed.csv`,
  });
  // An audited invoice without findings: its page and its (empty) download are the tenant's.
  await writeObject(`${auditFolder(TENANT, TENANT_INVOICE)}/findings.json`, '[]');
  // As the audit's record step leaves them: the files to download.
  await writeFindingsFiles(auditFolder(TENANT, TENANT_INVOICE), []);
  await putNewAudit({
    ...newAudit(
      {
        documentId: TENANT_INVOICE,
        companyId: TENANT,
        fileName: 'authz-invoice.csv',
        fileType: 'csv',
        key: `documents/${TENANT}/${TENANT_INVOICE}`,
        uploadedAt: now,
      },
      { userId: 'authz-admin', email: 'authz-admin@example.test' },
      new Date(now),
    ),
    status: 'done',
    layout: 'generic',
    finishedAt: now,
  });
  await putNewAudit(
    newAudit(
      {
        documentId: TENANT_PDF_INVOICE,
        companyId: TENANT,
        fileName: 'authz-invoice.pdf',
        fileType: 'pdf',
        key: `documents/${TENANT}/${TENANT_PDF_INVOICE}`,
        uploadedAt: now,
      },
      { userId: 'authz-admin', email: 'authz-admin@example.test' },
      new Date(now),
    ),
  );
});

/** Attribute names only storage may hold: the table's keys, the item kind, secrets and their digests. */
const STORAGE_ONLY = new Set<string>([
  ...KEY_ATTRIBUTES,
  'entity',
  'secret',
  'passwordHash',
  'codeHash',
  'tokenHash',
  'sessionEpoch',
  'endedSessions',
]);

/** Where in an answer a storage-only name appears (`path.name`), anywhere in its JSON. */
function storageFields(body: unknown, path = ''): string[] {
  if (Array.isArray(body)) return body.flatMap((value, index) => storageFields(value, `${path}[${index}]`));
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([name, value]) => [
    ...(STORAGE_ONLY.has(name) ? [`${path}.${name}`] : []),
    ...storageFields(value, `${path}.${name}`),
  ]);
}

describe('authorization matrix', () => {
  it('has a row for every route of the route table', () => {
    expect(routes.map(keyOf).filter((key) => !ROWS[key])).toEqual([]);
  });

  it('uses only known access levels', () => {
    for (const route of routes) expect(ACCESS_LEVELS).toContain(route.access);
  });

  for (const route of routes) {
    const row = ROWS[keyOf(route)];
    if (!row) continue;
    for (const kind of KINDS) {
      const status = row.byCaller?.[kind] ?? expectedStatus(route.access, kind, row.allowed);
      it(`${keyOf(route)} as ${kind}: ${status}`, async () => {
        const method: string = route.method === 'ANY' ? 'GET' : route.method;
        const response = await call(method, row.path, {
          token: await tokenOf(kind),
          body: row.body?.(),
          source: freshSource(),
        });
        expect(response.status).toBe(status);
        // No answer carries what only storage holds: table keys, item kinds, secrets, hashes.
        expect(storageFields(response.body)).toEqual([]);
        // A successful answer is exactly its route's reply schema: no field it does not name.
        if (response.status >= 200 && response.status < 300)
          expect(safeParse(replies[route.handler], response.body).error?.issues ?? []).toEqual([]);
        // No answer carries the other company's id, whoever asks (but a platform admin's list of
        // every company's failing accounts, which names them by design).
        if (!(row.acrossCompanies && kind === 'platform_admin'))
          expect(response.text).not.toContain(kind === 'other_company_admin' ? TENANT : OTHER_TENANT);
      });
    }
  }
});
