/**
 * Release notes (spec: a feature's name and a history of entries, each with a date-time and a title
 * and message in English and French). Managed in the Admin Panel (issue 22); the app shows the
 * published ones in its update pop-up and its 'What's new' panel (issue 25), each entry once per
 * person (the notify endpoints, keyed by the entry's notice id).
 */
import * as z from 'zod/mini';

export const RELEASE_NOTE_STATUSES = ['draft', 'published'] as const;

/** Entries a note keeps; a feature with a longer history starts a new note. */
export const MAX_RELEASE_ENTRIES = 30;

const text = (max: number) =>
  z
    .string({ error: 'form.required' })
    .check(z.trim(), z.minLength(1, { error: 'form.required' }), z.maxLength(max, { error: 'form.tooLong' }));

const words = z.strictObject({ title: text(120), message: text(2_000) });

/** An entry as the form sends it: no id yet for a new one; the server gives it one and keeps it. */
export const releaseEntryInputSchema = z.strictObject({
  entryId: z.optional(z.string().check(z.regex(/^[a-z0-9]{1,16}$/, { error: 'form.invalid' }))),
  /** When the change shipped (an ISO 8601 date-time with its offset). */
  at: z.iso.datetime({ offset: true, error: 'form.invalid' }),
  en: words,
  fr: words,
});

export const releaseNoteInputSchema = z.strictObject({
  status: z.enum(RELEASE_NOTE_STATUSES, { error: 'form.required' }),
  /** The feature's name, in both languages. */
  feature: z.strictObject({ en: text(80), fr: text(80) }),
  entries: z
    .array(releaseEntryInputSchema)
    .check(
      z.minLength(1, { error: 'admin.releaseNote.noEntry' }),
      z.maxLength(MAX_RELEASE_ENTRIES, { error: 'form.tooLong' }),
    ),
});
export type ReleaseNoteInput = z.infer<typeof releaseNoteInputSchema>;

const wordsView = z.strictObject({ title: z.string(), message: z.string() });

export const releaseEntrySchema = z.strictObject({
  entryId: z.string(),
  at: z.string(),
  en: wordsView,
  fr: wordsView,
});

export const releaseNoteSchema = z.strictObject({
  slug: z.string(),
  status: z.enum(RELEASE_NOTE_STATUSES),
  feature: z.strictObject({ en: z.string(), fr: z.string() }),
  /** Newest first. */
  entries: z.array(releaseEntrySchema),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type ReleaseNote = z.infer<typeof releaseNoteSchema>;

/** An entry of a published note as the app shows it; `noticeId` is what the notify endpoints take. */
export const publishedEntrySchema = z.strictObject({
  noticeId: z.string(),
  slug: z.string(),
  feature: z.strictObject({ en: z.string(), fr: z.string() }),
  at: z.string(),
  en: wordsView,
  fr: wordsView,
});
export type PublishedEntry = z.infer<typeof publishedEntrySchema>;

/** The notice id of an entry: the note's slug and the entry's id (the notify endpoints' pattern). */
export const noticeIdOf = (slug: string, entryId: string) => `${slug}.${entryId}`;

/**
 * The page path release-note notices are recorded under (the notify endpoints key a notice by path
 * and id): one for the whole app, so an entry seen on one page is not shown on another.
 */
export const RELEASE_NOTICE_PATH = '/release-notes';
