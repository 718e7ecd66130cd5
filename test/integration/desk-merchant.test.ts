/**
 * The merchant's side of the desk (issue 38, items 4 and 9): the claim page shows what the desk
 * recorded (filing, the carrier's request in its language, the denial, the credit and its proof);
 * a denial and a request for more are e-mailed to the claim's owner, or, for a claim the audit
 * opened, to the company's client admins, in their language, once per move (recorded on the desk
 * or confirmed from the carrier's e-mail); the Refunds tab lists
 * the credited refunds a page at a time, the success fee for the client admin only.
 */
import { randomUUID } from 'node:crypto';
import type { DeskMove } from '@shared/claims/desk';
import type { Reply } from '@shared/platform/replies';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildMail, CARRIER_REPLIES } from '../support/carrier-mails';
import { call, errorCode } from '../support/http';
import { mailTo } from '../support/mail';
import { makeCompany, makePerson, type Person } from '../support/people';
import { sendSmtp } from '../support/smtp';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';
import { uniquePdf, upload } from '../support/uploads';

applyStackEnv();
const { openClaim } = await import('../../functions/claims/open-claim');
const { getClaim } = await import('../../functions/claims/claim-queries');
const { changeClaim } = await import('../../functions/claims/claim-writes');
const { newStoredClaim } = await import('../../functions/claims/stored-claim');

const PLATFORM = 'parcel-audit-platform';
type Claim = Parameters<typeof newStoredClaim>[0];

