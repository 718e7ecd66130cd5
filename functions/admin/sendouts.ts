/**
 * Send-outs to companies whose carrier accounts fail (issue 22). The e-mail is an SES template
 * (one per language, created on first use: `parcel-audit-credentials-failing-v2-<en|fr>`), filled
 * with the company's name, each failing account (carrier, user name, why) and the link to My
 * Carrier Information. The preview is SES's own rendering (TestRenderEmailTemplate), so what the
 * admin reads is what is sent. A company's language is its client admin's; its recipients are its
 * active client admins.
 *
 * Each company's last send-out is one item (`C#<co>` / `SENDOUT#credentials`), written before the
 * e-mails go with the condition that the last one is older than the interval: two admins sending
 * at once, or a double click, e-mail a company once. E-mails go one at a time at SES's default
 * sending rate (14 a second: SEND_INTERVAL_MS). What became of each e-mail (delivered, bounced...)
 * comes back as SES events (functions/notifications/mail-events.ts, recordMailEvent).
 */

import {
  CreateEmailTemplateCommand,
  GetEmailTemplateCommand,
  SendEmailCommand,
  TestRenderEmailTemplateCommand,
} from '@aws-sdk/client-sesv2';
import {
  DELIVERY_STATES,
  type DeliveryState,
  type FailingCompany,
  type LastSendout,
  SENDOUT_TEMPLATES,
} from '@shared/admin/sendouts';
import { type CarrierId, carrierById } from '@shared/carriers/carriers';
import type { CheckOutcome } from '@shared/carriers/credentials';
import { languageOfCountry } from '@shared/companies/company';
import { credentialsByStatus, listCredentials, type StoredCredential } from '../carriers/credential-store';
import { type Company, getCompany } from '../companies/company-store';
import { conditionally, isConditionFailed } from '../lib/aws/dynamo';
import { ses } from '../lib/aws/ses';
import { clock } from '../lib/clock';
import { env } from '../lib/env';
import { log } from '../lib/log';
import { keys } from '../lib/table/keys';
import { TTL_ATTRIBUTE } from '../lib/table/schema';
import { type Cursor, table } from '../lib/table/table';
import { composeMail } from '../notifications/email-layout';
import { readMime } from '../notifications/mime';
import { listMembers } from '../team/member-store';

type Locale = 'en' | 'fr';

/** SES's default sending rate is 14 messages a second: one every 75 ms stays under it. */
export const SEND_INTERVAL_MS = 75;

const templateName = (locale: Locale) => SENDOUT_TEMPLATES[locale];

/**
 * The templates (Handlebars, as SES renders them), in the product's e-mail layout. The values are
 * SES's to escape: the layout escapes only our words, and the account loop is markup of ours.
 */
function sendoutTemplate(locale: Locale): { Subject: string; Text: string; Html: string } {
  const loop = (separator: string) => ({
    html: `<ul style="margin:0 0 16px 0;padding-left:24px">{{#each accounts}}<li>{{carrier}} ({{username}})${separator}{{reason}}</li>{{/each}}</ul>`,
    text: `{{#each accounts}}- {{carrier}} ({{username}})${separator}{{reason}}\n{{/each}}`,
  });
  const mail =
    locale === 'fr'
      ? composeMail({
          locale,
          subject: 'Vos comptes transporteurs demandent votre attention\u00a0: {{company}}',
          blocks: [
            'Bonjour,',
            'Nous n’avons pas pu nous connecter à ces comptes transporteurs de {{company}}\u00a0: nous ne pouvons donc plus suivre vos colis et vos réclamations avec eux.',
            { raw: loop('\u00a0: ') },
            'Merci de les corriger dans Mes informations transporteur.',
            { button: 'Corriger mes comptes transporteurs', href: '{{link}}' },
            'L’équipe Parcel Audit',
          ],
        })
      : composeMail({
          locale,
          subject: 'Your carrier accounts need attention: {{company}}',
          blocks: [
            'Hello,',
            'We could not sign in to these carrier accounts of {{company}}, so we cannot follow your parcels and claims with them:',
            { raw: loop(': ') },
            'Please correct them on My Carrier Information.',
            { button: 'Correct my carrier accounts', href: '{{link}}' },
            'The Parcel Audit team',
          ],
        });
  return { Subject: mail.subject, Text: mail.text, Html: mail.html };
}

