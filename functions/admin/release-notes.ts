/**
 * Release notes in the table: one small partition (`RELEASENOTES` / `NOTE#<slug>`), read whole (a
 * few dozen features), and the routes:
 * - GET /api/private/admin/release-notes: every note, drafts included (platform admins);
 * - PUT /api/private/admin/release-notes/{slug}: saves one; a new entry gets an id it keeps, so a
 *   person who saw it is not shown it again after an edit (platform admins);
 * - DELETE /api/private/admin/release-notes/{slug} (platform admins);
 * - GET /api/private/release-notes: the published entries, newest first, with their notice ids,
 *   and which of them the caller was already shown (anyone signed in: the app's update pop-up and
 *   'What's new' panel; the pop-up marks an entry with POST /api/private/user/notified under
 *   RELEASE_NOTICE_PATH).
 * Every change is in the audit log.
 */
import { randomBytes } from 'node:crypto';
import {
  noticeIdOf,
  type PublishedEntry,
  RELEASE_NOTICE_PATH,
  type ReleaseNote,
  type ReleaseNoteInput,
  releaseNoteInputSchema,
} from '@shared/admin/release-notes';
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { fromItem } from '../lib/table/item';
import { collections, keys } from '../lib/table/keys';
import { table } from '../lib/table/table';
import { notifiedAmong } from '../users/settings-store';
import { recordAdminAction } from './admin-log';
import { slugOf } from './case-study-endpoints';

/** Published entries the app lists at most (the newest). */
const MAX_PUBLISHED = 50;

export async function listReleaseNotes(): Promise<ReleaseNote[]> {
  const items = await table.queryAll(collections.releaseNotes, { ConsistentRead: true });
  return items
    .map((item) => fromItem<ReleaseNote>(item))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** Saves a note: entries keep their ids, new ones get one; entries are kept newest first. */
export async function putReleaseNote(
  slug: string,
  input: ReleaseNoteInput,
  by: string,
  now: Date,
): Promise<ReleaseNote> {
  const note: ReleaseNote = {
    slug,
    status: input.status,
    feature: input.feature,
    entries: input.entries
      .map((entry) => ({
        entryId: entry.entryId ?? randomBytes(6).toString('hex'),
        at: new Date(entry.at).toISOString(),
        en: entry.en,
        fr: entry.fr,
      }))
      .sort((a, b) => b.at.localeCompare(a.at)),
    updatedAt: now.toISOString(),
    updatedBy: by,
  };
  await table.put({ ...keys.releaseNote(slug), entity: 'releaseNote', ...note });
  return note;
}

/** The published entries, newest first (entries dated in the future wait for their time). */
export function publishedEntries(notes: ReleaseNote[], now: Date): PublishedEntry[] {
  return notes
    .filter((note) => note.status === 'published')
    .flatMap((note) =>
      note.entries.map((entry) => ({
        noticeId: noticeIdOf(note.slug, entry.entryId),
        slug: note.slug,
        feature: note.feature,
        at: entry.at,
        en: entry.en,
        fr: entry.fr,
      })),
    )
    .filter((entry) => entry.at <= now.toISOString())
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, MAX_PUBLISHED);
}

export const list = endpoint(z.strictObject({}), async () => ok({ notes: await listReleaseNotes() }));

export const save = endpoint(releaseNoteInputSchema, async ({ input, actor, request }) => {
  const slug = slugOf(request.params.slug);
  const note = await putReleaseNote(slug, input, actor.email, clock.now());
  await recordAdminAction(actor, request, 'release_note_saved', null, {
    slug,
    status: input.status,
    entries: String(note.entries.length),
  });
  return ok({ note });
});

export const remove = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const slug = slugOf(request.params.slug);
  const out = await table.delete(keys.releaseNote(slug), { ReturnValues: 'ALL_OLD' });
  if (!out.Attributes) throw NotFound('No such release note');
  await recordAdminAction(actor, request, 'release_note_deleted', null, { slug });
  return ok({ deleted: true });
});

export const published = endpoint(z.strictObject({}), async ({ actor }) => {
  const entries = publishedEntries(await listReleaseNotes(), clock.now());
  const notified = await notifiedAmong(
    actor.homeCompanyId,
    actor.userId,
    RELEASE_NOTICE_PATH,
    entries.map((entry) => entry.noticeId),
  );
  return ok({ entries, notified });
});
