/**
 * Carrier e-mail in (issue 38, item 6), over real SMTP to the local stand-in for SES receiving: the
 * server greets with 220 and takes mail for the inbound domain only, within its size cap; a reply
 * naming a claim's carrier claim number, or its tracking number, lands on the desk's 'answered'
 * lane with the move its words propose; one naming no claim waits in the unmatched tray;
 * attachments are checked as uploads are, HTML is sanitised; confirming a proposal applies it once
 * however many clicks; dismissing, attaching and discarding are decided once too.
 */
import { randomUUID } from 'node:crypto';
import type { DeskMove } from '@shared/claims/desk';
import type { Reply } from '@shared/platform/replies';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildMail, CARRIER_REPLIES, exeBytes, type MailFixture, pdfBytes } from '../support/carrier-mails';
import { call, errorCode } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { sendSmtp } from '../support/smtp';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();
const { openClaim } = await import('../../functions/claims/open-claim');
const { getClaim } = await import('../../functions/claims/claim-queries');
const { newStoredClaim } = await import('../../functions/claims/stored-claim');
const { addToDirectory } = await import('../../functions/companies/company-store');

const PLATFORM = 'parcel-audit-platform';
const smtp = inject('inboundMail');
const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

let companyId: string;
let token: string;
let address: string;

async function claimOf(fields: { carrier: string; tracking: string }) {
  const claimId = `mail-${randomUUID()}`;
  const claim = newStoredClaim({
    claimId,
    companyId,
    tracking_number: fields.tracking,
    carrier: fields.carrier,
    reason_refund: 'lost',
    reference: `ORD-${claimId.slice(-6)}`,
    currency: 'EUR',
    requestedCents: 12_550,
    lines: [],
    documents: [],
    actions: [],
    ownerId: 'owner',
    owner: 'owner@example.test',
    credentialId: 'none',
    createdAt: new Date().toISOString(),
  });
  await openClaim(claim, 'owner@example.test');
  return claim;
}

/** Files the claim on the desk under the carrier's claim number. */
async function file(claimId: string, claimNumber: string) {
  const reply = await call<Reply<'record-desk-move'>>(
    'POST',
    `/api/private/desk/claims/${companyId}/${claimId}/moves`,
    {
      token,
      body: {
        moveId: randomUUID(),
        version: 1,
        move: 'filed',
        claimNumber,
        filedOn: new Date().toISOString().slice(0, 10),
        channel: 'email',
      },
    },
  );
  expect(reply.status, reply.text).toBe(200);
}

const send = (mail: Omit<MailFixture, 'to'>, extra: Partial<MailFixture> = {}) =>
  sendSmtp({
    host: smtp.host,
    port: smtp.port,
    from: 'claims@carrier.example',
    to: [address],
    message: buildMail({ ...mail, to: address, ...extra }),
  });

const mailsOf = (claimId: string) =>
  call<Reply<'list-claim-mails'>>('GET', `/api/private/desk/claims/${companyId}/${claimId}/mails`, { token });
const tray = () =>
  call<Reply<'list-desk-mails'>>('GET', `/api/private/desk/mails?companyId=${companyId}`, { token });
const mailPath = (mailId: string) => `/api/private/desk/mails/${companyId}/${mailId}`;

beforeAll(async () => {
  companyId = await makeCompany(`Mail ${randomUUID().slice(0, 6)}`);
  await addToDirectory(companyId);
  token = await tokenFor({ role: 'platform_admin', companyId: PLATFORM, userId: `ops-${randomUUID()}` });
  const made = await call<Reply<'create-inbound-address'>>(
    'POST',
    `/api/private/desk/companies/${companyId}/inbound-address`,
    { token, body: {} },
  );
  expect(made.status, made.text).toBe(200);
  address = made.body.address;
});