/** A claim nobody will file but the desk, owned by `owner`. */
async function claimToFile(companyId: string, owner: Person, fields: Partial<Claim> = {}) {
  const claimId = `merchant-${randomUUID()}`;
  const claim = newStoredClaim({
    claimId,
    companyId,
    tracking_number: `1Z${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
    carrier: 'ups',
    reason_refund: 'lost',
    reference: `ORD-${claimId.slice(-6)}`,
    currency: 'EUR',
    requestedCents: 12_550,
    lines: [],
    documents: [],
    actions: [],
    ownerId: owner.userId,
    owner: owner.email,
    credentialId: 'none',
    createdAt: new Date().toISOString(),
    ...fields,
  });
  await openClaim(claim, owner.email);
  return claim;
}

const today = () => new Date().toISOString().slice(0, 10);

describe('the merchant’s side of the desk', () => {
  let companyId: string;
  let ops: string;
  let owner: Person;
  let ownerToken: string;
  let admin: Person;
  const move = async (claimId: string, body: Partial<DeskMove>) => {
    const current = (await getClaim(companyId, claimId))!;
    return call<Reply<'record-desk-move'>>('POST', `/api/private/desk/claims/${companyId}/${claimId}/moves`, {
      token: ops,
      body: { moveId: randomUUID(), version: current.version, ...body },
    });
  };
  const view = async (token: string, claimId: string) =>
    (await call<Reply<'get-claim'>>('GET', `/api/private/claims/${claimId}`, { token })).body.claim;

  beforeAll(async () => {
    companyId = await makeCompany(`Merchant side ${randomUUID().slice(0, 6)}`);
    ops = await tokenFor({ role: 'platform_admin', companyId: PLATFORM, userId: `ops-${randomUUID()}` });
    owner = await makePerson({ role: 'member', companyId, locale: 'fr' });
    ownerToken = await tokenFor({ role: 'member', companyId, userId: owner.userId });
    admin = await makePerson({ role: 'client_admin', companyId });
  });

  it('shows the filing and the carrier’s request, and e-mails the owner the request in their language', async () => {
    // Prepare
    const claim = await claimToFile(companyId, owner);

    // Act
    await move(claim.claimId, {
      move: 'filed',
      claimNumber: 'UPS-7781',
      filedOn: today(),
      channel: 'portal',
    });
    const asked = await move(claim.claimId, {
      move: 'more_requested',
      carrierText: 'Please send the purchase invoice.',
      language: 'en',
    });

    // Assess
    expect(asked.status).toBe(200);
    const seen = await view(ownerToken, claim.claimId);
    expect(seen.filing).toEqual({ channel: 'portal', filedOn: today() });
    expect(seen.claim_number).toBe('UPS-7781');
    expect(seen.carrier_request).toMatchObject({ text: 'Please send the purchase invoice.', language: 'en' });
    expect(seen.actions).toContain('documents_missing');
    const mails = await mailTo(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Enquête ${claim.tracking_number}\u00a0: UPS demande des documents`,
    ]);
    const [mail] = mails;
    expect(mail!.body.text).toContain('Ses mots (en anglais)\u00a0:');
    expect(mail!.body.text).toContain(`/claimCenter/investigationDetails?claim=${claim.claimId}`);
    expect(mail!.body.html).toContain('<blockquote lang="en"');
    expect(await mailTo(admin.email)).toEqual([]);
  });

  it('shows a denial with its reason, e-mails it once however often the form is sent, and keeps it once re-disputed', async () => {
    // Prepare
    const claim = await claimToFile(companyId, owner);
    await move(claim.claimId, { move: 'filed', claimNumber: 'UPS-7782', filedOn: today(), channel: 'email' });
    const current = (await getClaim(companyId, claim.claimId))!;
    const denial = {
      moveId: randomUUID(),
      version: current.version,
      move: 'denied' as const,
      reason: 'delivered_signed' as const,
      text: 'Our records show the parcel delivered and signed for by J. DOE.',
    };
    const path = `/api/private/desk/claims/${companyId}/${claim.claimId}/moves`;

    // Act: the same form twice.
    const replies = await Promise.all([
      call('POST', path, { token: ops, body: denial }),
      call('POST', path, { token: ops, body: denial }),
    ]);

    // Assess
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const seen = await view(ownerToken, claim.claimId);
    expect(seen.denial).toEqual({
      reason: 'delivered_signed',
      text: denial.text,
      at: expect.any(String),
    });
    const mails = (await mailTo(owner.email)).filter((mail) => mail.subject.includes(claim.tracking_number));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Enquête ${claim.tracking_number}\u00a0: UPS a refusé la réclamation`,
    ]);
    expect(mails[0]!.body.text).toContain(
      'Motif\u00a0: Le transporteur indique que le colis a été livré contre signature.',
    );
    expect(mails[0]!.body.text).toContain(denial.text);
    await move(claim.claimId, { move: 'redisputed', evidence: 'The signature is not the consignee’s.' });
    expect((await view(ownerToken, claim.claimId)).denial?.reason).toBe('delivered_signed');
  });

  it('tells the owner of a denial confirmed from the carrier’s e-mail', async () => {
    // Prepare: the company's inbound address, a Colissimo claim filed, the carrier's denial by mail.
    const made = await call<Reply<'create-inbound-address'>>(
      'POST',
      `/api/private/desk/companies/${companyId}/inbound-address`,
      { token: ops, body: {} },
    );
    const tracking = `6A${String(Date.now()).slice(-11)}`;
    const claim = await claimToFile(companyId, owner, { carrier: 'colissimo', tracking_number: tracking });
    await move(claim.claimId, {
      move: 'filed',
      claimNumber: `COL-${tracking}`,
      filedOn: today(),
      channel: 'email',
    });
    const sent = await sendSmtp({
      host: inject('inboundMail').host,
      port: inject('inboundMail').port,
      from: 'claims@carrier.example',
      to: [made.body.address],
      message: buildMail({ ...CARRIER_REPLIES.colissimoDenied(tracking), to: made.body.address }),
    });
    expect(sent.sent?.code).toBe(250);
    const mails = await call<Reply<'list-claim-mails'>>(
      'GET',
      `/api/private/desk/claims/${companyId}/${claim.claimId}/mails`,
      { token: ops },
    );
    const mail = mails.body.mails[0]!;

    // Act
    const applied = await call('POST', `/api/private/desk/mails/${companyId}/${mail.mailId}/move`, {
      token: ops,
      body: {
        version: (await getClaim(companyId, claim.claimId))!.version,
        moveId: mail.mailId,
        move: 'denied',
        reason: 'delivered_signed',
        text: 'Colis livré contre signature.',
      },
    });

    // Assess
    expect(applied.status, applied.text).toBe(200);
    const told = (await mailTo(owner.email)).filter((sent) => sent.subject.includes(tracking));
    expect(told.map((sent) => sent.subject)).toEqual([
      `Enquête ${tracking}\u00a0: Colissimo a refusé la réclamation`,
    ]);
  });

  it('tells the client admins of a denial on a claim the audit opened', async () => {
    const robot = { email: 'audit@parcel-audit.example', userId: 'audit', password: '', companyId };
    const claim = await claimToFile(companyId, robot, { claim_source: 'audit' });
    await move(claim.claimId, { move: 'filed', claimNumber: 'UPS-7783', filedOn: today(), channel: 'form' });
    await move(claim.claimId, {
      move: 'denied',
      reason: 'late_notice',
      text: 'The claim was received after the deadline.',
    });
    const mails = (await mailTo(admin.email)).filter((mail) => mail.subject.includes(claim.tracking_number));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Investigation ${claim.tracking_number}: UPS denied the claim`,
    ]);
    expect(mails[0]!.body.text).toContain('The reason: Claimed after the carrier’s deadline.');
  });

  it('lists the credited refunds with their proof, the fee for the client admin only, a page at a time', async () => {
    // Prepare: a credit proven by a credit note, and 21 credited by the carrier's own answer.
    const shop = await makeCompany(`Refunds ${randomUUID().slice(0, 6)}`);
    const shopAdmin = await makePerson({ role: 'client_admin', companyId: shop });
    const shopAdminToken = await tokenFor({
      role: 'client_admin',
      companyId: shop,
      userId: shopAdmin.userId,
    });
    const member = await tokenFor({ role: 'member', companyId: shop, userId: `member-${randomUUID()}` });
    const note = (await upload(shopAdminToken, 'claim_document', 'credit-note.pdf', uniquePdf())).confirmed!
      .body.document;
    const start = Date.now() - 30 * 86_400_000;
    for (let index = 0; index < 21; index++) {
      const claim = await claimToFile(shop, shopAdmin, {
        createdAt: new Date(start + index * 60_000).toISOString(),
      });
      await changeClaim(claim, {
        mover: 'connector',
        event: 'status',
        to: 'credited',
        by: 'carrier',
        at: new Date(start + (index + 1) * 3_600_000).toISOString(),
        message: 'Credited',
      });
    }
    const proven = await claimToFile(shop, shopAdmin);
    const shopMove = async (body: Partial<DeskMove>) => {
      const current = (await getClaim(shop, proven.claimId))!;
      const reply = await call('POST', `/api/private/desk/claims/${shop}/${proven.claimId}/moves`, {
        token: ops,
        body: { moveId: randomUUID(), version: current.version, ...body },
      });
      expect(reply.status, reply.text).toBe(200);
    };
    await shopMove({ move: 'filed', claimNumber: 'UPS-9001', filedOn: today(), channel: 'portal' });
    await shopMove({
      move: 'credited',
      amount: 100,
      currency: 'EUR',
      creditedOn: today(),
      proof: 'credit_note',
      documentId: note.documentId,
    });
    const list = (token: string, cursor?: string) =>
      call<Reply<'list-refunds'>>(
        'GET',
        `/api/private/claims-refunds${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
        { token },
      );

    // Act
    const first = await list(shopAdminToken);
    const second = await list(shopAdminToken, first.body.cursor!);
    const forMember = await list(member);

    // Assess
    expect(first.status).toBe(200);
    expect(first.body.fees).toBe(true);
    expect(first.body.refunds).toHaveLength(20);
    expect(first.body.refunds[0]).toEqual({
      claimId: proven.claimId,
      tracking_number: proven.tracking_number,
      carrier: 'ups',
      claim_number: 'UPS-9001',
      currency: 'EUR',
      credited_amount: 100,
      credited_on: today(),
      proof: { kind: 'credit_note', documentId: note.documentId, reference: null },
      fee: { percent: expect.any(Number), amount: expect.any(Number), invoiceNumber: null },
    });
    expect(first.body.refunds[0]!.fee!.amount).toBeCloseTo(
      (100 * first.body.refunds[0]!.fee!.percent) / 100,
      2,
    );
    expect(first.body.refunds[1]).toMatchObject({ proof: null, credited_amount: 125.5 });
    expect(second.body.refunds).toHaveLength(2);
    expect(second.body.cursor).toBeNull();
    const all = [...first.body.refunds, ...second.body.refunds].map((refund) => refund.claimId);
    expect(new Set(all).size).toBe(22);
    expect(forMember.body.fees).toBe(false);
    expect(forMember.body.refunds.every((refund) => refund.fee === null)).toBe(true);
    expect((await view(shopAdminToken, proven.claimId)).credit).toEqual({
      amount: 100,
      currency: 'EUR',
      creditedOn: today(),
      proof: 'credit_note',
      documentId: note.documentId,
      reference: null,
    });
    // The credit note downloads from the claim's page as any document of the company.
    const download = await call('GET', `/api/private/documents/${note.documentId}/download`, {
      token: member,
    });
    expect(download.status).toBe(200);
    // Another company's list is its own, and a cursor of this one reads nothing of it.
    const other = await tokenFor({ role: 'client_admin', companyId, userId: admin.userId });
    const foreign = await list(other, first.body.cursor!);
    expect(errorCode(foreign)).toBe('request.invalid');
  });
});
