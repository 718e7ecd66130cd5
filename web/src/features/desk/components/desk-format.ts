/**
 * How the desk words a claim's deadline and its lane's warnings: pure, so the words are tested
 * without drawing a page. A claim's days left is a number the server counts (negative once the
 * carrier's window has closed); an estimated one (no tracking dates) is marked "≈" and explained to
 * screen readers.
 */
import { DESK_CLOSING_SOON_DAYS } from '@shared/claims/desk';
import type { MessageKey } from '@web/i18n/en';

export interface Words {
  id: MessageKey;
  values?: Record<string, string | number>;
}

/** The deadline in words: days left, closing today, or closed so many days ago. */
export function daysLeftWords(daysLeft: number): Words {
  if (daysLeft > 0) return { id: 'desk.days.left', values: { days: daysLeft } };
  if (daysLeft === 0) return { id: 'desk.days.today' };
  return { id: 'desk.days.closed', values: { days: -daysLeft } };
}

export type Urgency = 'closed' | 'soon' | 'later';

/** Closed, closing within the desk's few days (the badge's and the digest's), or later. */
export function urgencyOf(daysLeft: number): Urgency {
  if (daysLeft < 0) return 'closed';
  return daysLeft <= DESK_CLOSING_SOON_DAYS ? 'soon' : 'later';
}

/**
 * The warnings the lane of claims to file carries: claims whose window closes within the desk's
 * few days, and claims whose window has closed already (none when both are 0).
 */
export function deadlineBadges(closingSoon: number, windowClosed: number): Words[] {
  const badges: Words[] = [];
  if (closingSoon > 0)
    badges.push({
      id: 'desk.badge.closingSoon',
      values: { count: closingSoon, days: DESK_CLOSING_SOON_DAYS },
    });
  if (windowClosed > 0) badges.push({ id: 'desk.badge.windowClosed', values: { count: windowClosed } });
  return badges;
}
