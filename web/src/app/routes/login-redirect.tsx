/**
 * /login is a page of the public site (web/src/site/pages/login.tsx), so that the first page a
 * person opens does not load the app. When the app sends someone there (signed out, a session
 * ended, a new password), it opens that page with a full load, handing over its notice. Should the
 * app itself have been served at /login (the site not built), it says so instead of reloading.
 */
import { paths } from '@web/config/paths';
import { STORAGE_KEYS } from '@web/lib/token';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';

/** How the app leaves for a page it does not render (replaced in tests: jsdom does not navigate). */
export const leave = { to: (url: string) => window.location.replace(url) };

const documentPath = () => {
  const entry = performance.getEntriesByType('navigation')[0];
  return entry ? new URL(entry.name).pathname : null;
};

export default function LoginRedirect() {
  const location = useLocation();
  const servedHere = documentPath() === paths.login;
  const notice = (location.state as { notice?: string } | null)?.notice;

  useEffect(() => {
    if (servedHere) return;
    try {
      if (notice) sessionStorage.setItem(STORAGE_KEYS.notice, notice);
    } catch {
      // Private mode: the page opens without the notice.
    }
    leave.to(paths.login + location.search);
  }, [servedHere, notice, location.search]);

  if (!servedHere) return null;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">
        <FormattedMessage id="page.login" />
      </h1>
      <p role="alert">
        <FormattedMessage id="login.notBuilt" />
      </p>
    </section>
  );
}
