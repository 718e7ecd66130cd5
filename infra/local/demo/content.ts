/**
 * The demo's content beside its history (issue 40: the first `npm start` shows the whole product):
 * the public site's case studies, the team's demo slots with one booked, the release notes, the
 * demo merchant's API key and the orders it received by API and by SFTP. Everything goes through
 * the functions the handlers call (no item is written by hand here), dated from `now`, with fixed
 * or derived ids, so every first start has the same content. The client admin's guided tours are
 * left as they are: not seen.
 *
 * Not seeded: a live SFTP set-up. One on the laptop's own SFTP server would keep its column mapping
 * when a person (or test/fault/sftp-fetch-crash) sets that server up again, skipping the team's
 * review; one on any other host would turn 'failed' at the first scheduled fetch. The file read by
 * SFTP is recorded as the ingest records it, and is listed on the Sales Data page.
 */
import { createHash } from 'node:crypto';
import { caseStudyInputSchema } from '@shared/admin/case-studies';
import { releaseNoteInputSchema } from '@shared/admin/release-notes';
import { apiKeyInputSchema } from '@shared/integrations/api-keys';
import { ordersBatchSchema } from '@shared/integrations/orders';
import { suggestMapping } from '@shared/integrations/sftp';
import { demoBookingSchema, demoSlotInputSchema, slotStamp, zonedInstant } from '@shared/site/demo';
import * as z from 'zod/mini';
import { DEMO_COMPANY_ID, DEMO_LOGINS } from '../seed';
import { DEMO_CASE_STUDIES } from './case-studies';
import { apiBatches, sftpOrdersFile } from './orders';
import { DEMO_RELEASE_NOTES } from './release-notes';

const DAY_MS = 86_400_000;

const loginOf = (role: 'client_admin' | 'platform_admin') =>
  DEMO_LOGINS.find((login) => login.role === role)!;

/** A hex or base64url id derived from a name: the same on every start, unlike the product's random ones. */
const derived = (name: string) => createHash('sha256').update(`demo-content:${name}`);

/** The notice ids of the demo's release notes (what a person shown them is marked with). */
export const DEMO_RELEASE_NOTICE_IDS = DEMO_RELEASE_NOTES.map((note) => `${note.slug}.${note.entryId}`);

/** The name the client admin gave the demo's API key. */
export const DEMO_API_KEY_NAME = 'Shop (Shopify)';

/** Paris times the team offers demos at: none at 10:xx, where test/e2e/admin-demo-slots adds its own. */
const SLOT_TIMES = ['09:30', '14:00', '16:30'];
const SLOT_DAYS = 14;

export async function seedDemoContent(now: Date): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  // Independent of one another: written side by side.
  const parts = await Promise.all([
    seedCaseStudies(now),
    seedDemoSlots(now),
    seedReleaseNotes(now),
    seedSalesData(now),
  ]);
  for (const part of parts) Object.assign(counts, part);
  return counts;
}

/** The case studies, saved as published by the platform admin (PUT /api/private/admin/case-studies/{slug}). */
async function seedCaseStudies(now: Date) {
  const { putCaseStudy } = await import('../../../functions/admin/case-studies');
  const ops = loginOf('platform_admin');
  const saved = await Promise.all(
    DEMO_CASE_STUDIES.map((study) =>
      putCaseStudy(
        study.slug,
        z.parse(caseStudyInputSchema, study.input),
        ops.email,
        new Date(now.getTime() - study.publishedDaysAgo * DAY_MS),
      ),
    ),
  );
  return { caseStudies: saved.filter((study) => study.status === 'published').length };
}

/**
 * The team's demo slots (POST /api/private/admin/demo/slots) on the working days of the next two
 * weeks, and one of them booked by a prospect (POST /api/public/demo/bookings, without its e-mails).
 */
