/**
 * The public site's contact form (issue 23, item 2): what it takes, checked by the page's island in
 * the browser and again by POST /api/public/contact, and how a native form post (the page without
 * JavaScript) is read and answered. Issue messages are message-catalog keys.
 *
 * Spam is guarded without a third party: a honeypot field (`website`) a person never sees, a
 * `startedAt` stamp (a submission within 3 s of the page is a script's), and per-source and
 * per-address limits on the server.
 */
import * as z from 'zod/mini';
import { emailField } from '../identity/identity';
import { type SiteLocale, sitePath } from './pages';

export const CONTACT_SUBJECTS = ['sales', 'support', 'partnership', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_COMPANY_MAX = 120;
/** A submission sooner than this after the page was shown is a script's, not a person's. */
export const CONTACT_MIN_MS = 3000;
/** The spec's promise to the sender: a reply within 24 hours. */
export const CONTACT_REPLY_HOURS = 24;

/** No control character (CR or LF in a name could forge an e-mail header or a log line). */
const ONE_LINE = /^[^\p{Cc}]*$/u;

const oneLine = (max: number) =>
  z
    .string({ error: 'form.required' })
    .check(
      z.trim(),
      z.maxLength(max, { error: 'form.tooLong' }),
      z.regex(ONE_LINE, { error: 'form.invalid' }),
    );

/** POST /api/public/contact: the form's fields, the same for JSON and for a form post. */
export const contactSchema = z.strictObject({
  name: oneLine(CONTACT_NAME_MAX).check(z.minLength(1, { error: 'form.required' })),
  email: emailField,
  company: z.optional(oneLine(CONTACT_COMPANY_MAX)),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'form.required' }),
  message: z
    .string({ error: 'form.required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'form.required' }),
      z.minLength(CONTACT_MESSAGE_MIN, { error: 'site.contact.messageTooShort' }),
      z.maxLength(CONTACT_MESSAGE_MAX, { error: 'form.tooLong' }),
    ),
  locale: z.enum(['en', 'fr']),
  /** The honeypot: hidden from people (and from assistive technology), so only a robot fills it. */
  website: z.optional(z.string().check(z.maxLength(2000))),
  /** When the page was shown (epoch milliseconds, the browser's clock; the build's without JavaScript). */
  startedAt: z.int().check(z.minimum(0)),
});

export type ContactInput = z.output<typeof contactSchema>;
export type ContactFields = keyof ContactInput;

/**
 * A form's fields (a form post's, or the island's FormData) as the schema reads them: the time as
 * a number, an empty company as none. Any other field is kept, for the strict schema to refuse.
 */
export function contactFromForm(fields: Record<string, string>): Record<string, unknown> {
  const { company, startedAt, ...rest } = fields;
  return {
    ...rest,
    ...(company?.trim() ? { company } : {}),
    ...(startedAt !== undefined
      ? { startedAt: /^\d{1,16}$/.test(startedAt) ? Number(startedAt) : startedAt }
      : {}),
  };
}

/**
 * Why a valid submission is a robot's, or null for a person's: the honeypot is filled, or it came
 * within 3 s of the page. A stamp ahead of `now` is a clock set ahead, not a robot: it passes.
 */
export function botSignal(input: ContactInput, nowMs: number): 'honeypot' | 'too_fast' | null {
  if (input.website?.trim()) return 'honeypot';
  const elapsed = nowMs - input.startedAt;
  return elapsed >= 0 && elapsed < CONTACT_MIN_MS ? 'too_fast' : null;
}

/** The refusals the contact page explains without JavaScript (rendered at build, one block each). */
export const CONTACT_PAGE_ERRORS = [
  'request.invalid',
  'contact.limit_reached',
  'mail.failed',
  'server.internal',
] as const;
export type ContactPageError = (typeof CONTACT_PAGE_ERRORS)[number];

/** The page's explanation of a refusal's code (an unexpected one reads as our fault). */
export function contactPageError(code: string): ContactPageError {
  if (code === 'request.malformed_json' || code === 'request.unsupported_media_type')
    return 'request.invalid';
  return (CONTACT_PAGE_ERRORS as readonly string[]).includes(code)
    ? (code as ContactPageError)
    : 'server.internal';
}

/** The id of the page's block that explains a refusal: the redirect's fragment shows it with `:target`. */
export const contactErrorId = (code: ContactPageError) => `contact-error-${code.replace(/[._]/g, '-')}`;

/** Where a form post goes next (303 See Other): the sent page, or the form with the refusal's code. */
export function contactFormRedirect(locale: SiteLocale, refusal?: string): string {
  if (refusal === undefined) return sitePath('contactSent', locale);
  const code = contactPageError(refusal);
  return `${sitePath('contact', locale)}?error=${code}#${contactErrorId(code)}`;
}
