/**
 * Carrier e-mail on the claims desk (issue 38, item 6): what each company's inbound claims address
 * receives, as the server keeps it and the desk shows it. A carrier's mail is untrusted input
 * (QUALITY.md item 21): it is capped, its attachments are checked as uploads are, its HTML is
 * sanitised before anyone sees it, the sender's verification verdicts are shown, and nothing it
 * says moves a claim until a person confirms it.
 */
import * as z from 'zod/mini';
import { MAX_UPLOAD_BYTES } from '../documents/uploads';
import { DENIAL_REASONS, DESK_MOVES } from './desk';

/** A carrier's claim number as carriers' e-mails and answer files write it: spaces out, upper case. */
export const normaliseClaimNumber = (number: string) => number.replace(/\s+/g, '').toUpperCase();

/**
 * A company's inbound claims address: `claims+<token>@<inbound domain>`, the token a random id kept
 * on the company (not its name: an address nobody can guess is one only carriers given it write to).
 */
export const INBOUND_LOCAL_PART = 'claims';
export const INBOUND_TOKEN = /^[a-z0-9]{16}$/;
export const inboundAddress = (token: string, domain: string) => `${INBOUND_LOCAL_PART}+${token}@${domain}`;

/** The token an address names, if it is one of ours (`claims+<token>@<domain>`, case aside). */
export function tokenOfAddress(address: string, domain: string): string | null {
  const [local = '', host = '', ...rest] = address.trim().toLowerCase().split('@');
  if (rest.length || host !== domain.toLowerCase()) return null;
  const [name, token = ''] = local.split('+');
  return name === INBOUND_LOCAL_PART && INBOUND_TOKEN.test(token) ? token : null;
}

/** The largest message read whole (the local SMTP server's SIZE; SES takes up to 40 MB). */
export const MAIL_MAX_BYTES = 25 * 1024 * 1024;
/** Attachments read from one mail; the ones past it are listed as refused. */
export const MAIL_MAX_ATTACHMENTS = 10;
/** One attachment, as one upload. */
export const MAIL_ATTACHMENT_MAX_BYTES = MAX_UPLOAD_BYTES;
/** What is kept of a mail's text and of its sanitised HTML (the rest is cut, and said to be). */
export const MAIL_MAX_TEXT_CHARS = 100_000;
export const MAIL_MAX_HTML_CHARS = 200_000;

/**
 * Where a mail is: matched to a claim and waiting for a person (pending), decided (applied: its
 * move was recorded; dismissed), or in the unmatched tray (unmatched) until attached to a claim
 * (then pending) or discarded.
 */
