/**
 * A claim's filing sheet on the desk (issue 38, item 3): the carrier's form prefilled from the
 * claim, the claim's documents as one zip (its entries, the same zip for the same version), the
 * merchant's portal login shown to assigned staff only and written to the admin log, and whether
 * it worked recorded as a check of the account: a failure marks it not working, puts the claim in
 * the merchant's hands and e-mails the merchant; a success makes it working again.
 */
import { randomUUID } from 'node:crypto';
import type { Reply } from '@shared/platform/replies';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { putWorkingCredential } from '../support/credentials';
import { call, errorCode } from '../support/http';
import { mailTo } from '../support/mail';
import { makeCompany, makePerson } from '../support/people';
import { openSandboxAccount } from '../support/sandbox-carrier';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';
import { uploadDocument } from '../support/uploads';

applyStackEnv();
const { openClaim } = await import('../../functions/claims/open-claim');
const { getClaim } = await import('../../functions/claims/claim-queries');
const { newStoredClaim } = await import('../../functions/claims/stored-claim');
const { table } = await import('../../functions/lib/table/table');
const { keys } = await import('../../functions/lib/table/keys');
const { addToDirectory } = await import('../../functions/companies/company-store');
const { getCredential, listChecks } = await import('../../functions/carriers/credential-store');
const { listAdminLog } = await import('../../functions/admin/admin-log');

const PLATFORM = 'parcel-audit-platform';

