/**
 * Demo booking (issue 23, item 3), through the API as the Admin Panel and the public page call it:
 * a platform admin publishes slots; the public list shows the free ones of the next 4 weeks (times
 * only); a booking holds its slot once (two people on one slot: one wins, the other gets
 * `demo.slot_taken`), e-mails the booker an invitation (.ics) with the link to cancel or move, and
 * tells the team; the link cancels (the slot is free again) and moves (one transaction); a wrong
 * token is a 404 that changes nothing; the limits refuse with `demo.limit_reached`.
 */
import { randomUUID } from 'node:crypto';
import type { Reply } from '@shared/platform/replies';
import { describe, expect, it } from 'vitest';
import { call, errorCode, freshSource } from '../support/http';
import { mailTo, type SentMail } from '../support/mail';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();
const { env } = await import('../../functions/lib/env');
const { putSlot } = await import('../../functions/site/demo-store');
const { DEMO_LIMITS } = await import('../../functions/site/demo-booking-endpoints');

type Mail = SentMail & { attachments?: { filename?: string; contentType: string; content: string }[] };

const HOUR = 3600_000;
const adminToken = () =>
  tokenFor({ role: 'platform_admin', companyId: 'parcel-audit-platform', userId: `ops-${randomUUID()}` });

/** A start to come, on a whole minute, at a random time some days ahead (tests share the slots). */
function startIn(days: number): string {
  const at = new Date(Date.now() + days * 24 * HOUR + Math.floor(Math.random() * 12 * 60) * 60_000);
  at.setUTCSeconds(0, 0);
  return at.toISOString();
}

async function publish(token: string, days = 3, body: Record<string, unknown> = {}) {
  const reply = await call<Reply<'add-demo-slot'>>('POST', '/api/private/admin/demo/slots', {
    token,
    body: { start: startIn(days), ...body },
  });
  expect(reply.status).toBe(201);
  return reply.body.slot;
}

const openSlotIds = async () =>
  (await call<Reply<'list-open-demo-slots'>>('GET', '/api/public/demo/slots')).body.slots.map(
    (slot) => slot.slotId,
  );

const person = (slotId: string, change: Record<string, unknown> = {}) => ({
  slotId,
  name: 'Camille Martin',
  email: `demo-${randomUUID()}@example.test`,
  company: 'Boutique Martin',
  parcelsPerMonth: 4000,
  locale: 'en',
  website: '',
  ...change,
});

const book = (body: unknown, source = freshSource()) =>
  call<Reply<'book-demo'>>('POST', '/api/public/demo/bookings', { body, source });

/** The booking's link in the latest e-mail to the address: its id and token. */
async function linkOf(email: string) {
  const text = (await mailTo(email)).at(-1)?.body.text ?? '';
  const found = /\/demo\/booking\?b=([\w-]{22})&t=([\w-]{43})/.exec(text);
  if (!found) throw new Error(`no booking link in the mail to ${email}`);
  return { id: found[1]!, token: found[2]! };
}

/** The invitation attached to a mail, as text. */
function invite(mail: Mail | undefined): string {
  const file = mail?.attachments?.find((attachment) => attachment.filename === 'invite.ics');
  if (!file) throw new Error('no invite.ics attached');
  return Buffer.from(file.content, 'base64').toString('utf8');
}

