/**
 * Every key of the table, built here and nowhere else (electrodb style: generic `pk`/`sk`, the
 * entity's name in its keys). A tenant's items live in its partition `C#<companyId>`; the few items
 * that are found before a company is known (an e-mail guard, a reset link, a throttle counter...)
 * have partitions of their own. Index attributes and index partitions are built here too.
 *
 * Callers pass values already normalised where a key depends on it (a lower-cased e-mail, a
 * digest): what normalises a value is its area's business, what a key looks like is this file's.
 */
import type { INDEX } from './schema';

export type Key = { pk: string; sk: string };

/** A query of one partition's items whose sort keys begin with `prefix`. */
export interface Collection {
  pk: string;
  prefix: string;
}

const tenant = (companyId: string) => `C#${companyId}`;
const padded = (value: number, width: number) => String(value).padStart(width, '0');
const inTenant = (companyId: string, sk: string): Key => ({ pk: tenant(companyId), sk });

/** The partition of a company's own items. */
export const tenantPartition = tenant;

export const keys = {
  // Companies and people.
  company: (companyId: string) => inTenant(companyId, 'COMPANY'),
  /** Guard: a company name (as sign-up compares names) belongs to one company. */
  companyName: (nameKey: string): Key => ({ pk: `COMPANYNAME#${nameKey}`, sk: 'COMPANYNAME' }),
  companySwitch: (companyId: string, at: string, userId: string) =>
    inTenant(companyId, `SWITCH#${at}#${userId}`),
  user: (companyId: string, userId: string) => inTenant(companyId, `USER#${userId}`),
  /** Guard: an e-mail address (normalised) belongs to one account. */
  emailGuard: (email: string): Key => ({ pk: `EMAIL#${email}`, sk: 'EMAIL' }),
  invite: (tokenHash: string): Key => ({ pk: `INVITE#${tokenHash}`, sk: 'INVITE' }),
  registration: (emailDigest: string): Key => ({ pk: `REGISTRATION#${emailDigest}`, sk: 'PENDING' }),
  reset: (digest: string): Key => ({ pk: `RESET#${digest}`, sk: 'RESET' }),
  /** A person's reset link, listed under their company so that using one clears the others. */
  resetLink: (companyId: string, userId: string, digest: string) =>
    inTenant(companyId, `RESETLINK#${userId}#${digest}`),
  refresh: (jti: string): Key => ({ pk: `REFRESH#${jti}`, sk: 'REFRESH' }),
  throttleAccount: (emailDigest: string): Key => ({ pk: `THROTTLE#ACCOUNT#${emailDigest}`, sk: 'THROTTLE' }),
  throttleSource: (ip: string): Key => ({ pk: `THROTTLE#SOURCE#${ip}`, sk: 'THROTTLE' }),
  cooldown: (name: string): Key => ({ pk: `COOLDOWN#${name}`, sk: 'COOLDOWN' }),
  /** A quota's count for one subject (a digest) in one fixed window (functions/lib/quota.ts). */
  quota: (name: string, subject: string, window: number): Key => ({
    pk: `QUOTA#${name}#${subject}`,
    sk: `W#${window}`,
  }),
  tourDone: (companyId: string, userId: string, label: string) =>
    inTenant(companyId, `TOURDONE#${userId}#${label}`),
  notified: (companyId: string, userId: string, noticeDigest: string) =>
    inTenant(companyId, `NOTIFIED#${userId}#${noticeDigest}`),
  satisfaction: (companyId: string, at: string, userId: string) =>
    inTenant(companyId, `SATISFACTION#${at}#${userId}`),

  // Carrier accounts.
  credential: (companyId: string, credentialId: string) => inTenant(companyId, `CREDENTIAL#${credentialId}`),
  credentialCheck: (companyId: string, credentialId: string, at: string) =>
    inTenant(companyId, `CHECK#${credentialId}#${at}`),
  credentialReveal: (companyId: string, at: string, credentialId: string) =>
    inTenant(companyId, `REVEAL#${at}#${credentialId}`),
  contract: (companyId: string, credentialId: string) => inTenant(companyId, `CONTRACT#${credentialId}`),
  trackingKeys: (companyId: string, api: string) => inTenant(companyId, `TRACKINGKEYS#${api}`),

  // Files.
  upload: (companyId: string, uploadId: string) => inTenant(companyId, `UPLOAD#${uploadId}`),
  document: (companyId: string, documentId: string) => inTenant(companyId, `DOCUMENT#${documentId}`),
  /** Guard: a file's content hash, per kind, is kept once per company. */
  documentHash: (companyId: string, kind: string, sha256: string) =>
    inTenant(companyId, `DOCHASH#${kind}#${sha256}`),

  // Audits and bulk runs.
  audit: (companyId: string, documentId: string) => inTenant(companyId, `AUDIT#${documentId}`),
  /** A chunk of claims a run of the audit's record step opened (the first run's keys name no run). */
  auditChunk: (companyId: string, documentId: string, run: number, index: number) =>
    inTenant(companyId, `AUDIT#${documentId}${run > 1 ? `#R${run}` : ''}#C#${padded(index, 5)}`),
  /**
   * A part of the dashboard counters an invoice added (`add`) or took back when deleted (`remove`):
   * written in the transaction of that part, so a retried step never counts it twice.
   */
  auditCount: (companyId: string, documentId: string, phase: 'add' | 'remove', index: number) =>
    inTenant(companyId, `AUDIT#${documentId}#${phase === 'add' ? 'D' : 'U'}#${padded(index, 5)}`),
  /** The company's subscription (none stored: the free audit month from the company's creation). */
  subscription: (companyId: string) => inTenant(companyId, 'SUBSCRIPTION'),
  /** Marks that the company was warned of its bundle's use in a month (e-mailed once per period). */
  bundleWarning: (companyId: string, month: string) => inTenant(companyId, `BUNDLEWARN#${month}`),
  /** A billing document (invoice, credit note, statement), by its number. */
  billingDocument: (companyId: string, number: string) => inTenant(companyId, `BILLDOC#${number}`),
  /** A success fee line (or its reversal), written with the claim change that earned it. */
  feeLine: (companyId: string, claimId: string, version: number) =>
    inTenant(companyId, `FEE#${claimId}#${padded(version, 6)}`),
  /** The subscription (or overage) of a month, once billed: a month is billed once. */
  periodBilled: (companyId: string, kind: string, period: string) =>
    inTenant(companyId, `BILLED#${kind}#${period}`),
  /** The last number of an issuer's series in a year (gapless: each document takes the next). */
  billingNumber: (issuer: string, series: string, year: number): Key => ({
    pk: `BILLNUMBER#${issuer}#${series}#${year}`,
    sk: 'BILLNUMBER',
  }),
  /** An admin action, kept two years: one partition per month, by time. */
  adminLogEntry: (at: string, entryId: string): Key => ({
    pk: `ADMINLOG#${at.slice(0, 7)}`,
    sk: `${at}#${entryId}`,
  }),
  /** A company a provider staff member may act for (Admin Panel): one item per company. */
  staffAssignment: (userId: string, companyId: string): Key => ({
    pk: `STAFF#${userId}`,
    sk: `COMPANY#${companyId}`,
  }),
  /**
   * Marks that a person of the platform got the desk's deadline digest of a day (UTC), in their own
   * company: one digest per person per day, however often the job runs.
   */
  deadlineDigest: (companyId: string, userId: string, day: string) =>
    inTenant(companyId, `DIGEST#${day}#${userId}`),
  /** A case study (Admin Panel, public site), by its slug: all in one small partition. */
  caseStudy: (slug: string): Key => ({ pk: 'CASESTUDIES', sk: `STUDY#${slug}` }),
  /** A message sent with the public site's contact form, kept two years: one partition per month, by time. */
  contactMessage: (at: string, messageId: string): Key => ({
    pk: `CONTACT#${at.slice(0, 7)}`,
    sk: `${at}#${messageId}`,
  }),
  /** A demo slot the team offers (its booking inside it once booked): one small partition, by start time. */
  demoSlot: (slotId: string): Key => ({ pk: 'DEMOSLOTS', sk: `SLOT#${slotId}` }),
  /** A demo booking, found by its id (the confirmation e-mail's link holds it with its token). */
  demoBooking: (bookingId: string): Key => ({ pk: `DEMOBOOKING#${bookingId}`, sk: 'DEMOBOOKING' }),
  /** A feature's release notes (Admin Panel, the app's update pop-ups), by its slug: all in one small partition. */
  releaseNote: (slug: string): Key => ({ pk: 'RELEASENOTES', sk: `NOTE#${slug}` }),
  /** The words an admin saved for a guided tour's steps, by the tour's label. */
  tourWords: (label: string): Key => ({ pk: 'TOURS', sk: `TOUR#${label}` }),
  /** An e-mail SES accepted whose fate we follow (a send-out's), by SES's message id; kept 30 days. */
  mailMessage: (messageId: string): Key => ({ pk: `MAILMSG#${messageId}`, sk: 'MAILMSG' }),
  /** The furthest state SES told of an e-mail, kept whether or not it is followed yet; kept 30 days. */
  mailEvent: (messageId: string): Key => ({ pk: `MAILEVENT#${messageId}`, sk: 'MAILEVENT' }),
  /** A payment started with the provider (sandbox or Stripe), by its id. */
  payment: (companyId: string, paymentId: string) => inTenant(companyId, `PAYMENT#${paymentId}`),
  /** A plan change waiting for the card's authentication with the provider, by its id. */
  planChange: (companyId: string, authorizationId: string) =>
    inTenant(companyId, `PLANCHANGE#${authorizationId}`),
  /** A provider's webhook event, once handled: a replay changes nothing. */
  webhookEvent: (provider: string, eventId: string): Key => ({
    pk: `WEBHOOK#${provider}#${eventId}`,
    sk: 'WEBHOOK',
  }),
  /** A custom graph a company keeps for its team. */
  graph: (companyId: string, graphId: string) => inTenant(companyId, `GRAPH#${graphId}`),
  /** What the merchant decided of a signal to review: per parcel and check, whichever invoice raises it. */
  reviewDecision: (companyId: string, carrier: string, trackingNumber: string, ruleId: string) =>
    inTenant(companyId, `REVIEW#${carrier}#${trackingNumber}#${ruleId}`),
  bulkRun: (companyId: string, bulkId: string) => inTenant(companyId, `BULK#${bulkId}`),
  bulkBatch: (companyId: string, bulkId: string, index: number) =>
    inTenant(companyId, `BULK#${bulkId}#B#${padded(index, 5)}`),

  // Sales-data integration.
  /** An API key of the company (its name, digest, last use, revocation). */
  apiKey: (companyId: string, keyId: string) => inTenant(companyId, `APIKEY#${keyId}`),
  /** Guard: the key id a caller presents finds its company and digest (read consistently: revoked is revoked). */
  apiKeyGuard: (keyId: string): Key => ({ pk: `APIKEY#${keyId}`, sk: 'APIKEY' }),
  /** An order of the company's sales data, by its number (normalised as claims' references are). */
  order: (companyId: string, reference: string) => inTenant(companyId, `ORDER#${reference}`),
  /** A batch the company's system sent under an Idempotency-Key: its digest and its answer, kept a day. */
  idempotency: (companyId: string, key: string) => inTenant(companyId, `IDEMPOTENCY#${key}`),
  /** The company's SFTP set-up: server, sealed credentials, pinned host key, state, column mapping. */
  sftpConfig: (companyId: string) => inTenant(companyId, 'SFTP#CONFIG'),
  /** The company's AWS Transfer Family connector and its credentials' secret (the deployment's transport). */
  sftpConnector: (companyId: string) => inTenant(companyId, 'SFTP#CONNECTOR'),
  /** A file the SFTP workflow read, by its content digest (or a refused one by its name and size). */
  sftpFile: (companyId: string, fileId: string) => inTenant(companyId, `SFTPFILE#${fileId}`),

  // Claims.
  claim: (companyId: string, claimId: string) => inTenant(companyId, `CLAIM#${claimId}`),
  /** History entries sort by the claim version they record, after their claim. */
  claimHistory: (companyId: string, claimId: string, version: number) =>
    inTenant(companyId, `CLAIM#${claimId}#H#${padded(version, 6)}`),
  /** Held while a claim is not closed: a tracking number has at most one open investigation. */
  openClaim: (companyId: string, trackingNumber: string) => inTenant(companyId, `OPEN#${trackingNumber}`),
  /**
   * A carrier's claim number (normalised: spaces out, upper case) finds its claim: a carrier's e-mail
   * or answer file names its own number. Written with the change that gives the claim its number.
   */
  claimNumber: (companyId: string, carrier: string, number: string) =>
    inTenant(companyId, `CLAIMNO#${carrier}#${number}`),
  /** A carrier mail the company's inbound claims address received (functions/desk/mail-store.ts). */
  inboundMail: (companyId: string, mailId: string) => inTenant(companyId, `MAIL#${mailId}`),
  /** The token of a company's inbound claims address (`claims+<token>@...`) finds its company. */
  inboundAddress: (token: string): Key => ({ pk: `INBOUND#${token}`, sk: 'INBOUND' }),
  /** A counters item of the company (claim stats, audit stats), by its sort key (see claims/counters). */
  stats: (companyId: string, statsKey: string) => inTenant(companyId, statsKey),
  lostScan: (companyId: string) => inTenant(companyId, 'LOSTSCAN'),
  /**
   * A carrier's answer file imported on the claims desk: its rows move claims of many companies, so
   * it lives in a partition of its own, with the record of each batch of rows applied.
   */
  deskImport: (importId: string): Key => ({ pk: `DESKIMPORT#${importId}`, sk: 'DESKIMPORT' }),
  deskImportBatch: (importId: string, index: number): Key => ({
    pk: `DESKIMPORT#${importId}`,
    sk: `B#${padded(index, 5)}`,
  }),
  lostParcel: (companyId: string, lastMovementAt: string, carrier: string, trackingNumber: string) =>
    inTenant(companyId, `LOST#${lastMovementAt}#${carrier}#${trackingNumber}`),
};

/** Groups of items read with one query on the table's own key: a partition's sort keys that begin with a prefix. */
export const collections = {
  users: (companyId: string): Collection => ({ pk: tenant(companyId), prefix: 'USER#' }),
  resetLinks: (companyId: string, userId: string): Collection => ({
    pk: tenant(companyId),
    prefix: `RESETLINK#${userId}#`,
  }),
  toursDone: (companyId: string, userId: string): Collection => ({
    pk: tenant(companyId),
    prefix: `TOURDONE#${userId}#`,
  }),
  credentials: (companyId: string): Collection => ({ pk: tenant(companyId), prefix: 'CREDENTIAL#' }),
  credentialChecks: (companyId: string, credentialId: string): Collection => ({
    pk: tenant(companyId),
    prefix: `CHECK#${credentialId}#`,
  }),
  contracts: (companyId: string): Collection => ({ pk: tenant(companyId), prefix: 'CONTRACT#' }),
  /** The custom graphs a company keeps (MAX_GRAPHS at most). */
  graphs: (companyId: string): Collection => ({ pk: tenant(companyId), prefix: 'GRAPH#' }),
  billingDocuments: (companyId: string): Collection => ({ pk: tenant(companyId), prefix: 'BILLDOC#' }),
  feeLines: (companyId: string): Collection => ({ pk: tenant(companyId), prefix: 'FEE#' }),
  releaseNotes: { pk: 'RELEASENOTES', prefix: 'NOTE#' } as Collection,
  tourWords: { pk: 'TOURS', prefix: 'TOUR#' } as Collection,
  caseStudies: { pk: 'CASESTUDIES', prefix: 'STUDY#' } as Collection,
  /** The demo slots starting in one month (UTC, `YYYYMM`): slot ids begin with their start. */
  demoSlotsOfMonth: (month: string): Collection => ({ pk: 'DEMOSLOTS', prefix: `SLOT#${month}` }),
  /** The contact messages of a month (YYYY-MM), oldest first. */
  contactMessages: (month: string): Collection => ({ pk: `CONTACT#${month}`, prefix: month }),
  apiKeys: (companyId: string): Collection => ({ pk: tenant(companyId), prefix: 'APIKEY#' }),
  staffCompanies: (userId: string): Collection => ({ pk: `STAFF#${userId}`, prefix: 'COMPANY#' }),
  trackingKeys: (companyId: string): Collection => ({ pk: tenant(companyId), prefix: 'TRACKINGKEYS#' }),
  /** A claim and its history entries. */
  claimWithHistory: (companyId: string, claimId: string): Collection => ({
    pk: tenant(companyId),
    prefix: `CLAIM#${claimId}`,
  }),
  lostParcels: (companyId: string): Collection => ({ pk: tenant(companyId), prefix: 'LOST#' }),
  /** The batches of a desk import applied so far. */
  deskImportBatches: (importId: string): Collection => ({ pk: `DESKIMPORT#${importId}`, prefix: 'B#' }),
};

/** The partition values of the secondary indexes, by the access pattern they serve. */
export const partitions = {
  /** lookup: a user by e-mail (normalised). */
  userByEmail: (email: string) => `EMAIL#${email}`,
  /** lookup: claims the carrier may still move, across companies, by when they are next due. */
  claimSync: 'CLAIMSYNC',
  /** listing: a parent company's children, by name. */
  children: (parentCompanyId: string) => `CHILDREN#${parentCompanyId}`,
  /** listing: a company's documents, newest first. */
  documents: (companyId: string) => `DOCUMENTS#${companyId}`,
  /** lookup: every company's documents uploaded in a month (YYYY-MM), newest last (the Admin Panel's documents). */
  documentsOfMonth: (month: string) => `DOCS#${month}`,
  /** listing: a company's invoice audits, newest first. */
  audits: (companyId: string) => `AUDITS#${companyId}`,
  /** listing: every credential with a status, across companies, least recently checked first. */
  credentialsByStatus: (status: string) => `CREDENTIALS#${status}`,
  /** listing: a company's claims, newest first. */
  claims: (companyId: string) => `CLAIMS#${companyId}`,
  /** attention: a company's claims waiting for the merchant. */
  attention: (companyId: string) => `ATTENTION#${companyId}`,
  /** attention: a company's credited claims, latest credit first (the Refunds list). */
  refunds: (companyId: string) => `REFUNDS#${companyId}`,
  /** reference: a company's claims by order number (normalised). */
  reference: (companyId: string, reference: string) => `REF#${companyId}#${reference}`,
  /** reference: a company's claims by tracking number (normalised), from each claim's first history entry. */
  trackingNumber: (companyId: string, trackingNumber: string) => `TRK#${companyId}#${trackingNumber}`,
  /** desk: the claims of one lane of the desk, across companies. */
  desk: (lane: string) => `DESK#${lane}`,
  /** deskCompany: the claims of one lane of one company. */
  deskCompany: (lane: string, companyId: string) => `DESK#${lane}#C#${companyId}`,
  /** deskCarrier: the claims of one lane of one carrier, across companies. */
  deskCarrier: (lane: string, carrier: string) => `DESK#${lane}#K#${carrier}`,
  /** listing: the carrier mails answering one claim, newest last. */
  claimMails: (companyId: string, claimId: string) => `MAILS#${companyId}#${claimId}`,
  /** attention: carrier mails that name no claim, across companies, newest last (the unmatched tray). */
  mailTray: 'MAILTRAY',
  /** lookup: one company's unmatched carrier mails, newest last. */
  companyMailTray: (companyId: string) => `MAILTRAY#${companyId}`,
  /** attention: fee lines not yet on a document, across companies (the billing run's work). */
  unbilledFees: 'FEES#UNBILLED',
  /** lookup: the provider staff assigned to a company, by user id (from their assignment items). */
  staffOfCompany: (companyId: string) => `STAFFOF#${companyId}`,
  /** lookup: the platform's own company (platform admins, provider staff), by id: the scheduled jobs find it. */
  platformCompanies: 'PLATFORMCOS',
  /** lookup: every client company, by name (the Admin Panel's directory). */
  /** listing: every person of every company, by e-mail (the Admin Panel's users). */
  users: 'USERS',
  companies: 'COMPANIES',
  /** listing: the admin actions on one company, newest last (the Admin Panel's audit log). */
  adminLogOf: (companyId: string) => `ADMINLOG#${companyId}`,
  /** listing: every company's API keys, newest first (the Admin Panel's integrations). */
  apiKeys: 'APIKEYS',
  /** listing: every company with an SFTP set-up to read (the scheduled fetch), by company. */
  sftpConfigs: 'SFTPS',
  /** attention: SFTP set-ups whose first file waits for the team's review, oldest first. */
  sftpReviews: 'SFTP#REVIEW',
  /** listing: the files a company's SFTP workflow read, newest last. */
  sftpFiles: (companyId: string) => `SFTPFILES#${companyId}`,
  /** listing: companies with a plan set by a platform admin (the billing run bills their subscriptions). */
  subscriptions: 'SUBSCRIPTIONS',
  /** attention: invoices still to be paid, across companies, by due date (the overdue run). */
  unpaidInvoices: 'INVOICES#UNPAID',
};

type IndexDef = (typeof INDEX)[keyof typeof INDEX];

/** The attributes that put an item on an index, under `partition` and sorted by `sort`. */
export const onIndex = (index: IndexDef, partition: string, sort: string): Record<string, string> => ({
  [index.partitionKey]: partition,
  [index.sortKey]: sort,
});

/**
 * Whether a page cursor (a position a list handed out) lies on `partition` of `index`, in the
 * company's own items, and names its keys and nothing else: a cursor from the client never reads
 * another partition.
 */
export const isPositionOn =
  (index: IndexDef, partition: string, companyId: string) =>
  (key: Record<string, unknown>): boolean =>
    hasExactly(key, ['pk', 'sk', index.partitionKey, index.sortKey]) &&
    key[index.partitionKey] === partition &&
    key.pk === tenant(companyId);

/**
 * Whether a page cursor lies on a partition of `index` shared by every company (the Admin Panel's
 * lists), on an item whose sort key begins with `skPrefix` (and its partition key with `pkPrefix`),
 * and names its keys and nothing else.
 */
export const isSharedPosition =
  (index: IndexDef, partition: string, skPrefix: string, pkPrefix = '') =>
  (key: Record<string, unknown>): boolean =>
    hasExactly(key, ['pk', 'sk', index.partitionKey, index.sortKey]) &&
    key[index.partitionKey] === partition &&
    String(key.pk).startsWith(pkPrefix) &&
    String(key.sk).startsWith(skPrefix);

/** Whether a cursor names exactly these attributes (a position on a query is its table and index keys). */
export const hasExactly = (key: Record<string, unknown>, names: readonly string[]): boolean =>
  Object.keys(key).length === names.length && names.every((name) => typeof key[name] === 'string');
