/**
 * The guidance's decisions as small pure functions (issue 25, items 1 and 2): who sees a guided
 * tour and which one, where the Tour menu entry and a tour's Redirect button lead, which release
 * notes pop up, and the pop-up's timer that pauses while the pointer or the focus is on it.
 */
import type { Role } from '@shared/identity/access';
import { TOURS, type TourLabel } from '@shared/users/tours';

/** Tours show only to non-admins (spec): a company's people, not the platform's own staff. */
export const seesTours = (role: Role | null | undefined): boolean =>
  role === 'member' || role === 'client_admin';

/** The tour configured on a page (by its path), if any. */
export function tourAt(pathname: string): TourLabel | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return TOURS.find((tour) => tour.route === path)?.label ?? null;
}

export const routeOf = (label: TourLabel): string => TOURS.find((tour) => tour.label === label)!.route;

/**
 * The tour to start by itself on a page: the page's tour if this person sees tours and has not
 * finished it (`unfinished`: the labels the server lists), else none.
 */
export function tourToStart(
  role: Role | null | undefined,
  pathname: string,
  unfinished: readonly string[] | undefined,
): TourLabel | null {
  if (!seesTours(role) || !unfinished) return null;
  const label = tourAt(pathname);
  return label && unfinished.includes(label) ? label : null;
}

/** Where the Tour menu entry leads: the page's own tour, else Home's (the first). */
export function tourPageFor(pathname: string): string {
  const label = tourAt(pathname);
  return label ? routeOf(label) : TOURS[0].route;
}

/** The Redirect button of a tour's last step: the next tour, in the spec's order (none after the last). */
export function nextTour(label: TourLabel): TourLabel | null {
  const index = TOURS.findIndex((tour) => tour.label === label);
  return TOURS[index + 1]?.label ?? null;
}

/** How a tour ended, as the server records it. */
export type TourEnd = 'completed' | 'skipped';

/** Release notes pop up for this long after the page loads (spec: 500 ms). */
export const POP_UP_DELAY_MS = 500;
/** A pop-up stays this long on screen, paused while the pointer or the focus is on it (spec: 10 s). */
export const POP_UP_SHOWN_MS = 10_000;
/** A message taller than this gets a 'show more' button (spec: 60 px). */
export const POP_UP_MESSAGE_MAX_PX = 60;
/** At most this many pop-ups in a row on one page load; the others wait for the next load. */
export const POP_UPS_PER_LOAD = 3;
/** Entries older than this do not pop up (they stay in What's new). */
export const POP_UP_MAX_AGE_DAYS = 30;

/**
 * The published entries to pop up, one after the other: the ones the person was not shown yet,
 * from the last 30 days, oldest first (so they read in the order they shipped), three at most.
 */
export function notesToPopUp<T extends { noticeId: string; at: string }>(
  entries: readonly T[],
  notified: readonly string[],
  now: Date,
): T[] {
  const seen = new Set(notified);
  const since = now.getTime() - POP_UP_MAX_AGE_DAYS * 86_400_000;
  return entries
    .filter((entry) => !seen.has(entry.noticeId) && Date.parse(entry.at) >= since)
    .sort((a, b) => a.at.localeCompare(b.at))
    .slice(0, POP_UPS_PER_LOAD);
}

/** What a timer needs of the clock: the browser's by default, fake ones in tests. */
export interface TimerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PausableTimer {
  /** Holds the countdown (hover, focus inside); pauses from several sources count as one each. */
  pause(source: string): void;
  resume(source: string): void;
  cancel(): void;
  /** Milliseconds left (while paused: what was left when it paused). */
  remaining(): number;
}

/**
 * Calls `onDone` after `ms` of running time: time spent paused does not count. Pauses are kept per
 * source (the pointer, the focus), so the timer runs again only when none holds it.
 */
export function pausableTimer(
  ms: number,
  onDone: () => void,
  clock: TimerClock = browserClock,
): PausableTimer {
  let left = ms;
  let startedAt = 0;
  let handle: unknown = null;
  let done = false;
  const holds = new Set<string>();
  const start = () => {
    if (done || handle !== null) return;
    startedAt = clock.now();
    handle = clock.setTimeout(() => {
      handle = null;
      done = true;
      onDone();
    }, left);
  };
  const stop = () => {
    if (handle === null) return;
    clock.clearTimeout(handle);
    handle = null;
    left = Math.max(0, left - (clock.now() - startedAt));
  };
  start();
  return {
    pause(source) {
      holds.add(source);
      stop();
    },
    resume(source) {
      holds.delete(source);
      if (holds.size === 0) start();
    },
    cancel() {
      stop();
      done = true;
    },
    remaining: () => (handle === null ? left : Math.max(0, left - (clock.now() - startedAt))),
  };
}
