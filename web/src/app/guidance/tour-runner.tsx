/**
 * The guided tours (spec: Home 4 steps, Carrier Information 3, My Invoices 3; Next, Skip, Redirect,
 * End), drawn by driver.js (loaded on the first tour only). On a tour-configured page a company's
 * person who has not finished its tour sees it once the page's `data-tour` anchors are there; Skip
 * (or Escape) ends it as skipped, End on the last step as completed, and the server keeps that so it
 * never shows again. Redirect, on the last step, completes it and plays the next tour on its page.
 * The Tour menu entry replays a page's tour (navigation state `{ tour: true }`) without recording.
 * A step whose anchor is not on the page (an empty list, a client admin's form) is shown centred.
 */
import type { TourLabel } from '@shared/users/tours';
import type { MessageKey } from '@web/i18n/en';
import { useLocale } from '@web/i18n/locale';
import { useSession } from '@web/lib/session';
import type { Driver } from 'driver.js';
import { useEffect, useRef } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { FEATURES_KEY, finishTour, type TourSteps, tourSteps, useFeatures } from './guidance-api';
import { nextTour, routeOf, seesTours, type TourEnd, tourAt, tourToStart } from './guidance-logic';

const PAGE_TITLE: Record<TourLabel, MessageKey> = {
  home: 'page.home',
  carrierInformation: 'page.carrierInformation',
  myInvoices: 'page.myInvoices',
};

const anchor = (target: string) => document.querySelector<HTMLElement>(`[data-tour="${target}"]`);

/**
 * Resolves once the page drew its anchors: all of them, or some and the page had 1.5 s more to
 * draw the rest, or after 8 s whatever is there (missing steps then show centred).
 */
function anchorsReady(steps: TourSteps, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      if (signal.aborted) return resolve();
      const found = steps.filter((step) => anchor(step.target)).length;
      const waited = Date.now() - started;
      if (found === steps.length || (found > 0 && waited > 1_500) || waited > 8_000) return resolve();
      setTimeout(check, 150);
    };
    check();
  });
}

interface Run {
  label: TourLabel;
  driver: Driver | null;
  abort: AbortController;
}

interface PlayOptions {
  label: TourLabel;
  steps: TourSteps;
  /**
   * Whether the end is recorded on the server, asked when it ends: not for a replay of a finished
   * tour, but yes for one not finished yet (a Redirect to the next tour, the menu on a new page).
   */
  record: () => boolean;
  intl: IntlShape;
  locale: 'en' | 'fr';
  navigate: NavigateFunction;
  onRecorded: () => void;
}

/**
 * driver.js marks the highlighted element as a popup's opener (aria-haspopup, aria-expanded,
 * aria-controls): not what a section or a heading is, and not allowed on them (axe). Taken off.
 */
function unmarkHighlighted() {
  for (const element of document.querySelectorAll('[aria-controls="driver-popover-content"]')) {
    element.removeAttribute('aria-haspopup');
    element.removeAttribute('aria-expanded');
    element.removeAttribute('aria-controls');
  }
}

function button(text: string, className: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = text;
  element.addEventListener('click', onClick);
  return element;
}