async function seedDemoSlots(now: Date) {
  const { newBooking, newSlot } = await import('../../../functions/site/demo-booking');
  const { bookSlot, putSlot } = await import('../../../functions/site/demo-store');
  const ops = loginOf('platform_admin');
  const offeredAt = new Date(now.getTime() - 3 * DAY_MS);
  const slots = [];
  for (let day = 1; day <= SLOT_DAYS; day++) {
    const date = new Date(now.getTime() + day * DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const time of SLOT_TIMES) {
      const start = zonedInstant(`${date.toISOString().slice(0, 10)}T${time}`)!;
      const input = z.parse(demoSlotInputSchema, {
        start: start.toISOString(),
        durationMinutes: 30,
        host: `${ops.first_name} ${ops.last_name}`,
      });
      const slot = newSlot(input, ops.email, offeredAt);
      // The product's id is the start and 4 random bytes; here the 4 bytes come from the start.
      slots.push({ ...slot, slotId: `${slotStamp(start)}-${derived(slot.start).digest('hex').slice(0, 8)}` });
    }
  }
  await Promise.all(slots.map((slot) => putSlot(slot)));

  // The second working day's first slot, booked yesterday by a prospect.
  const slot = slots[SLOT_TIMES.length]!;
  const bookedAt = new Date(now.getTime() - DAY_MS);
  const { booking } = newBooking(
    z.parse(demoBookingSchema, {
      slotId: slot.slotId,
      name: 'Julie Moreau',
      email: 'julie.moreau@atelier-lumen.example',
      company: 'Atelier Lumen',
      parcelsPerMonth: 1800,
      locale: 'fr',
      timeZone: 'Europe/Paris',
    }),
    bookedAt,
  );
  // Its link's token stays random (and unsent): only the booking's id is derived.
  const booked = await bookSlot(
    { ...booking, bookingId: derived(`booking:${slot.slotId}`).digest('base64url').slice(0, 22) },
    slot,
    bookedAt,
  );
  return { demoSlots: slots.length, demoBookings: booked ? 1 : 0 };
}

/** The release notes, saved as published by the platform admin (PUT /api/private/admin/release-notes/{slug}). */
async function seedReleaseNotes(now: Date) {
  const { putReleaseNote } = await import('../../../functions/admin/release-notes');
  const ops = loginOf('platform_admin');
  const saved = await Promise.all(
    DEMO_RELEASE_NOTES.map((note) => {
      const at = new Date(now.getTime() - note.daysAgo * DAY_MS);
      const input = z.parse(releaseNoteInputSchema, {
        status: 'published',
        feature: note.feature,
        entries: [{ entryId: note.entryId, at: at.toISOString(), en: note.en, fr: note.fr }],
      });
      return putReleaseNote(note.slug, input, ops.email, at);
    }),
  );
  return { releaseNotes: saved.length };
}

/**
 * The demo merchant's sales data: the API key its client admin made a year ago (POST
 * /api/private/integration/keys), the orders its shop sent with it every month since (POST
 * /api/integration/v1/orders: stored, counted in the report, the key's use noted), then yesterday
 * an orders file read by SFTP, stored and recorded as the SFTP workflow's ingest step does.
 */
async function seedSalesData(now: Date) {
  const [
    { createKey, noteKeyUse },
    { receiveOrders },
    { countBatch },
    { ingestOrders },
    { sha256Base64url },
  ] = await Promise.all([
    import('../../../functions/integrations/api-key-store'),
    import('../../../functions/integrations/orders-store'),
    import('../../../functions/integrations/report'),
    import('../../../functions/integrations/order-files'),
    import('../../../functions/lib/hash'),
  ]);
  const admin = loginOf('client_admin');
  const batches = apiBatches(now);
  const madeAt = new Date(batches[0]!.at.getTime() - 5 * DAY_MS);
  const { name } = z.parse(apiKeyInputSchema, { name: DEMO_API_KEY_NAME });
  // The key's id and secret are the product's random ones: the secret is a credential, never fixed.
  const { key } = await createKey(DEMO_COMPANY_ID, name, admin.email, madeAt);

  // The batches side by side (each its own orders; the report's counts add up in any order), all
  // before the file, whose count sets the report's last reception to the newest.
  const results = await Promise.all(
    batches.map(async (batch) => {
      const { orders } = z.parse(ordersBatchSchema, { orders: batch.orders });
      const result = await receiveOrders(DEMO_COMPANY_ID, orders, 'api', batch.at);
      await countBatch(DEMO_COMPANY_ID, result.received, result.claimsCompleted, batch.at.toISOString());
      // Noted only when newer than the use noted: the newest batch's time stays, whatever the order.
      await noteKeyUse(DEMO_COMPANY_ID, key.keyId, batch.at);
      return result;
    }),
  );
  const ordersByApi = results.reduce((sum, result) => sum + result.created + result.updated, 0);

  const receivedAt = new Date(now.getTime() - DAY_MS);
  const file = sftpOrdersFile(receivedAt);
  const bytes = new TextEncoder().encode(file.csv);
  const headers = file.csv.slice(0, file.csv.indexOf('\r\n')).split(',');
  const recorded = await ingestOrders({
    companyId: DEMO_COMPANY_ID,
    name: file.name,
    size: bytes.byteLength,
    // The workflow names a file it read by its content's digest.
    fileId: sha256Base64url(bytes),
    bytes,
    mapping: suggestMapping(headers),
    source: 'sftp',
    now: receivedAt,
  });
  return {
    apiKeys: 1,
    ordersByApi,
    ordersBySftp: recorded.orders,
    sftpFiles: recorded.outcome === 'refused' ? 0 : 1,
  };
}