describe('the inbound SMTP server', () => {
  it('greets with 220, keeps one address per company, and takes mail for its domain only', async () => {
    // Prepare: the address made again answers the same one.
    const again = await call<Reply<'create-inbound-address'>>(
      'POST',
      `/api/private/desk/companies/${companyId}/inbound-address`,
      { token, body: {} },
    );

    // Act
    const dialogue = await sendSmtp({
      host: smtp.host,
      port: smtp.port,
      from: 'claims@carrier.example',
      to: ['someone@elsewhere.example'],
      message: 'Subject: hi\r\n\r\nhi',
    });

    // Assess
    expect(again.body.address).toBe(address);
    expect(address).toMatch(new RegExp(`^claims\\+[a-z0-9]{16}@${smtp.domain.replace(/\./g, '\\.')}$`));
    expect(dialogue.greeting.code).toBe(220);
    expect(dialogue.ehlo.text).toMatch(/SIZE \d+/);
    expect(dialogue.rcptTo[0]!.code).toBe(550);
  });

  it('refuses a message over its size, declared or not', async () => {
    const declared = await sendSmtp({
      host: smtp.host,
      port: smtp.port,
      from: 'claims@carrier.example',
      to: [address],
      message: 'Subject: big\r\n\r\nbig',
      declaredSize: 30 * 1024 * 1024,
    });
    expect(declared.mailFrom.code).toBe(552);
    // Not declared: the server stops keeping it past the cap and refuses it at its end.
    const line = `${'x'.repeat(998)}\r\n`;
    const huge = await sendSmtp({
      host: smtp.host,
      port: smtp.port,
      from: 'claims@carrier.example',
      to: [address],
      message: `Subject: big\r\n\r\n${line.repeat(Math.ceil((26 * 1024 * 1024) / line.length))}`,
    });
    expect(huge.sent?.code).toBe(552);
  });
});