async function play(run: Run, options: PlayOptions): Promise<void> {
  const { label, steps, record, intl, locale, navigate } = options;
  await anchorsReady(steps, run.abort.signal);
  if (run.abort.signal.aborted) return;
  const [{ driver }] = await Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]);
  if (run.abort.signal.aborted) return;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const next = nextTour(label);
  let ended = false;

  const end = (how: TourEnd, then?: () => void) => {
    if (ended) return;
    ended = true;
    tour.destroy();
    run.driver = null;
    if (record())
      finishTour(label, how)
        .then(options.onRecorded)
        .catch(() => {});
    if (then) then();
    else if (opener?.isConnected && opener !== document.body) opener.focus();
    else document.querySelector<HTMLElement>('main h1')?.focus();
  };

  const tour = driver({
    popoverClass: 'tour-popover',
    // No fade or sliding cut-out: a step is there at once, for people who get motion sick and for
    // a check of its contrast, which a half-faded step fails.
    animate: false,
    allowClose: true,
    allowKeyboardControl: true,
    // A click beside the step does nothing: Skip and Escape end the tour.
    overlayClickBehavior: () => {},
    stagePadding: 6,
    showButtons: [],
    showProgress: true,
    steps: steps.map((step, index) => ({
      element: () => anchor(step.target) ?? undefined!,
      popover: {
        title: step[locale].title,
        description: step[locale].body,
        progressText: intl.formatMessage(
          { id: 'guidance.tour.progress' },
          { current: index + 1, total: steps.length },
        ),
      },
    })),
    onNextClick: () => (tour.isLastStep() ? end('completed') : tour.moveNext()),
    onPrevClick: () => {
      if (!tour.isFirstStep()) tour.movePrevious();
    },
    // Escape (and any other way driver.js closes) is a skip.
    onDestroyStarted: () => end('skipped'),
    onHighlighted: unmarkHighlighted,
    onPopoverRender: (popover) => {
      const last = tour.isLastStep();
      popover.wrapper.setAttribute('aria-roledescription', intl.formatMessage({ id: 'guidance.tour.label' }));
      popover.wrapper.tabIndex = -1;
      // Skip says it in words: no second, unnamed way out in the corner.
      popover.closeButton.style.display = 'none';
      popover.footer.style.display = '';
      const buttons = popover.footerButtons;
      buttons.replaceChildren();
      buttons.style.display = '';
      buttons.append(
        button(intl.formatMessage({ id: 'guidance.tour.skip' }), 'tour-button secondary', () =>
          end('skipped'),
        ),
      );
      if (last && next)
        buttons.append(
          button(
            intl.formatMessage(
              { id: 'guidance.tour.redirect' },
              { page: intl.formatMessage({ id: PAGE_TITLE[next] }) },
            ),
            'tour-button secondary',
            () => end('completed', () => navigate(routeOf(next), { state: { tour: true } })),
          ),
        );
      buttons.append(
        button(
          intl.formatMessage({ id: last ? 'guidance.tour.end' : 'guidance.tour.next' }),
          'tour-button primary',
          () => (last ? end('completed') : tour.moveNext()),
        ),
      );
      // The step is announced with its title and words: focus goes to the step itself.
      setTimeout(() => {
        unmarkHighlighted();
        popover.wrapper.focus();
      }, 0);
    },
  });
  run.driver = tour;
  tour.drive();
}

/** Starts the page's tour when it should, replays it on request, ends it when the page changes. */
export function TourRunner() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const intl = useIntl();
  const locale = useLocale();
  const { mutate } = useSWRConfig();
  const label = tourAt(location.pathname);
  const sees = seesTours(session?.role);
  const { data } = useFeatures(sees && label !== null);
  const toStart = tourToStart(
    session?.role,
    location.pathname,
    data?.features.map((feature) => feature.label),
  );
  const run = useRef<Run | null>(null);
  const replay = (location.state as { tour?: unknown } | null)?.tour === true;

  const stop = () => {
    run.current?.abort.abort();
    // Leaving the page is not a skip (destroy() calls no hook): the tour shows again next time.
    run.current?.driver?.destroy();
    run.current = null;
  };

  // A new page: whatever tour was running stops.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger.
  useEffect(() => stop, [location.pathname]);

  const unfinished = data?.features.map((feature) => feature.label);
  const context = {
    intl,
    locale,
    navigate,
    onRecorded: () => void mutate(FEATURES_KEY),
    unfinished,
  };
  const latest = useRef(context);
  latest.current = context;

  // The Tour menu entry (or a Redirect): replay the page's tour, whatever its state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation's key is the trigger.
  useEffect(() => {
    if (!replay) return;
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    if (!label) return;
    stop();
    const current: Run = { label, driver: null, abort: new AbortController() };
    run.current = current;
    tourSteps(label)
      .then((steps) => {
        if (steps && run.current === current)
          return play(current, {
            ...latest.current,
            label,
            steps,
            record: () => latest.current.unfinished?.includes(label) ?? false,
          });
      })
      .catch(() => {});
  }, [location.key]);

  // A tour not finished yet starts by itself, once per page visit.
  useEffect(() => {
    if (!toStart || run.current || !data) return;
    const steps = data.features.find((feature) => feature.label === toStart)?.content;
    if (!steps) return;
    const current: Run = { label: toStart, driver: null, abort: new AbortController() };
    run.current = current;
    play(current, { ...latest.current, label: toStart, steps, record: () => true }).catch(() => {});
  }, [toStart, data]);

  // Unmounted (signed out): nothing left on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on unmount only.
  useEffect(() => stop, []);
  return null;
}