/** Why an account fails, in the company's language (the check's outcome). */
const REASONS: Record<Locale, Record<Exclude<CheckOutcome, 'working'>, string>> = {
  en: {
    invalid_credentials: 'the carrier refuses the user name or the password',
    account_locked: 'the carrier has locked the account',
    unreachable: 'the carrier’s portal did not answer',
    no_connector: 'we cannot reach this carrier’s portal yet',
  },
  fr: {
    invalid_credentials: 'le transporteur refuse l’identifiant ou le mot de passe',
    account_locked: 'le transporteur a verrouillé le compte',
    unreachable: 'le portail du transporteur n’a pas répondu',
    no_connector: 'nous ne pouvons pas encore joindre le portail de ce transporteur',
  },
};

const ensured = new Map<Locale, Promise<void>>();

/** Creates the language's template if SES does not have it (once per process). */
function ensureTemplate(locale: Locale): Promise<void> {
  let ready = ensured.get(locale);
  if (!ready) {
    ready = (async () => {
      try {
        await ses.send(new GetEmailTemplateCommand({ TemplateName: templateName(locale) }));
      } catch (error) {
        // SES says NotFoundException; its local stand-in only a 404.
        const missing = error as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (missing.name !== 'NotFoundException' && missing.$metadata?.httpStatusCode !== 404) throw error;
        await ses
          .send(
            new CreateEmailTemplateCommand({
              TemplateName: templateName(locale),
              TemplateContent: sendoutTemplate(locale),
            }),
          )
          .catch((failure: { name?: string }) => {
            if (failure.name !== 'AlreadyExistsException') throw failure;
          });
      }
    })();
    ready.catch(() => ensured.delete(locale));
    ensured.set(locale, ready);
  }
  return ready;
}

/** The company's language: its first client admin's, else French for a French-speaking country. */
async function localeAndRecipients(company: Company): Promise<{ locale: Locale; recipients: string[] }> {
  const admins = (await listMembers(company.companyId)).filter(
    (user) => user.active && user.role === 'client_admin',
  );
  const locale = admins.find((admin) => admin.locale)?.locale ?? languageOfCountry(company.country);
  return { locale, recipients: admins.map((admin) => admin.email_address) };
}

const carrierName = (carrier: string) => carrierById(carrier as CarrierId)?.name ?? carrier.toUpperCase();

function templateData(company: Company, failing: StoredCredential[], locale: Locale) {
  return {
    company: company.invoice_company_name || company.name,
    accounts: failing.map((credential) => ({
      carrier: carrierName(credential.carrier),
      username: credential.username,
      reason:
        credential.statusReason && credential.statusReason !== 'working'
          ? REASONS[locale][credential.statusReason]
          : REASONS[locale].invalid_credentials,
    })),
    link: new URL('/carrier/information', env.APP_URL).toString(),
  };
}

const sendoutKey = (companyId: string) => keys.stats(companyId, 'SENDOUT#credentials');

/** How long an e-mail's events are followed: SES reports within minutes, a late bounce within days. */
const FOLLOW_DAYS = 30;

/** When (epoch seconds, for TTL) what is kept of an e-mail seen `now` may go. */
const followedUntil = (now: Date) => Math.floor(now.getTime() / 1000) + FOLLOW_DAYS * 86_400;

/** Remembers which send-out an e-mail belongs to, so SES's events about it find it. */
export async function followMessage(messageId: string, companyId: string, sentAt: string, now: Date) {
  const follow = { companyId, sentAt };
  await table.put({
    ...keys.mailMessage(messageId),
    entity: 'mailMessage',
    ...follow,
    [TTL_ATTRIBUTE]: followedUntil(now),
  });
  // An event SES sent before this was written waits in its own item: apply it now.
  const early = await table.get(keys.mailEvent(messageId), { consistent: true });
  if (early) await applyMailEvent(messageId, follow, String(early.furthest));
}

