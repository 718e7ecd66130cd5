/**
 * The public site's contact form (issue 23, item 2), as its page sends it: JSON from the island,
 * or a native form post when the page runs without JavaScript (answered 303 See Other). A message
 * is stored, e-mailed to the team and acknowledged to the sender in their language; robots
 * (honeypot, too fast) are answered as a success but leave nothing; limits per source and per
 * address refuse the rest with nothing stored or sent; bad input changes nothing.
 */
import { randomUUID } from 'node:crypto';
import type { ContactInput } from '@shared/site/contact';
import { Agent, fetch } from 'undici';
import { describe, expect, inject, it } from 'vitest';
import { type CallResult, call, errorCode, freshSource } from '../support/http';
import { mailTo } from '../support/mail';
import { applyStackEnv } from '../support/stack-env';

applyStackEnv();
const { env } = await import('../../functions/lib/env');
const { table } = await import('../../functions/lib/table/table');
const { collections } = await import('../../functions/lib/table/keys');
const { CONTACT_LIMITS } = await import('../../functions/site/send-contact-message');

const sender = () => `contact-${randomUUID()}@example.test`;

const message = (change: Partial<ContactInput> = {}): ContactInput => ({
  name: 'Camille Martin',
  email: sender(),
  company: 'Boutique Martin',
  subject: 'sales',
  message: 'We ship 4,000 parcels a month with two carriers: what would you recover?',
  locale: 'en',
  website: '',
  // A person takes a while to fill the form in.
  startedAt: Date.now() - 45_000,
  ...change,
});

const send = (body: unknown, source = freshSource(), headers: Record<string, string> = {}) =>
  call<{ received?: true; error?: { code: string; issues?: { path: string }[] } }>(
    'POST',
    '/api/public/contact',
    { body, source, headers },
  );

/** As a browser without JavaScript posts the form; the redirect is read, not followed. */
async function post(fields: Record<string, string | number>, source = freshSource()) {
  const url = new URL('/api/public/contact', inject('apiUrl'));
  url.hostname = '127.0.0.1';
  const dispatcher = new Agent({ localAddress: source });
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(
      Object.entries(fields).map(([name, value]): [string, string] => [name, String(value)]),
    ).toString(),
    redirect: 'manual',
    dispatcher,
  });
  await response.arrayBuffer();
  await dispatcher.close();
  return { status: response.status, location: response.headers.get('location') };
}

/** The messages stored from one sender's address (this month's and last month's partitions). */
async function storedFrom(email: string) {
  const now = new Date();
  const months = [now, new Date(now.getTime() - 3 * 24 * 3600 * 1000)].map((at) =>
    at.toISOString().slice(0, 7),
  );
  const items = [];
  for (const month of new Set(months))
    items.push(...(await table.queryAll(collections.contactMessages(month), { ConsistentRead: true })));
  return items.filter((item) => item.email === email);
}

/** What the team received about one sender. */
const teamMailsAbout = async (email: string) =>
  (await mailTo(env.CONTACT_EMAIL)).filter((mail) => mail.body.text?.includes(`E-mail: ${email}`));

async function expectNothingFrom(email: string) {
  expect(await storedFrom(email)).toEqual([]);
  expect(await mailTo(email)).toEqual([]);
  expect(await teamMailsAbout(email)).toEqual([]);
}

function expectLimited(reply: CallResult<{ error?: { code: string } }>) {
  expect(reply.status).toBe(429);
  expect(errorCode(reply)).toBe('contact.limit_reached');
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('a message sent from the page', () => {
  it('is stored, e-mailed to the team and acknowledged to the sender', async () => {
    const sent = message();
    const reply = await send(sent);
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ received: true });

    const [stored, ...others] = await storedFrom(sent.email);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      entity: 'contactMessage',
      name: sent.name,
      company: sent.company,
      subject: 'sales',
      message: sent.message,
      locale: 'en',
    });
    // Kept two years, then DynamoDB's TTL removes it.
    const years = (Number(stored?.expiresAt) - Date.now() / 1000) / (365 * 24 * 3600);
    expect(years).toBeGreaterThan(1.99);
    expect(years).toBeLessThan(2.01);

    const [team, ...moreTeam] = await teamMailsAbout(sent.email);
    expect(moreTeam).toEqual([]);
    expect(team?.subject).toBe('[Contact] Sales: Camille Martin');
    expect(team?.body.text).toContain(sent.message);
    expect(team?.body.text).toContain('Company: Boutique Martin');
    // Answering the team's e-mail answers the sender.
    expect((team as { replyTo?: string[] } | undefined)?.replyTo).toEqual([sent.email]);

    const [ack, ...moreAcks] = await mailTo(sent.email);
    expect(moreAcks).toEqual([]);
    expect(ack?.subject).toBe('We have received your message');
    expect(ack?.body.text).toContain('will reply within 24 hours');
    // The acknowledgement goes to an address nobody confirmed: it repeats none of the sender's words.
    expect(ack?.body.text).not.toContain('Camille');
    expect(ack?.body.text).not.toContain('4,000 parcels');
  });

  it('is acknowledged in French to a sender who wrote from the French page', async () => {
    const sent = message({ locale: 'fr', subject: 'partnership', company: undefined });
    expect((await send(sent)).status).toBe(202);

    const [ack] = await mailTo(sent.email);
    expect(ack?.subject).toBe('Nous avons bien reçu votre message');
    expect(ack?.body.text).toContain('vous répondrons sous 24\u00a0heures');
    expect(ack?.body.text).toContain('Partenariat');
    expect((await storedFrom(sent.email))[0]).toMatchObject({ locale: 'fr', company: null });
    expect((await teamMailsAbout(sent.email))[0]?.body.text).toContain('Language: fr');
  });
});

