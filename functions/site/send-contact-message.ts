/**
 * POST /api/public/contact: the public site's contact form (issue 23, item 2). A message is stored,
 * e-mailed to the team and acknowledged to the sender in their language; answered 202
 * `{ received: true }` to the page's island (JSON), or 303 See Other to the sent page for a native
 * form post (the page without JavaScript), whose refusals go back to the form with their code.
 *
 * Spam, without a third party: 5 messages an hour per source and 20 a day per sender's address
 * (counted per subject and clock: nothing the caller sends resets them; the source is the
 * connection's or CloudFront's, never a header), and a robot's submission (honeypot filled, sent
 * within 3 s of the page) is answered as a success but stored and sent nowhere. A refusal stores
 * and sends nothing.
 */
import {
  botSignal,
  type ContactInput,
  contactFormRedirect,
  contactFromForm,
  contactSchema,
} from '@shared/site/contact';
import { safeParse } from 'zod/mini';
import { clientIp } from '../http/client-ip';
import { type Endpoint, type HttpRequest, toFieldIssues, validInput } from '../http/endpoint';
import { HttpError, Invalid } from '../http/errors';
import { formFields, isFormPost } from '../http/form-body';
import { accepted, seeOther } from '../http/responses';
import { clock } from '../lib/clock';
import { env } from '../lib/env';
import { log } from '../lib/log';
import { type Quota, takeQuotas } from '../lib/quota';
import { sendMail } from '../notifications/mailer';
import { acknowledgementMail, teamMail } from './contact-mails';
import { putContactMessage } from './contact-store';

export const CONTACT_LIMITS = {
  perSource: { name: 'contact-source', max: 5, windowSeconds: 3600 },
  perAddress: { name: 'contact-address', max: 20, windowSeconds: 24 * 3600 },
} as const satisfies Record<string, Quota>;

const LimitReached = (retryAfterSeconds: number) =>
  new HttpError(
    'contact.limit_reached',
    'Too many messages from this network or address: try later',
    undefined,
    {
      'retry-after': String(retryAfterSeconds),
    },
  );

async function receive(input: ContactInput, request: HttpRequest): Promise<void> {
  const now = clock.now();
  const seconds = Math.floor(now.getTime() / 1000);
  // Every valid submission counts for its source, a robot's too.
  const wait = await takeQuotas([[CONTACT_LIMITS.perSource, clientIp(request)]], seconds);
  if (wait > 0) throw LimitReached(wait);
  const bot = botSignal(input, now.getTime());
  if (bot) {
    // Answered as a success, so the robot learns nothing; nothing stored, nothing sent.
    log.info('contact message dropped as a robot’s', { reason: bot, requestId: request.requestId });
    return;
  }
  const addressWait = await takeQuotas([[CONTACT_LIMITS.perAddress, input.email]], seconds);
  if (addressWait > 0) throw LimitReached(addressWait);
  const received = await putContactMessage(input, now);
  await sendMail(env.CONTACT_EMAIL, teamMail(input, received), { replyTo: input.email });
  await sendMail(input.email, acknowledgementMail(input.locale, input.subject));
}

/** A native form post: every outcome is a redirect to a page, a refusal's code in its address. */
async function receiveForm(request: HttpRequest) {
  let fields: Record<string, string> = {};
  try {
    fields = formFields(request);
    const parsed = safeParse(contactSchema, contactFromForm(fields));
    if (!parsed.success) throw Invalid('The request input is not valid', toFieldIssues(parsed.error));
    await receive(parsed.data, request);
    return seeOther(contactFormRedirect(fields.locale === 'fr' ? 'fr' : 'en'));
  } catch (error) {
    const code = error instanceof HttpError ? error.code : 'server.internal';
    if (!(error instanceof HttpError))
      log.error('contact form post failed', {
        requestId: request.requestId,
        error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
      });
    return seeOther(contactFormRedirect(fields.locale === 'fr' ? 'fr' : 'en', code));
  }
}

export const handler: Endpoint<'public'> = Object.assign(
  async (request: HttpRequest) => {
    if (isFormPost(request)) return receiveForm(request);
    await receive(validInput(contactSchema, request), request);
    return accepted({ received: true });
  },
  { kind: 'public' as const },
);