/**
 * An e-mail's state is stored as `<rank>:<state>`, so that one conditional write keeps the furthest
 * state whatever order SES's events come in (a 'Send' after its 'Delivery' changes nothing).
 */
const RANK: Record<DeliveryState, number> = { sent: 1, delayed: 2, delivered: 3, bounced: 4, complained: 5 };

function deliveryCounts(deliveries: Record<string, string>): Record<DeliveryState, number> {
  const counts = Object.fromEntries(DELIVERY_STATES.map((state) => [state, 0])) as Record<
    DeliveryState,
    number
  >;
  for (const value of Object.values(deliveries)) {
    const state = value.split(':')[1] as DeliveryState;
    if (state in counts) counts[state] += 1;
  }
  return counts;
}

/**
 * Records what SES said of an e-mail on the send-out it belongs to (that very send-out: a newer one
 * to the same company is not touched). An e-mail we do not follow (a verification code) is ignored.
 */
export async function recordMailEvent(messageId: string, state: DeliveryState): Promise<boolean> {
  const value = `${RANK[state]}:${state}`;
  // Kept first, on its own: SES may tell of an e-mail before the send-out has noted its id
  // (followMessage reads it then). Whichever of the two comes second applies it.
  await conditionally(
    table.update(keys.mailEvent(messageId), {
      UpdateExpression: 'SET furthest = :value, entity = :entity, #ttl = :ttl',
      ConditionExpression: 'attribute_not_exists(furthest) OR furthest < :value',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: {
        ':value': value,
        ':entity': 'mailEvent',
        ':ttl': followedUntil(clock.now()),
      },
    }),
  );
  const followed = await table.get(keys.mailMessage(messageId), { consistent: true });
  if (!followed) return false;
  return applyMailEvent(
    messageId,
    { companyId: String(followed.companyId), sentAt: String(followed.sentAt) },
    value,
  );
}

/** Sets the e-mail's state on the send-out it belongs to (that very send-out), if further than its own. */
function applyMailEvent(messageId: string, follow: { companyId: string; sentAt: string }, value: string) {
  return conditionally(
    table.update(sendoutKey(follow.companyId), {
      UpdateExpression: 'SET deliveries.#id = :value',
      ConditionExpression:
        'sentAt = :sentAt AND attribute_exists(deliveries) AND (attribute_not_exists(deliveries.#id) OR deliveries.#id < :value)',
      ExpressionAttributeNames: { '#id': messageId },
      ExpressionAttributeValues: { ':value': value, ':sentAt': follow.sentAt },
    }),
  );
}

export async function lastSendout(companyId: string): Promise<LastSendout | null> {
  const item = await table.get(sendoutKey(companyId), { consistent: true });
  if (!item) return null;
  return {
    sentAt: String(item.failedAt ?? item.sentAt),
    recipients: Number(item.recipients ?? 0),
    status: item.status === 'failed' ? 'failed' : 'sent',
    messageIds: (item.messageIds as string[] | undefined) ?? [],
    delivery: deliveryCounts((item.deliveries as Record<string, string> | undefined) ?? {}),
  };
}

/** A page of the companies whose accounts fail (from the not-working listing: an index, no scan). */
export async function failingCompanies(cursor: Cursor | undefined) {
  const page = await credentialsByStatus('not_working', cursor);
  const byCompany = new Map<string, StoredCredential[]>();
  for (const credential of page.credentials)
    byCompany.set(credential.companyId, [...(byCompany.get(credential.companyId) ?? []), credential]);
  const companies = await Promise.all(
    [...byCompany].map(async ([companyId, credentials]): Promise<FailingCompany | null> => {
      const company = await getCompany(companyId);
      if (!company?.active) return null;
      const [{ locale }, last] = await Promise.all([localeAndRecipients(company), lastSendout(companyId)]);
      return {
        companyId,
        name: company.name,
        locale,
        credentials: credentials.map((credential) => ({
          credentialId: credential.credentialId,
          carrier: credential.carrier,
          username: credential.username,
          reason: credential.statusReason,
          checkedAt: credential.checkedAt,
        })),
        lastSendout: last,
      };
    }),
  );
  return { companies: companies.filter((company) => company !== null), cursor: page.nextKey };
}