describe('the filing sheet', () => {
  let companyId: string;
  let admin: { email: string };
  let claimId: string;
  let path: string;
  let ops: string;
  let staff: { userId: string; email: string; token: string };
  const credentialId = `cred-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    // A merchant with a UPS account, its client admin, a claim with documents, and a staff member assigned to it.
    companyId = await makeCompany(`Sheet ${randomUUID().slice(0, 6)}`);
    await addToDirectory(companyId);
    await table.update(keys.company(companyId), {
      UpdateExpression:
        'SET street_name = :street, zip_code = :zip, city_name = :city, country = :country, claim_email_address = :mail',
      ExpressionAttributeValues: {
        ':street': '12 rue de la Paix',
        ':zip': '75002',
        ':city': 'Paris',
        ':country': 'FR',
        ':mail': 'claims@sheet.example',
      },
    });
    admin = await makePerson({ role: 'client_admin', companyId, locale: 'en' });
    const adminToken = await tokenFor({ role: 'client_admin', companyId, userId: `x-${randomUUID()}` });
    await putWorkingCredential(companyId, credentialId, 'ups');
    // The same login at the sandbox carrier: the scheduled checks other files run meanwhile check
    // every active account, and must find this one working.
    await openSandboxAccount('ups', { username: credentialId, password: 'Secret-1' });
    const invoice = await uploadDocument(adminToken, 'claim_invoice', 'facture: 42.pdf');
    const first = await uploadDocument(adminToken, 'claim_document', 'statement.pdf');
    const second = await uploadDocument(adminToken, 'claim_document', 'statement.pdf');
    claimId = `sheet-${randomUUID()}`;
    await openClaim(
      newStoredClaim({
        claimId,
        companyId,
        tracking_number: `1Z${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
        carrier: 'ups',
        reason_refund: 'delivery_dispute',
        reference: 'ORD-SHEET-1',
        currency: 'EUR',
        requestedCents: 8_990,
        lines: [
          {
            sales_date: new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10),
            description: 'Headphones',
            nb_of_items: 1,
            unit_price: 89.9,
            amount_excl: 74.92,
            amount_incl: 89.9,
            tax_percentage: 20,
            currency_code: 'EUR',
          },
        ],
        documents: [
          { documentId: invoice.documentId, kind: 'claim_invoice', fileName: invoice.fileName },
          { documentId: first.documentId, kind: 'claim_document', fileName: first.fileName },
          { documentId: second.documentId, kind: 'claim_document', fileName: second.fileName },
        ],
        actions: [],
        ownerId: 'owner',
        owner: admin.email,
        credentialId,
        createdAt: new Date().toISOString(),
      }),
      admin.email,
    );
    path = `/api/private/desk/claims/${companyId}/${claimId}`;
    ops = await tokenFor({ role: 'platform_admin', companyId: PLATFORM, userId: `ops-${randomUUID()}` });
    const person = await makePerson({ role: 'provider_staff', companyId: PLATFORM });
    await table.put({
      ...keys.staffAssignment(person.userId, companyId),
      entity: 'staffAssignment',
      companyId,
    });
    staff = {
      ...person,
      token: await tokenFor({ role: 'provider_staff', companyId: PLATFORM, userId: person.userId }),
    };
  });

  it('prefills the carrier’s form and says which documents the claim has', async () => {
    // Act
    const reply = await call<Reply<'get-filing-sheet'>>('GET', `${path}/sheet`, { token: ops });

    // Assess
    expect(reply.status, reply.text).toBe(200);
    const value = Object.fromEntries(reply.body.fields.map((field) => [field.key, field.value]));
    expect(value).toMatchObject({
      issue: 'delivery_dispute',
      senderName: expect.stringMatching(/^Sheet /),
      contactEmail: 'claims@sheet.example',
      accountNumber: credentialId,
      goodsDescription: '1 × Headphones',
      amountClaimed: '89.90',
      orderReference: 'ORD-SHEET-1',
    });
    expect(reply.body.channels[0]?.address).toBe('https://www.ups.com/fr/fr/support/file-a-claim.page');
    expect(reply.body.documents).toEqual([
      {
        need: 'proof_of_value',
        status: 'has',
        files: [expect.objectContaining({ fileName: 'facture: 42.pdf' })],
      },
      { need: 'recipient_statement', status: 'check', files: expect.any(Array) },
    ]);
    expect(reply.body.login).toMatchObject({ credentialId, status: 'active' });
    expect(reply.text).not.toContain('Secret-1');
  });

  it('zips the claim’s documents once per version, under safe unique names, behind a short-lived link', async () => {
    // Act
    const first = await call<Reply<'zip-claim-documents'>>('POST', `${path}/documents-zip`, {
      token: ops,
      body: {},
    });
    const again = await call<Reply<'zip-claim-documents'>>('POST', `${path}/documents-zip`, {
      token: staff.token,
      body: {},
    });

    // Assess: a link, not the file; the same zip for the same version.
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ expiresInSeconds: 300, files: 3 });
    expect(first.body.fileName).toMatch(/^1Z\w+-documents\.zip$/);
    const object = (url: string) => new URL(url).pathname;
    expect(object(again.body.url)).toBe(object(first.body.url));
    expect(object(first.body.url)).toMatch(new RegExp(`exports/desk/${companyId}/${claimId}/v1\\.zip$`));
    const zip = unzipSync(new Uint8Array(await (await fetch(first.body.url)).arrayBuffer()));
    expect(Object.keys(zip)).toEqual([
      '01-invoice-facture_ 42.pdf',
      '02-document-statement.pdf',
      '03-document-statement.pdf',
    ]);
    expect(new TextDecoder().decode(zip['01-invoice-facture_ 42.pdf']!)).toMatch(/^%PDF-1\.7/);
    const bytes = await (await fetch(again.body.url)).arrayBuffer();
    expect(Buffer.from(bytes).equals(Buffer.from(await (await fetch(first.body.url)).arrayBuffer()))).toBe(
      true,
    );
  });

  it('shows the merchant’s login to assigned staff only, each reveal in the admin log', async () => {
    // Act
    const shown = await call<Reply<'reveal-portal-login'>>('POST', `${path}/login`, {
      token: staff.token,
      body: {},
    });
    const byAdmin = await call('POST', `${path}/login`, { token: ops, body: {} });
    const other = await makePerson({ role: 'provider_staff', companyId: PLATFORM });
    const byOther = await call('POST', `${path}/login`, {
      token: await tokenFor({ role: 'provider_staff', companyId: PLATFORM, userId: other.userId }),
      body: {},
    });
    const merchant = await call('POST', `${path}/login`, {
      token: await tokenFor({ role: 'client_admin', companyId, userId: `m-${randomUUID()}` }),
      body: {},
    });

    // Assess
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body).toEqual({
      credentialId,
      carrier: 'ups',
      username: credentialId,
      password: 'Secret-1',
      portalUrl: 'https://www.ups.com',
    });
    expect([byAdmin.status, errorCode(byAdmin)]).toEqual([403, 'desk.staff_only']);
    expect([byOther.status, errorCode(byOther)]).toEqual([403, 'desk.not_assigned']);
    expect(merchant.status).toBe(403);
    const { entries } = await listAdminLog(companyId, undefined);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'credential_revealed',
        userId: staff.userId,
        role: 'provider_staff',
        details: { credentialId, carrier: 'ups', claimId, via: 'desk' },
      }),
    ]);
  });

  it('records a failed login as the scheduled checks record a refusal, and tells the merchant', async () => {
    // Act
    const failed = await call<Reply<'record-login-check'>>('POST', `${path}/login-check`, {
      token: staff.token,
      body: { worked: false, reason: 'invalid_credentials' },
    });

    // Assess: the account, its history, the claim, the merchant's mailbox.
    expect(failed.status, failed.text).toBe(200);
    expect(failed.body).toEqual({
      credentialId,
      status: 'not_working',
      statusReason: 'invalid_credentials',
      merchantTold: true,
    });
    expect(await getCredential(companyId, credentialId)).toMatchObject({
      status: 'not_working',
      statusReason: 'invalid_credentials',
    });
    const [check] = await listChecks(companyId, credentialId, 1);
    expect(check).toMatchObject({ outcome: 'invalid_credentials', trigger: 'desk', by: staff.email });
    expect((await getClaim(companyId, claimId))?.actions).toEqual(['carrier_information']);
    const mails = await mailTo(admin.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your carrier accounts need attention: /),
    ]);
    expect(mails[0]?.body.text).toContain(credentialId);

    // A second report of the same failure tells nobody twice.
    const again = await call<Reply<'record-login-check'>>('POST', `${path}/login-check`, {
      token: staff.token,
      body: { worked: false, reason: 'invalid_credentials' },
    });
    expect(again.body.merchantTold).toBe(false);
    expect(await mailTo(admin.email)).toHaveLength(1);

    // A reason is said only for a failure.
    const vague = await call('POST', `${path}/login-check`, { token: staff.token, body: { worked: false } });
    expect(vague.status).toBe(400);
  });

  it('records a login that worked: the account works again and the claim no longer waits for it', async () => {
    const worked = await call<Reply<'record-login-check'>>('POST', `${path}/login-check`, {
      token: staff.token,
      body: { worked: true },
    });
    expect(worked.status, worked.text).toBe(200);
    expect(worked.body).toMatchObject({ status: 'active', statusReason: null, merchantTold: false });
    expect((await getClaim(companyId, claimId))?.actions).toEqual([]);
    const [check] = await listChecks(companyId, credentialId, 1);
    expect(check).toMatchObject({ outcome: 'working', trigger: 'desk' });
    const byAdmin = await call('POST', `${path}/login-check`, { token: ops, body: { worked: true } });
    expect(errorCode(byAdmin)).toBe('desk.staff_only');
  });

  it('refuses a denial for a reason the claim’s carrier never gives', async () => {
    const filed = await call<Reply<'record-desk-move'>>('POST', `${path}/moves`, {
      token: ops,
      body: {
        moveId: randomUUID(),
        version: (await getClaim(companyId, claimId))!.version,
        move: 'filed',
        claimNumber: `S-${randomUUID().slice(0, 8)}`,
        filedOn: new Date().toISOString().slice(0, 10),
        channel: 'portal',
      },
    });
    expect(filed.status, filed.text).toBe(200);
    const denial = (reason: string) =>
      call('POST', `${path}/moves`, {
        token: ops,
        body: {
          moveId: randomUUID(),
          version: filed.body.desk.version,
          move: 'denied',
          reason,
          text: 'Denied.',
        },
      });
    const refused = await denial('not_carrier_fault');
    expect([refused.status, errorCode(refused)]).toEqual([422, 'desk.denial_reason_refused']);
    expect((await denial('delivered_signed')).status).toBe(200);
  });
});