describe('a robot', () => {
  it('that fills the honeypot is answered as a person is, and nothing is kept or sent', async () => {
    const sent = message({ website: 'https://cheap-pills.example' });
    const reply = await send(sent);
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ received: true });
    await expectNothingFrom(sent.email);
  });

  it('that sends within 3 s of the page is answered as a person is, and nothing is kept or sent', async () => {
    const sent = message({ startedAt: Date.now() });
    const reply = await send(sent);
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ received: true });
    await expectNothingFrom(sent.email);
  });
});

describe('the limits', () => {
  it('refuse the sixth message of an hour from one source, whatever it sends, and keep nothing of it', async () => {
    const source = freshSource();
    for (let count = 0; count < CONTACT_LIMITS.perSource.max; count++)
      expect((await send(message(), source)).status).toBe(202);

    const sixth = message();
    expectLimited(await send(sixth, source));
    // A header the caller writes does not make a new source.
    expectLimited(
      await send(sixth, source, {
        'x-forwarded-for': '203.0.113.9',
        'cloudfront-viewer-address': '203.0.113.9:443',
      }),
    );
    await expectNothingFrom(sixth.email);
    // Another source is not held back.
    expect((await send(message())).status).toBe(202);
  });

  it('refuse a 21st message of a day from one address, from whichever sources', async () => {
    const email = sender();
    for (let count = 0; count < CONTACT_LIMITS.perAddress.max; count++)
      expect((await send(message({ email }))).status).toBe(202);
    expectLimited(await send(message({ email })));
    expect(await storedFrom(email)).toHaveLength(CONTACT_LIMITS.perAddress.max);
    expect(await mailTo(email)).toHaveLength(CONTACT_LIMITS.perAddress.max);
  });
});

describe('a form posted without JavaScript', () => {
  const fields = (change: Record<string, string | number> = {}) => {
    const { company, ...rest } = message();
    return { ...rest, company: company ?? '', startedAt: String(rest.startedAt), ...change };
  };

  it('is received and sends the browser to the sent page, in its language', async () => {
    const english = fields();
    const reply = await post(english);
    expect(reply.status).toBe(303);
    expect(reply.location).toBe('/contact/sent');
    expect(await storedFrom(String(english.email))).toHaveLength(1);
    expect(await mailTo(String(english.email))).toHaveLength(1);

    const french = fields({ locale: 'fr', company: '' });
    const frReply = await post(french);
    expect(frReply.status).toBe(303);
    expect(frReply.location).toBe('/fr/contact/sent');
    expect((await storedFrom(String(french.email)))[0]).toMatchObject({ company: null, locale: 'fr' });
    expect((await mailTo(String(french.email)))[0]?.subject).toBe('Nous avons bien reçu votre message');
  });

  it('sends a robot to the sent page too, with nothing kept', async () => {
    const robot = fields({ website: 'https://cheap-pills.example' });
    const reply = await post(robot);
    expect(reply.status).toBe(303);
    expect(reply.location).toBe('/contact/sent');
    await expectNothingFrom(String(robot.email));
  });

  it('is sent back to the form with the refusal’s code, and nothing is kept', async () => {
    const invalid = fields({ locale: 'fr', message: 'Too short' });
    const reply = await post(invalid);
    expect(reply.status).toBe(303);
    expect(reply.location).toBe('/fr/contact?error=request.invalid#contact-error-request-invalid');
    await expectNothingFrom(String(invalid.email));

    const source = freshSource();
    for (let count = 0; count < CONTACT_LIMITS.perSource.max; count++)
      expect((await post(fields(), source)).status).toBe(303);
    const limited = fields();
    const refused = await post(limited, source);
    expect(refused.status).toBe(303);
    expect(refused.location).toBe('/contact?error=contact.limit_reached#contact-error-contact-limit-reached');
    await expectNothingFrom(String(limited.email));
  });
});

describe('bad input', () => {
  it('is refused with the fields named, and changes nothing', async () => {
    const sent = message({ name: '', message: 'short', subject: 'jobs' as ContactInput['subject'] });
    const reply = await send(sent);
    expect(reply.status).toBe(400);
    expect(errorCode(reply)).toBe('request.invalid');
    expect(reply.body.error?.issues?.map((issue) => issue.path).sort()).toEqual([
      'message',
      'name',
      'subject',
    ]);
    await expectNothingFrom(sent.email);
  });

  it('cannot put a header in the team’s e-mail', async () => {
    const sent = message({ name: 'Eve\r\nBcc: victim@example.test' });
    const reply = await send(sent);
    expect(reply.status).toBe(400);
    expect(reply.body.error?.issues?.map((issue) => issue.path)).toEqual(['name']);
    await expectNothingFrom(sent.email);
    expect(await mailTo('victim@example.test')).toEqual([]);
  });

  it('is refused for an unknown field, a missing time, or a body that is not JSON', async () => {
    const extra = message();
    expect((await send({ ...extra, companyId: 'someone-else' })).status).toBe(400);
    const { startedAt: _startedAt, ...untimed } = message();
    expect((await send(untimed)).status).toBe(400);
    const text = await call('POST', '/api/public/contact', {
      rawBody: JSON.stringify(message()),
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    await expectNothingFrom(extra.email);
    await expectNothingFrom(untimed.email);
  });
});
