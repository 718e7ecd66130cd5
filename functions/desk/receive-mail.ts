/**
 * Receiving one carrier mail (issue 38, item 6): from the message the receipt rule stored to what
 * the desk shows. The recipients name the companies (their inbound addresses' tokens); for each,
 * the mail is read (./mail-read), its attachments kept as the company's documents, its body kept
 * in the uploads bucket, and it is matched to the claim it names (./mail-match): then it is an
 * answer on that claim, which goes to the desk's 'answered' lane (its pendingAnswers up by one
 * through changeClaim, history event 'carrier_mail', in the same transaction as the mail itself),
 * with the move its words propose (./mail-words); a mail that names no claim goes to the tray.
 *
 * Idempotent: a mail's id is its company and Message-ID (or stored key); its item is written last,
 * conditionally, so a retried invocation (SES retries a failed Lambda) or a message sent twice makes
 * one mail, one answer, and the same documents (their ids are the mail's).
 */
import { createHash } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import {
  MAIL_MAX_BYTES,
  type MailAttachment,
  type MailVerdicts,
  tokenOfAddress,
} from '@shared/claims/carrier-mail';
import { claimHash, documentObjectKey, getDocument, putDocument } from '../documents/document-store';
import { s3, writeObject } from '../lib/aws/s3';
import { env } from '../lib/env';
import { log } from '../lib/log';
import { companyOfToken } from './inbound-address';
import { INBOUND_MAIL_PREFIX, type InboundMailRecord, verdictsOf } from './inbound-event';
import { countAnswer, proposalFor } from './mail-decisions';
import { findClaim } from './mail-match';
import { type ReadAttachment, type ReadMail, readMail } from './mail-read';
import { getMail, mailIdOf, newMailPut, putMailBody, putNewMail, type StoredMail } from './mail-store';

/** The companies the mail was sent to (through their inbound addresses), each once. */
async function recipientCompanies(recipients: string[]): Promise<{ companyId: string; to: string }[]> {
  const found = new Map<string, string>();
  for (const to of recipients.slice(0, 50)) {
    const token = tokenOfAddress(to, env.INBOUND_MAIL_DOMAIN);
    const companyId = token ? await companyOfToken(token) : null;
    if (companyId && !found.has(companyId)) found.set(companyId, to.toLowerCase());
  }
  return [...found].map(([companyId, to]) => ({ companyId, to }));
}

function inboundBucket(): string {
  if (!env.INBOUND_MAIL_BUCKET)
    throw new Error('INBOUND_MAIL_BUCKET is not set: inbound mail cannot be read');
  return env.INBOUND_MAIL_BUCKET;
}

/** The stored message, or null when it is over the cap (then only SES's headers are known). */
async function rawMessage(rawKey: string): Promise<Uint8Array | null> {
  const Bucket = inboundBucket();
  const head = await s3.send(new HeadObjectCommand({ Bucket, Key: rawKey }));
  if ((head.ContentLength ?? 0) > MAIL_MAX_BYTES) return null;
  const object = await s3.send(new GetObjectCommand({ Bucket, Key: rawKey }));
  return object.Body!.transformToByteArray();
}

/** What is known of a message too large to read: the headers SES parsed. */
function headersOnly(record: InboundMailRecord): ReadMail {
  const headers = record.ses.mail.commonHeaders;
  const from = headers.from?.[0] ?? '';
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const date = headers.date ? new Date(headers.date) : null;
  return {
    subject: (headers.subject ?? '').replace(/[\r\n\t]+/g, ' ').slice(0, 500),
    from: address.trim().toLowerCase().slice(0, 320),
    fromName: null,
    date: date && !Number.isNaN(date.getTime()) ? date.toISOString() : null,
    messageId: headers.messageId?.slice(0, 500) ?? null,
    text: '',
    html: null,
    truncated: false,
    attachments: [],
  };
}

/**
 * Keeps an attachment that passed as a document of the company, under an id the mail decides (a
 * retry keeps the same one); the same file kept before (by its content) is that document.
 */
