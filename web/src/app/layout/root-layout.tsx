/**
 * Around every page: the title that follows the route, the navigation progress bar, a polite
 * announcement of the new page for screen readers, and focus moved to the new page's heading.
 */
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useLocation, useMatches, useNavigation, useRouteError } from 'react-router-dom';
import type { RouteHandle } from '../route-handle';

function usePageTitle(): string {
  const intl = useIntl();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)
    ?.handle as RouteHandle | undefined;
  const app = intl.formatMessage({ id: 'app.name' });
  return handle ? `${intl.formatMessage({ id: handle.title })} · ${app}` : app;
}

/**
 * Moves focus to the new page's heading once it is on screen (a page may first load its data),
 * so screen-reader and keyboard users start on the page they opened. Gives up after 5 s.
 */
function focusPageTitleWhenShown(): () => void {
  const focus = () => {
    const heading = document.getElementById('page-title');
    if (!heading) return false;
    heading.focus({ preventScroll: false });
    return true;
  };
  if (focus()) return () => {};
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = setTimeout(() => stop(), 5000);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

export function RootLayout() {
  const title = usePageTitle();
  const navigation = useNavigation();
  const location = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstRender = useRef(true);

  useEffect(() => {
    document.title = title;
    setAnnouncement(title);
  }, [title]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation; the path is the trigger.
  useEffect(() => {
    // Not on first load: the browser starts at the top of the document, where the skip link is.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    return focusPageTitleWhenShown();
  }, [location.pathname]);

  const loading = navigation.state !== 'idle';
  return (
    <>
      <a className="skip-link" href="#main">
        <FormattedMessage id="app.skipToContent" />
      </a>
      {loading && (
        <div className="nav-progress" role="progressbar" aria-label={title} aria-busy="true">
          <div className="nav-progress-bar" />
        </div>
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <Outlet />
    </>
  );
}

/** A page that failed to load even after the one reload: say so, offer to reload. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="route-error">
      <h1 id="page-title" tabIndex={-1}>
        <FormattedMessage id="chunk.failed" />
      </h1>
      <button type="button" className="button primary" onClick={() => window.location.reload()}>
        <FormattedMessage id="chunk.reload" />
      </button>
    </main>
  );
}

/**
 * What shows while the first page's code loads (every page is lazy, so the router waits for it
 * before the first render): a quiet 'Loading…' for screen readers, nothing drawn.
 */
export function HydrateFallback() {
  return (
    <p className="visually-hidden" role="status">
      <FormattedMessage id="app.loading" />
    </p>
  );
}