describe('the slots', () => {
  it('a platform admin publishes, sees with their booking, and removes a free one', async () => {
    const token = await adminToken();
    const slot = await publish(token, 5, { host: 'Marie Curie' });
    expect(slot).toMatchObject({ durationMinutes: 30, host: 'Marie Curie', booking: null });
    expect(new Date(slot.end).getTime() - new Date(slot.start).getTime()).toBe(30 * 60_000);

    const listed = await call<Reply<'list-demo-slots'>>('GET', '/api/private/admin/demo/slots', { token });
    expect(listed.body.slots.find((s) => s.slotId === slot.slotId)).toEqual(slot);
    const remove = await call('DELETE', `/api/private/admin/demo/slots/${slot.slotId}`, { token });
    expect(remove.status).toBe(200);
    expect(await openSlotIds()).not.toContain(slot.slotId);
  });

  it('refuses a start already past, and a booked slot cannot be removed', async () => {
    const token = await adminToken();
    const past = await call('POST', '/api/private/admin/demo/slots', {
      token,
      body: { start: new Date(Date.now() - HOUR).toISOString().replace(/:\d\d\.\d{3}Z$/, ':00Z') },
    });
    expect(past.status).toBe(400);
    const slot = await publish(token);
    expect((await book(person(slot.slotId))).status).toBe(201);
    const remove = await call('DELETE', `/api/private/admin/demo/slots/${slot.slotId}`, { token });
    expect(remove.status).toBe(409);
    expect(errorCode(remove)).toBe('demo.slot_booked');
  });

  it('the public list shows free slots of the next 4 weeks, times only', async () => {
    const token = await adminToken();
    const soon = await publish(token, 2);
    const later = await publish(token, 40);
    const past = {
      slotId: `${new Date(Date.now() - HOUR).toISOString().slice(0, 16).replace(/[-:]/g, '')}Z-${randomUUID().slice(0, 8)}`,
      start: new Date(Date.now() - HOUR).toISOString(),
      end: new Date(Date.now() - HOUR / 2).toISOString(),
      durationMinutes: 30,
      host: 'Marie Curie',
      createdBy: 'ops@example.test',
      createdAt: new Date().toISOString(),
    };
    await putSlot(past);
    const reply = await call<Reply<'list-open-demo-slots'>>('GET', '/api/public/demo/slots');
    const ids = reply.body.slots.map((slot) => slot.slotId);
    expect(ids).toContain(soon.slotId);
    expect(ids).not.toContain(later.slotId);
    expect(ids).not.toContain(past.slotId);
    expect(reply.text).not.toContain('Marie');
    expect(reply.body.slots.find((slot) => slot.slotId === soon.slotId)).toEqual({
      slotId: soon.slotId,
      start: soon.start,
      end: soon.end,
      durationMinutes: 30,
    });
    // A slot begun cannot be booked.
    const late = await book(person(past.slotId));
    expect(late.status).toBe(409);
    expect(errorCode(late)).toBe('demo.slot_unavailable');
  });
});

