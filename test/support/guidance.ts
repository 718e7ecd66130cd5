/**
 * The guided tours and the release-note pop-ups out of the way of the browser tests that do not
 * look at them (test/e2e/guidance.spec.ts does): the person's tours are recorded as finished and
 * every entry published so far as shown, as the app records them.
 */
import { RELEASE_NOTICE_PATH } from '@shared/admin/release-notes';
import { TOURS } from '@shared/users/tours';

export async function finishGuidance(companyId: string, userId: string): Promise<void> {
  const { markTourFinished, markNotified } = await import('../../functions/users/settings-store');
  const { listReleaseNotes, publishedEntries } = await import('../../functions/admin/release-notes');
  const now = new Date();
  await Promise.all(
    TOURS.map((tour) => markTourFinished(companyId, userId, tour.label, tour.route, now, 'skipped')),
  );
  const entries = publishedEntries(await listReleaseNotes(), now);
  await Promise.all(
    entries.map((entry) => markNotified(companyId, userId, RELEASE_NOTICE_PATH, entry.noticeId, now)),
  );
}

/**
 * The demo's own release notes (infra/local/demo) recorded as shown, the person's tours left as they
 * are: a test about the guidance sees only the notes it publishes pop up.
 */
export async function showDemoNotes(companyId: string, userId: string): Promise<void> {
  const { markNotified } = await import('../../functions/users/settings-store');
  const { DEMO_RELEASE_NOTICE_IDS } = await import('../../infra/local/demo/content');
  const now = new Date();
  await Promise.all(
    DEMO_RELEASE_NOTICE_IDS.map((noticeId) =>
      markNotified(companyId, userId, RELEASE_NOTICE_PATH, noticeId, now),
    ),
  );
}

/** The same for the demo's people, who sign in with the form in several tests. */
export async function finishDemoGuidance(emails: string[]): Promise<void> {
  const { findUserByEmail } = await import('../../functions/auth/user-store');
  for (const email of emails) {
    const user = await findUserByEmail(email);
    if (user) await finishGuidance(user.companyId, user.userId);
  }
}