export const MAIL_STATUSES = ['pending', 'applied', 'dismissed', 'unmatched', 'discarded'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * A verification verdict as SES gives it (lower case), or `not_verified` where nobody checked (the
 * laptop's SMTP server).
 */
export const MAIL_VERDICTS = [
  'pass',
  'fail',
  'gray',
  'processing_failed',
  'disabled',
  'not_verified',
] as const;
export type MailVerdict = (typeof MAIL_VERDICTS)[number];

export const mailVerdictsSchema = z.strictObject({
  spf: z.enum(MAIL_VERDICTS),
  dkim: z.enum(MAIL_VERDICTS),
  dmarc: z.enum(MAIL_VERDICTS),
  spam: z.enum(MAIL_VERDICTS),
  virus: z.enum(MAIL_VERDICTS),
});
export type MailVerdicts = z.infer<typeof mailVerdictsSchema>;

/** Why an attachment was not kept. */
export const ATTACHMENT_REFUSALS = [
  'too_large',
  'too_many',
  'wrong_type',
  'unsafe_archive',
  'empty',
  'virus',
] as const;
export type AttachmentRefusal = (typeof ATTACHMENT_REFUSALS)[number];

export const mailAttachmentSchema = z.strictObject({
  fileName: z.string(),
  size: z.number(),
  /** The type its first bytes show (null: none we know). */
  fileType: z.nullable(z.string()),
  /** The company's document it became (null: refused). */
  documentId: z.nullable(z.string()),
  refused: z.nullable(z.enum(ATTACHMENT_REFUSALS)),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/** The moves a carrier's words may propose (the person confirms, or chooses another). */
export const PROPOSED_MOVES = ['filed', 'accepted', 'denied', 'more_requested', 'credited'] as const;
export type ProposedMove = (typeof PROPOSED_MOVES)[number];

/**
 * What the words of a mail seem to say: a move, the words that made us think so (`cue`, as the
 * mail wrote them), and what the move's form can be filled with.
 */
export const mailProposalSchema = z.strictObject({
  move: z.enum(PROPOSED_MOVES),
  cue: z.string(),
  language: z.nullable(z.string()),
  claimNumber: z.nullable(z.string()),
  amount: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  reason: z.nullable(z.enum(DENIAL_REASONS)),
});
export type MailProposal = z.infer<typeof mailProposalSchema>;

/** How a mail found its claim. */
export const MAIL_MATCHES = ['claim_number', 'tracking_number', 'attached'] as const;
export type MailMatch = (typeof MAIL_MATCHES)[number];

/** A mail in a list (the claim's answers, the tray). */
export const mailSummarySchema = z.strictObject({
  mailId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** The claim it answers (null: unmatched). */
  claimId: z.nullable(z.string()),
  matchedBy: z.nullable(z.enum(MAIL_MATCHES)),
  /** The company's inbound address it was sent to. */
  to: z.string(),
  from: z.string(),
  fromName: z.nullable(z.string()),
  subject: z.string(),
  /** The date the mail says it was written, else when it arrived. */
  sentAt: z.string(),
  receivedAt: z.string(),
  verdicts: mailVerdictsSchema,
  attachments: z.number(),
  refusedAttachments: z.number(),
  /** Too large to read: only its headers are known. */
  tooLarge: z.boolean(),
  proposal: z.nullable(mailProposalSchema),
  /** Who decided, when, and what (applied: the move recorded). */
  decision: z.nullable(
    z.strictObject({ by: z.string(), at: z.string(), move: z.nullable(z.enum(DESK_MOVES)) }),
  ),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

/** One mail whole: its text, its sanitised HTML, its attachments. */
export const mailViewSchema = z.strictObject({
  ...mailSummarySchema.shape,
  messageId: z.nullable(z.string()),
  text: z.string(),
  /** Sanitised: no scripts, styles, remote images or forms; links open apart, without referrer. */
  html: z.nullable(z.string()),
  /** Text or HTML was cut at its cap. */
  truncated: z.boolean(),
  attachmentList: z.array(mailAttachmentSchema),
});
export type MailView = z.infer<typeof mailViewSchema>;

/** The unmatched tray: one company's, or every company the caller works. */
export const mailTrayQuerySchema = z.strictObject({
  companyId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
  cursor: z.optional(z.string().check(z.maxLength(800))),
});
export type MailTrayQuery = z.infer<typeof mailTrayQuerySchema>;

/** A claim's answers, a page at a time. */
export const claimMailsQuerySchema = z.strictObject({
  cursor: z.optional(z.string().check(z.maxLength(800))),
});

/** Attaches an unmatched mail to a claim of its company. */
export const attachMailSchema = z.strictObject({
  claimId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'desk.mail.invalid.claim' })),
});
export type AttachMail = z.infer<typeof attachMailSchema>;

/** Dismissing or discarding a mail, or making a company's address, takes nothing more than the path. */
export const emptyMailInputSchema = z.strictObject({});

export const mailListReplySchema = z.strictObject({
  /** The company's inbound claims address (null: none made yet). */
  address: z.nullable(z.string()),
  mails: z.array(mailSummarySchema),
  cursor: z.nullable(z.string()),
});

export const mailTrayReplySchema = z.strictObject({
  mails: z.array(mailSummarySchema),
  cursor: z.nullable(z.string()),
});

export const inboundAddressReplySchema = z.strictObject({ companyId: z.string(), address: z.string() });
