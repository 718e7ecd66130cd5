/**
 * Send-outs to companies whose carrier accounts fail (issue 22): the platform team picks companies
 * from the not-working list, previews the e-mail in each company's language, and sends it (SES
 * templates, at a throttled rate). A company is not e-mailed twice within the interval chosen.
 */
import * as z from 'zod/mini';

/** The SES templates of the send-out, one per language (a new version of the text is a new name). */
export const SENDOUT_TEMPLATES = {
  en: 'parcel-audit-credentials-failing-v2-en',
  fr: 'parcel-audit-credentials-failing-v2-fr',
} as const;

/** The most companies one send-out takes (it runs within one request, at SES's sending rate). */
export const MAX_SENDOUT_COMPANIES = 50;

export const sendoutInputSchema = z.strictObject({
  companyIds: z
    .array(z.string().check(z.minLength(1), z.maxLength(120)))
    .check(
      z.minLength(1, { error: 'admin.sendout.chooseCompanies' }),
      z.maxLength(MAX_SENDOUT_COMPANIES, { error: 'admin.sendout.tooMany' }),
    ),
  /** No company is e-mailed again sooner than this, in days. */
  intervalDays: z
    .number()
    .check(z.int(), z.minimum(1, { error: 'form.invalid' }), z.maximum(90, { error: 'form.invalid' })),
});
export type SendoutInput = z.infer<typeof sendoutInputSchema>;

export const SENDOUT_OUTCOMES = ['sent', 'too_soon', 'no_recipient', 'nothing_failing', 'failed'] as const;

/**
 * What became of one e-mail, from SES's events (in AWS through the configuration set's event
 * destination; locally from the mailbox stand-in): accepted, delayed, delivered, or bounced
 * (rejected included) or complained of. Later events never take an e-mail back to an earlier state.
 */
export const DELIVERY_STATES = ['sent', 'delayed', 'delivered', 'bounced', 'complained'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** The last send-out to a company: when, to whom, and what SES said. */
export const lastSendoutSchema = z.strictObject({
  sentAt: z.string(),
  recipients: z.number(),
  status: z.enum(['sent', 'failed']),
  messageIds: z.array(z.string()),
  /** Its e-mails by what SES last told of them (an e-mail SES has said nothing of yet is not counted). */
  delivery: z.record(z.enum(DELIVERY_STATES), z.number()),
});
export type LastSendout = z.infer<typeof lastSendoutSchema>;

export const failingCompanySchema = z.strictObject({
  companyId: z.string(),
  name: z.string(),
  locale: z.enum(['en', 'fr']),
  /** Its carrier accounts that do not work: carrier, user name and why (the check's outcome). */
  credentials: z.array(
    z.strictObject({
      credentialId: z.string(),
      carrier: z.string(),
      username: z.string(),
      reason: z.nullable(z.string()),
      checkedAt: z.nullable(z.string()),
    }),
  ),
  lastSendout: z.nullable(lastSendoutSchema),
});
export type FailingCompany = z.infer<typeof failingCompanySchema>;

export const failingPageSchema = z.strictObject({
  companies: z.array(failingCompanySchema),
  cursor: z.nullable(z.string()),
});

export const sendoutPreviewSchema = z.strictObject({
  companyId: z.string(),
  locale: z.enum(['en', 'fr']),
  recipients: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
});

export const sendoutResultSchema = z.strictObject({
  results: z.array(
    z.strictObject({
      companyId: z.string(),
      outcome: z.enum(SENDOUT_OUTCOMES),
      lastSendout: z.nullable(lastSendoutSchema),
    }),
  ),
});
