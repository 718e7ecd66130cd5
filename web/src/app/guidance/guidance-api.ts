/**
 * What the guidance reads and writes: the tours a person has not finished (GET /api/private/features),
 * every tour's words for a replay (GET /api/private/tours), the published release notes with the
 * ones already shown (GET /api/private/release-notes), and the two marks: a tour finished, a note
 * shown.
 */
import { RELEASE_NOTICE_PATH } from '@shared/admin/release-notes';
import type { Reply } from '@shared/platform/replies';
import type { TourLabel } from '@shared/users/tours';
import { api } from '@web/lib/api-client';
import useSWR from 'swr';
import { routeOf, type TourEnd } from './guidance-logic';

export type FeaturesReply = Reply<'list-features'>;
export type ToursReply = Reply<'read-tours'>;
export type NotesReply = Reply<'list-published-notes'>;
export type NoteEntry = NotesReply['entries'][number];
export type TourSteps = ToursReply['tours'][number]['steps'];

export const FEATURES_KEY = '/api/private/features';
export const NOTES_KEY = '/api/private/release-notes';

/** The tours this person has not finished (fetched only where a tour may start). */
export const useFeatures = (enabled: boolean) =>
  useSWR(enabled ? FEATURES_KEY : null, (path: string) => api<FeaturesReply>(path), {
    revalidateOnFocus: false,
  });

/** Every tour's steps, finished or not (the Tour menu's replay). */
export async function tourSteps(label: TourLabel): Promise<TourSteps | null> {
  const { tours } = await api<ToursReply>('/api/private/tours');
  return tours.find((tour) => tour.label === label)?.steps ?? null;
}

export const finishTour = (label: TourLabel, ended: TourEnd) =>
  api<Reply<'finish-feature'>>('/api/private/features/finished', {
    method: 'POST',
    body: { label, route: routeOf(label), ended },
  });

/** The published release notes, newest first, and the ones this person was already shown. */
export const useReleaseNotes = (enabled: boolean) =>
  useSWR(enabled ? NOTES_KEY : null, (path: string) => api<NotesReply>(path), {
    revalidateOnFocus: false,
  });

export const markNoteShown = (noticeId: string) =>
  api<Reply<'mark-notice'>>('/api/private/user/notified', {
    method: 'POST',
    body: { path: RELEASE_NOTICE_PATH, notificationID: noticeId },
  });