async function keepAttachment(
  companyId: string,
  mailId: string,
  index: number,
  file: ReadAttachment,
  at: string,
): Promise<MailAttachment> {
  const listed = { fileName: file.fileName, size: file.size, fileType: file.fileType };
  if (file.refused || !file.kind || !file.fileType)
    return { ...listed, documentId: null, refused: file.refused };
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  const documentId = `m${createHash('sha256').update(`${mailId}#${index}`).digest('base64url').slice(0, 20)}`;
  const existing = await claimHash(companyId, file.kind, sha256, documentId);
  if (existing && existing !== documentId && (await getDocument(companyId, existing)))
    return { ...listed, documentId: existing, refused: null };
  const key = documentObjectKey(companyId, documentId);
  await writeObject(key, file.content, 'application/octet-stream');
  await putDocument({
    documentId,
    companyId,
    kind: file.kind,
    fileName: file.fileName,
    fileType: file.fileType,
    size: file.size,
    carrier: null,
    uploadedAt: at,
    uploadedBy: 'carrier-mail',
    key,
    sha256,
  });
  return { ...listed, documentId, refused: null };
}

async function receiveFor(
  companyId: string,
  to: string,
  record: InboundMailRecord,
  read: ReadMail,
  verdicts: MailVerdicts,
  tooLarge: boolean,
  now: Date,
) {
  const rawKey = `${INBOUND_MAIL_PREFIX}${record.ses.mail.messageId}`;
  const mailId = mailIdOf(companyId, read.messageId ?? rawKey);
  if (await getMail(companyId, mailId)) return;
  const receivedAt = now.toISOString();
  const attachments: MailAttachment[] = [];
  for (const [index, file] of read.attachments.entries())
    attachments.push(await keepAttachment(companyId, mailId, index, file, receivedAt));
  if (!tooLarge) await putMailBody(companyId, mailId, { text: read.text, html: read.html });
  const found = tooLarge ? null : await findClaim(companyId, read);
  const usable = found && found.claim.state !== 'stopped' ? found : null;
  const mail: StoredMail = {
    mailId,
    companyId,
    status: usable ? 'pending' : 'unmatched',
    claimId: usable?.claim.claimId ?? null,
    matchedBy: usable?.matchedBy ?? null,
    to,
    from: read.from,
    fromName: read.fromName,
    subject: read.subject,
    sentAt: read.date ?? receivedAt,
    receivedAt,
    messageId: read.messageId,
    rawKey,
    verdicts,
    attachments,
    tooLarge,
    truncated: read.truncated,
    proposal: usable ? proposalFor(usable.claim, read) : null,
    decision: null,
  };
  const kept = usable
    ? Boolean(
        await countAnswer(
          usable.claim,
          { by: 'carrier', at: receivedAt, subject: mail.subject, mailWrite: newMailPut(mail) },
          async () => Boolean(await getMail(companyId, mailId)),
        ),
      )
    : await putNewMail(mail);
  log.info('carrier mail received', {
    companyId,
    mailId,
    matched: Boolean(usable),
    kept,
    attachments: attachments.length,
  });
}

/** Receives one SES record: every company it was sent to gets its mail. */
export async function receiveRecord(record: InboundMailRecord, now: Date): Promise<void> {
  const companies = await recipientCompanies(record.ses.receipt.recipients);
  if (!companies.length) {
    log.warn('carrier mail for no company', { sesMessageId: record.ses.mail.messageId });
    return;
  }
  const verdicts = verdictsOf(record.ses.receipt);
  const raw = await rawMessage(`${INBOUND_MAIL_PREFIX}${record.ses.mail.messageId}`);
  const read = raw ? await readMail(raw, { virus: verdicts.virus === 'fail' }) : headersOnly(record);
  for (const { companyId, to } of companies)
    await receiveFor(companyId, to, record, read, verdicts, raw === null, now);
}