describe('a booking', () => {
  it('holds the slot once when two people book it together', async () => {
    const slot = await publish(await adminToken());
    const [first, second] = [person(slot.slotId), person(slot.slotId, { name: 'Léa Durand' })];
    const replies = await Promise.all([book(first), book(second)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    const loser = replies.find((reply) => reply.status === 409)!;
    expect(errorCode(loser)).toBe('demo.slot_taken');
    const winner = replies[0]!.status === 201 ? first : second;
    const other = winner === first ? second : first;
    expect((await mailTo(winner.email)).length).toBe(1);
    expect(await mailTo(other.email)).toEqual([]);
    const listed = await call<Reply<'list-demo-slots'>>('GET', '/api/private/admin/demo/slots', {
      token: await adminToken(),
    });
    expect(listed.body.slots.find((s) => s.slotId === slot.slotId)?.booking?.email).toBe(winner.email);
    expect(await openSlotIds()).not.toContain(slot.slotId);
  });

  it('e-mails the booker an invitation with the link, in their language, and tells the team', async () => {
    const slot = await publish(await adminToken(), 4, { host: 'Marie Curie' });
    const booker = person(slot.slotId, { locale: 'fr', name: 'Zoé, Dupont; \\ fils' });
    const reply = await book(booker);
    expect(reply.status).toBe(201);
    expect(reply.body.booking).toMatchObject({
      status: 'booked',
      changeable: true,
      slot: { slotId: slot.slotId },
    });

    const [mail, ...more] = (await mailTo(booker.email)) as Mail[];
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Votre démo Parcel Audit\u00a0: /);
    expect(mail?.body.text).toContain('avec Marie Curie');
    const { id } = await linkOf(booker.email);
    const ics = invite(mail);
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain(`UID:demo-${id}@`);
    expect(ics).toContain(`DTSTART:${slot.start.replace(/[-:]/g, '').replace('.000Z', 'Z')}\r\n`);
    expect(ics).toContain(`DTEND:${slot.end.replace(/[-:]/g, '').replace('.000Z', 'Z')}\r\n`);
    expect(ics).toContain(`ORGANIZER;CN="Parcel Audit":mailto:${env.CONTACT_EMAIL}`);
    expect(ics).toContain('SUMMARY:Démo Parcel Audit\r\n');
    expect(ics.replace(/\r\n /g, '')).toContain(`/fr/demo/booking?b=${id}&t=`);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // The address was confirmed by nobody: nothing typed in the form is mailed to it, not even the name.
    expect(`${mail?.subject}${mail?.body.text}${ics}`).not.toContain('Zoé');

    const team = (await mailTo(env.CONTACT_EMAIL)).filter((sent) => sent.body.text?.includes(booker.email));
    expect(team).toHaveLength(1);
    expect(team[0]?.subject).toContain('[Demo] New demo booking: Boutique Martin');
    expect(team[0]?.body.text).toContain('Parcels per month: 4000');
  });

  it('is cancelled by its link, which frees the slot; a wrong token is a 404 and changes nothing', async () => {
    const slot = await publish(await adminToken());
    const booker = person(slot.slotId);
    expect((await book(booker)).status).toBe(201);
    const { id, token } = await linkOf(booker.email);
    const wrong = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;

    expect((await call('GET', `/api/public/demo/bookings/${id}?t=${wrong}`)).status).toBe(404);
    const wrongCancel = await call('POST', `/api/public/demo/bookings/${id}/cancel`, { body: { t: wrong } });
    expect(wrongCancel.status).toBe(404);
    const read = await call<Reply<'get-demo-booking'>>('GET', `/api/public/demo/bookings/${id}?t=${token}`);
    expect(read.body.booking).toMatchObject({ status: 'booked', email: booker.email, changeable: true });
    expect(await openSlotIds()).not.toContain(slot.slotId);

    const cancel = await call<Reply<'cancel-demo-booking'>>(
      'POST',
      `/api/public/demo/bookings/${id}/cancel`,
      {
        body: { t: token },
      },
    );
    expect(cancel.status).toBe(200);
    expect(cancel.body.booking).toMatchObject({ status: 'cancelled', changeable: false });
    expect(await openSlotIds()).toContain(slot.slotId);
    const mails = (await mailTo(booker.email)) as Mail[];
    expect(mails).toHaveLength(2);
    const ics = invite(mails[1]);
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain('SEQUENCE:1\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    // Again: the same answer, nothing more sent.
    expect(
      (await call('POST', `/api/public/demo/bookings/${id}/cancel`, { body: { t: token } })).status,
    ).toBe(200);
    expect(await mailTo(booker.email)).toHaveLength(2);
  });

  it('is moved by its link to a free slot in one step; a taken one is refused', async () => {
    const admin = await adminToken();
    const [from, to, taken] = [await publish(admin), await publish(admin, 6), await publish(admin, 7)];
    const booker = person(from.slotId);
    expect((await book(booker)).status).toBe(201);
    expect((await book(person(taken.slotId))).status).toBe(201);
    const { id, token } = await linkOf(booker.email);

    const refused = await call('POST', `/api/public/demo/bookings/${id}/move`, {
      body: { t: token, slotId: taken.slotId },
    });
    expect(refused.status).toBe(409);
    expect(errorCode(refused)).toBe('demo.slot_taken');
    const wrong = await call('POST', `/api/public/demo/bookings/${id}/move`, {
      body: { t: 'x'.repeat(43), slotId: to.slotId },
    });
    expect(wrong.status).toBe(404);
    expect(await openSlotIds()).toContain(to.slotId);

    const moved = await call<Reply<'move-demo-booking'>>('POST', `/api/public/demo/bookings/${id}/move`, {
      body: { t: token, slotId: to.slotId },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({ status: 'booked', slot: { slotId: to.slotId } });
    const open = await openSlotIds();
    expect(open).toContain(from.slotId);
    expect(open).not.toContain(to.slotId);
    const mails = (await mailTo(booker.email)) as Mail[];
    expect(mails).toHaveLength(2);
    const ics = invite(mails[1]);
    expect(ics).toContain(`UID:demo-${id}@`);
    expect(ics).toContain('SEQUENCE:1\r\n');
    expect(ics).toContain('METHOD:REQUEST\r\n');
    // The link of the new e-mail still works.
    expect((await linkOf(booker.email)).token).toBe(token);
  });

  it('by a robot (the honeypot filled) is answered as a success and holds nothing', async () => {
    const slot = await publish(await adminToken());
    const robot = person(slot.slotId, { website: 'https://spam.example' });
    expect((await book(robot)).status).toBe(201);
    expect(await openSlotIds()).toContain(slot.slotId);
    expect(await mailTo(robot.email)).toEqual([]);
  });
});

describe('the limits', () => {
  it('refuse a source past its bookings of the hour', async () => {
    const source = freshSource();
    for (let index = 0; index < DEMO_LIMITS.bookingsPerSource.max; index++)
      expect((await book(person('20200101T0900Z-00000000'), source)).status).toBe(409);
    const slot = await publish(await adminToken());
    const refused = await book(person(slot.slotId), source);
    expect(refused.status).toBe(429);
    expect(errorCode(refused)).toBe('demo.limit_reached');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await openSlotIds()).toContain(slot.slotId);
  });

  it('refuse an address past its bookings of the day, and hold nothing for it', async () => {
    const admin = await adminToken();
    const email = `demo-${randomUUID()}@example.test`;
    for (let index = 0; index < DEMO_LIMITS.bookingsPerAddress.max; index++)
      expect((await book(person((await publish(admin)).slotId, { email }))).status).toBe(201);
    const slot = await publish(admin);
    const refused = await book(person(slot.slotId, { email }));
    expect(refused.status).toBe(429);
    expect(errorCode(refused)).toBe('demo.limit_reached');
    expect(await openSlotIds()).toContain(slot.slotId);
  });
});
