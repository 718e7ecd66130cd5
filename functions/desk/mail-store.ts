/**
 * Carrier mails in the table, under their company (`C#<co>` / `MAIL#<mailId>`), and their bodies in
 * the uploads bucket (`mail/<co>/<mailId>.json`: the text and the sanitised HTML, which can be far
 * larger than an item may be). A mail's id is its company and its Message-ID (or, without one,
 * the stored message's key) hashed: the same message read twice is the same item, written once.
 *
 * Where a mail is listed follows from its status: a claim's answers (pending, applied, dismissed)
 * on the listing index under the claim; the unmatched tray on the attention index across companies
 * and on the lookup index per company (both sparse); a discarded mail on none.
 */
import { createHash } from 'node:crypto';
import type {
  MailAttachment,
  MailMatch,
  MailProposal,
  MailStatus,
  MailSummary,
  MailVerdicts,
  MailView,
} from '@shared/claims/carrier-mail';
import type { DeskMoveKind } from '@shared/claims/desk';
import { Invalid } from '../http/errors';
import { isConditionFailed } from '../lib/aws/dynamo';
import { readJson, writeObject } from '../lib/aws/s3';
import { fromItem } from '../lib/table/item';
import { keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { IF_ABSENT, type Item, type TransactItem, table, txPut } from '../lib/table/table';

/** A mail as the table keeps it (its body aside). */
export interface StoredMail {
  mailId: string;
  companyId: string;
  status: MailStatus;
  claimId: string | null;
  matchedBy: MailMatch | null;
  to: string;
  from: string;
  fromName: string | null;
  subject: string;
  sentAt: string;
  receivedAt: string;
  messageId: string | null;
  /** The raw message in the inbound bucket (kept there until its lifecycle expires it). */
  rawKey: string;
  verdicts: MailVerdicts;
  attachments: MailAttachment[];
  tooLarge: boolean;
  truncated: boolean;
  proposal: MailProposal | null;
  decision: { by: string; at: string; move: DeskMoveKind | null } | null;
}

export interface MailBody {
  text: string;
  html: string | null;
}

/** Mails a page of a list shows. */
export const MAIL_PAGE_SIZE = 20;

/** The mail's id: the same message to the same company is the same mail, however often it is read. */
export const mailIdOf = (companyId: string, messageKey: string) =>
  createHash('sha256').update(`${companyId}\n${messageKey}`).digest('base64url').slice(0, 24);

const bodyKey = (companyId: string, mailId: string) => `mail/${companyId}/${mailId}.json`;

/** Its places on the indexes, from its status. */
function mailIndexes(mail: StoredMail): Record<string, string> {
  if (mail.status === 'unmatched')
    return {
      ...onIndex(INDEX.attention, partitions.mailTray, `${mail.receivedAt}#${mail.companyId}#${mail.mailId}`),
      ...onIndex(
        INDEX.lookup,
        partitions.companyMailTray(mail.companyId),
        `${mail.receivedAt}#${mail.mailId}`,
      ),
    };
  if (mail.claimId && mail.status !== 'discarded')
    return onIndex(
      INDEX.listing,
      partitions.claimMails(mail.companyId, mail.claimId),
      `${mail.receivedAt}#${mail.mailId}`,
    );
  return {};
}

const mailItem = (mail: StoredMail): Item => ({
  ...keys.inboundMail(mail.companyId, mail.mailId),
  entity: 'inboundMail',
  ...mail,
  ...mailIndexes(mail),
});

const toMail = (item: Item): StoredMail => {
  const {
    pk: _pk,
    sk: _sk,
    entity: _entity,
    ...mail
  } = fromItem<StoredMail & { pk: string; sk: string; entity: string }>(item);
  for (const index of [INDEX.attention, INDEX.lookup, INDEX.listing]) {
    delete (mail as Record<string, unknown>)[index.partitionKey];
    delete (mail as Record<string, unknown>)[index.sortKey];
  }
  return mail;
};

/** A new mail, unless the same message was kept already: a transaction's put. */
export const newMailPut = (mail: StoredMail): TransactItem => txPut(mailItem(mail), IF_ABSENT);

/** Keeps a new mail (false: it was kept already). */
export async function putNewMail(mail: StoredMail): Promise<boolean> {
  try {
    await table.put(mailItem(mail), IF_ABSENT);
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** The mail as it becomes, written only if it still has the status it was read with. */
export const mailChange = (next: StoredMail, from: MailStatus): TransactItem =>
  txPut(mailItem(next), {
    ConditionExpression: '#status = :from',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':from': from },
  });

export async function getMail(companyId: string, mailId: string): Promise<StoredMail | null> {
  const item = await table.get(keys.inboundMail(companyId, mailId), { consistent: true });
  return item ? toMail(item) : null;
}

export const putMailBody = (companyId: string, mailId: string, body: MailBody) =>
  writeObject(bodyKey(companyId, mailId), JSON.stringify(body));

export async function getMailBody(mail: StoredMail): Promise<MailBody> {
  if (mail.tooLarge) return { text: '', html: null };
  return readJson<MailBody>(bodyKey(mail.companyId, mail.mailId));
}

/** A position in a list of mails: `<receivedAt>#<companyId>#<mailId>`. */
const POSITION = /^\d{4}-\d{2}-\d{2}T[\d:.]{8,12}Z#[\w-]{1,64}#[\w-]{1,64}$/;

const positionOf = (mail: StoredMail) => `${mail.receivedAt}#${mail.companyId}#${mail.mailId}`;

function checkedPosition(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  const position = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!POSITION.test(position)) throw Invalid('The cursor is not valid');
  return position;
}

/**
 * The sort-key bound of a company's partition (`<receivedAt>#<mailId>`) below which its mails come
 * after `position` in a list ordered across companies, newest first.
 */
function companyBound(companyId: string, position: string): string {
  const [receivedAt = '', positionCompany = '', mailId = ''] = position.split('#');
  if (companyId < positionCompany) return `${receivedAt}#~`;
  if (companyId > positionCompany) return `${receivedAt}#`;
  return `${receivedAt}#${mailId}`;
}

const page = (mails: StoredMail[]) => ({
  mails: mails.slice(0, MAIL_PAGE_SIZE),
  cursor:
    mails.length > MAIL_PAGE_SIZE
      ? Buffer.from(positionOf(mails[MAIL_PAGE_SIZE - 1]!)).toString('base64url')
      : null,
});

async function newestOf(
  index: (typeof INDEX)['listing' | 'attention' | 'lookup'],
  partition: string,
  bound: string | undefined,
): Promise<StoredMail[]> {
  const { items } = await table.queryIndex(index, partition, {
    ScanIndexForward: false,
    Limit: MAIL_PAGE_SIZE + 1,
    ...(bound ? { sort: '#sk < :bound', ExpressionAttributeValues: { ':bound': bound } } : {}),
  });
  return items.map(toMail);
}

/** A claim's mails, newest first, a page at a time. */
export async function listClaimMails(companyId: string, claimId: string, cursor?: string) {
  const position = checkedPosition(cursor);
  const bound = position ? companyBound(companyId, position) : undefined;
  return page(await newestOf(INDEX.listing, partitions.claimMails(companyId, claimId), bound));
}

/**
 * The unmatched tray, newest first: every company's (one partition), or some companies' (their
 * partitions read side by side and merged, one query each, whatever the tray holds).
 */
export async function listTray(companyIds: string[] | 'all', cursor?: string) {
  const position = checkedPosition(cursor);
  if (companyIds === 'all') return page(await newestOf(INDEX.attention, partitions.mailTray, position));
  const lists = await Promise.all(
    companyIds.map((companyId) =>
      newestOf(
        INDEX.lookup,
        partitions.companyMailTray(companyId),
        position ? companyBound(companyId, position) : undefined,
      ),
    ),
  );
  return page(lists.flat().sort((a, b) => positionOf(b).localeCompare(positionOf(a))));
}

/** What a list shows of a mail. */
export const mailSummary = (mail: StoredMail, companyName: string): MailSummary => ({
  mailId: mail.mailId,
  companyId: mail.companyId,
  companyName,
  status: mail.status,
  claimId: mail.claimId,
  matchedBy: mail.matchedBy,
  to: mail.to,
  from: mail.from,
  fromName: mail.fromName,
  subject: mail.subject,
  sentAt: mail.sentAt,
  receivedAt: mail.receivedAt,
  verdicts: mail.verdicts,
  attachments: mail.attachments.filter((file) => file.documentId).length,
  refusedAttachments: mail.attachments.filter((file) => file.refused).length,
  tooLarge: mail.tooLarge,
  proposal: mail.proposal,
  decision: mail.decision,
});

/** The mail whole, its body read from the bucket. */
export async function mailView(mail: StoredMail, companyName: string): Promise<MailView> {
  const body = await getMailBody(mail);
  return {
    ...mailSummary(mail, companyName),
    messageId: mail.messageId,
    text: body.text,
    html: body.html,
    truncated: mail.truncated,
    attachmentList: mail.attachments,
  };
}

/** The names of companies, by id (one batched read of their names). */
export async function companyNames(companyIds: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(companyIds)];
  if (!unique.length) return new Map();
  const items = await table.batchGet(
    unique.map((companyId) => keys.company(companyId)),
    { attributes: ['companyId', 'name'] },
  );
  const names = new Map(items.map((item) => [String(item.companyId), String(item.name ?? item.companyId)]));
  return new Map(unique.map((companyId) => [companyId, names.get(companyId) ?? companyId]));
}