describe('carrier replies on the desk', () => {
  it('matches a reply by claim number and one by tracking number, each on the answered lane with its proposal', async () => {
    // Prepare
    const ups = await claimOf({ carrier: 'ups', tracking: '1Z999AA10123456784' });
    await file(ups.claimId, 'UPS-CLM 0042');
    const colissimo = await claimOf({ carrier: 'colissimo', tracking: `6A${digits(11)}` });
    await file(colissimo.claimId, `COL-${digits(6)}`);

    // Act
    const first = await send(CARRIER_REPLIES.upsApproved('UPS-CLM 0042', 'on its way'));
    const second = await send(CARRIER_REPLIES.colissimoDenied(colissimo.tracking_number));

    // Assess
    expect([first.sent?.code, second.sent?.code]).toEqual([250, 250]);
    const byNumber = await mailsOf(ups.claimId);
    expect(byNumber.body.address).toBe(address);
    expect(byNumber.body.mails).toHaveLength(1);
    expect(byNumber.body.mails[0]).toMatchObject({
      status: 'pending',
      matchedBy: 'claim_number',
      from: 'claims-noreply@ups.example',
      verdicts: { spf: 'not_verified', dkim: 'not_verified' },
      proposal: { move: 'accepted', amount: 125.5, currency: 'EUR' },
    });
    const byTracking = await mailsOf(colissimo.claimId);
    expect(byTracking.body.mails[0]).toMatchObject({
      matchedBy: 'tracking_number',
      proposal: { move: 'denied', reason: 'delivered_signed', language: 'fr' },
    });
    const lane = await call<Reply<'list-desk-claims'>>(
      'GET',
      `/api/private/desk/claims?lane=answered&companyId=${companyId}`,
      { token },
    );
    expect(lane.body.claims.map((row) => row.claimId).sort()).toEqual(
      [ups.claimId, colissimo.claimId].sort(),
    );
    expect((await getClaim(companyId, ups.claimId))?.pendingAnswers).toBe(1);
  });

  it('applies a confirmed proposal once under a double click, then the claim leaves the answered lane', async () => {
    // Prepare
    const claim = await claimOf({ carrier: 'ups', tracking: `1Z${digits(16)}` });
    const number = `UPS-${digits(8)}`;
    await file(claim.claimId, number);
    await send(CARRIER_REPLIES.upsApproved(number, claim.tracking_number));
    const [mail] = (await mailsOf(claim.claimId)).body.mails;
    const version = (await getClaim(companyId, claim.claimId))!.version;
    const body: DeskMove = {
      version,
      moveId: mail!.mailId,
      move: 'accepted',
      amount: 125.5,
      currency: 'EUR',
    };

    // Act
    const [one, two] = await Promise.all([
      call<Reply<'apply-mail-move'>>('POST', `${mailPath(mail!.mailId)}/move`, { token, body }),
      call<Reply<'apply-mail-move'>>('POST', `${mailPath(mail!.mailId)}/move`, { token, body }),
    ]);

    // Assess
    expect([one.status, two.status], `${one.text} ${two.text}`).toEqual([200, 200]);
    const stored = (await getClaim(companyId, claim.claimId))!;
    expect(stored).toMatchObject({ state: 'confirmed', pendingAnswers: 0, version: version + 1 });
    expect(stored.lastMoveId).toBe(mail!.mailId);
    expect(one.body.mail).toMatchObject({ status: 'applied', decision: { move: 'accepted' } });
    expect(one.body.desk.lane).toBe('credit_to_confirm');
    const detail = await call<Reply<'get-desk-claim'>>(
      'GET',
      `/api/private/desk/claims/${companyId}/${claim.claimId}`,
      {
        token,
      },
    );
    expect(detail.body.history.filter((entry) => entry.event === 'accepted')).toHaveLength(1);
    expect(detail.body.history.filter((entry) => entry.event === 'carrier_mail')).toHaveLength(1);
    // Dismissing it now is another decision: refused.
    const late = await call('POST', `${mailPath(mail!.mailId)}/dismiss`, { token, body: {} });
    expect(errorCode(late)).toBe('desk.mail_decided');
  });

  it('keeps the claim as it is when dismissed, once however many clicks', async () => {
    const claim = await claimOf({ carrier: 'colissimo', tracking: `6A${digits(11)}` });
    await file(claim.claimId, `COL-${digits(6)}`);
    await send(CARRIER_REPLIES.colissimoDenied(claim.tracking_number));
    const [mail] = (await mailsOf(claim.claimId)).body.mails;
    const before = (await getClaim(companyId, claim.claimId))!;

    const replies = await Promise.all(
      [1, 2].map(() =>
        call<Reply<'dismiss-desk-mail'>>('POST', `${mailPath(mail!.mailId)}/dismiss`, { token, body: {} }),
      ),
    );

    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const after = (await getClaim(companyId, claim.claimId))!;
    expect(after).toMatchObject({ state: before.state, pendingAnswers: 0, version: before.version + 1 });
    expect(replies[0]!.body.desk.lane).toBe('waiting_carrier');
  });

  it('puts a mail that names no claim in the tray, to attach to a claim or discard', async () => {
    // Prepare
    const claim = await claimOf({ carrier: 'ups', tracking: `1Z${digits(16)}` });
    await file(claim.claimId, `UPS-${digits(8)}`);
    const subject = `Question ${randomUUID()}`;
    await send({
      from: 'Carrier <c@carrier.example>',
      subject,
      text: 'Please provide the invoice for your parcel.',
    });
    await send({ from: 'News <news@carrier.example>', subject: `News ${subject}`, text: 'Our new rates.' });

    // Act
    const listed = await tray();
    const question = listed.body.mails.find((mail) => mail.subject === subject)!;
    const news = listed.body.mails.find((mail) => mail.subject === `News ${subject}`)!;
    const attached = await call<Reply<'attach-desk-mail'>>('POST', `${mailPath(question.mailId)}/attach`, {
      token,
      body: { claimId: claim.claimId },
    });
    const discarded = await call<Reply<'discard-desk-mail'>>('POST', `${mailPath(news.mailId)}/discard`, {
      token,
      body: {},
    });

    // Assess
    expect(question).toMatchObject({ status: 'unmatched', claimId: null, companyId });
    expect(attached.status, attached.text).toBe(200);
    expect(attached.body.mail).toMatchObject({
      status: 'pending',
      claimId: claim.claimId,
      matchedBy: 'attached',
      proposal: { move: 'more_requested' },
    });
    expect(attached.body.desk.lane).toBe('answered');
    expect(discarded.body.mail.status).toBe('discarded');
    const after = (await tray()).body.mails.map((mail) => mail.mailId);
    expect(after).not.toContain(question.mailId);
    expect(after).not.toContain(news.mailId);
    expect((await mailsOf(claim.claimId)).body.mails.map((mail) => mail.mailId)).toEqual([question.mailId]);
  });

  it('keeps a good attachment as a document, lists a forbidden one as refused, and sanitises HTML', async () => {
    // Prepare
    const claim = await claimOf({ carrier: 'dhl_express', tracking: digits(10) });
    const number = `DHL-${digits(6)}`;
    await file(claim.claimId, number);

    // Act
    await send(CARRIER_REPLIES.dhlCredited(number), {
      attachments: [
        { name: 'credit-note.pdf', contentType: 'application/pdf', content: pdfBytes(number) },
        { name: 'invoice.pdf', contentType: 'application/pdf', content: exeBytes() },
      ],
    });
    await send(CARRIER_REPLIES.scriptedHtml(number));

    // Assess
    const mails = (await mailsOf(claim.claimId)).body.mails;
    const credited = mails.find((mail) => mail.proposal?.move === 'credited')!;
    const scripted = mails.find((mail) => mail.subject.startsWith('Update on claim'))!;
    const read = await call<Reply<'get-desk-mail'>>('GET', mailPath(credited.mailId), { token });
    expect(read.body.mail.attachmentList).toEqual([
      expect.objectContaining({ fileName: 'credit-note.pdf', fileType: 'pdf', refused: null }),
      expect.objectContaining({ fileName: 'invoice.pdf', documentId: null, refused: 'wrong_type' }),
    ]);
    const documentId = read.body.mail.attachmentList[0]!.documentId!;
    const merchant = await tokenFor({ role: 'client_admin', companyId, userId: `m-${randomUUID()}` });
    const documents = await call<{ documents: { documentId: string; kind: string }[] }>(
      'GET',
      '/api/private/documents',
      {
        token: merchant,
      },
    );
    expect(documents.body.documents).toContainEqual(
      expect.objectContaining({ documentId, kind: 'claim_document' }),
    );
    const html = (await call<Reply<'get-desk-mail'>>('GET', mailPath(scripted.mailId), { token })).body.mail
      .html!;
    expect(html).toContain(`<b>${number}</b>`);
    expect(html).not.toMatch(
      /<script|<style|onload|javascript:|<iframe|<form|<img|tracker\.example|evil\.example/i,
    );
  });

  it('makes one mail of a message received twice', async () => {
    const claim = await claimOf({ carrier: 'ups', tracking: `1Z${digits(16)}` });
    const number = `UPS-${digits(8)}`;
    await file(claim.claimId, number);
    const messageId = `<${randomUUID()}@ups.example>`;
    await send(CARRIER_REPLIES.upsApproved(number, claim.tracking_number), { messageId });
    await send(CARRIER_REPLIES.upsApproved(number, claim.tracking_number), { messageId });
    expect((await mailsOf(claim.claimId)).body.mails).toHaveLength(1);
    expect((await getClaim(companyId, claim.claimId))?.pendingAnswers).toBe(1);
  });

  it('keeps staff to the mails of the companies assigned to them', async () => {
    const staff = await makePerson({ role: 'provider_staff', companyId: PLATFORM });
    const staffToken = await tokenFor({ role: 'provider_staff', companyId: PLATFORM, userId: staff.userId });
    const refused = await call('GET', `/api/private/desk/mails?companyId=${companyId}`, {
      token: staffToken,
    });
    expect(errorCode(refused)).toBe('desk.not_assigned');
    const everyone = await call<Reply<'list-desk-mails'>>('GET', '/api/private/desk/mails', {
      token: staffToken,
    });
    expect(everyone.body.mails).toEqual([]);
  });
});