/** What the company would be sent: the template as SES renders it, in its language, and to whom. */
export async function previewSendout(companyId: string) {
  const company = await getCompany(companyId);
  if (!company) return null;
  const failing = (await listCredentials(companyId)).filter((credential) => credential.status !== 'active');
  const { locale, recipients } = await localeAndRecipients(company);
  await ensureTemplate(locale);
  const rendered = await ses.send(
    new TestRenderEmailTemplateCommand({
      TemplateName: templateName(locale),
      TemplateData: JSON.stringify(templateData(company, failing, locale)),
    }),
  );
  return { companyId, locale, recipients, ...readMime(rendered.RenderedTemplate ?? '') };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type SendoutOutcome = 'sent' | 'too_soon' | 'no_recipient' | 'nothing_failing' | 'failed';

/** Sends the e-mail to one company, unless it was sent one within `intervalDays`. */
export async function sendToCompany(
  companyId: string,
  intervalDays: number,
  now: Date,
): Promise<SendoutOutcome> {
  const company = await getCompany(companyId);
  const failing = (await listCredentials(companyId)).filter((credential) => credential.status !== 'active');
  if (!company || !failing.length) return 'nothing_failing';
  const { locale, recipients } = await localeAndRecipients(company);
  if (!recipients.length) return 'no_recipient';
  const sentAt = now.toISOString();
  const cutoff = new Date(now.getTime() - intervalDays * 86_400_000).toISOString();
  try {
    // Claimed first: a concurrent send-out or a second click finds it too soon.
    await table.put(
      {
        ...sendoutKey(companyId),
        entity: 'sendout',
        sentAt,
        recipients: recipients.length,
        status: 'sending',
        // Each e-mail's fate, by message id, as SES's events tell it (recordMailEvent).
        deliveries: {},
      },
      {
        ConditionExpression: 'attribute_not_exists(pk) OR sentAt < :cutoff',
        ExpressionAttributeValues: { ':cutoff': cutoff },
      },
    );
  } catch (error) {
    if (isConditionFailed(error)) return 'too_soon';
    throw error;
  }
  await ensureTemplate(locale);
  const data = JSON.stringify(templateData(company, failing, locale));
  const messageIds: string[] = [];
  let failed = false;
  for (const to of recipients) {
    try {
      const sent = await ses.send(
        new SendEmailCommand({
          FromEmailAddress: env.MAIL_FROM,
          Destination: { ToAddresses: [to] },
          Content: { Template: { TemplateName: templateName(locale), TemplateData: data } },
        }),
      );
      if (sent.MessageId) {
        messageIds.push(sent.MessageId);
        await followMessage(sent.MessageId, companyId, sentAt, now);
      }
    } catch (error) {
      failed = true;
      log.error('send-out e-mail not sent', {
        companyId,
        error: error instanceof Error ? error.name : String(error),
      });
    }
    await pause(SEND_INTERVAL_MS);
  }
  const none = failed && !messageIds.length;
  // Nothing went: kept as failed, and free to be sent again at once.
  await table.update(sendoutKey(companyId), {
    UpdateExpression: none
      ? 'SET #status = :status, messageIds = :ids, failedAt = :at, sentAt = :never'
      : 'SET #status = :status, messageIds = :ids',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':status': none ? 'failed' : 'sent',
      ':ids': messageIds,
      ...(none ? { ':at': sentAt, ':never': '1970-01-01T00:00:00.000Z' } : {}),
    },
  });
  return none ? 'failed' : 'sent';
}
