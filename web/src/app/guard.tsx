/** Applies a page's access rule (page-access.ts) around its route's children. */

import { paths } from '@web/config/paths';
import { sessionEnd, setToken, useSession } from '@web/lib/session';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { decidePageAccess, type PageAccess } from './page-access';

export function Guard({ access }: { access: PageAccess }) {
  const session = useSession();
  const [search] = useSearchParams();
  const location = useLocation();
  // Home accepts a token in its query (links from e-mails, the admin company switch): store it first.
  if (access === 'dashboard' && search.has('token')) return <TokenFromQuery />;
  const decision = decidePageAccess(access, session, search);
  if (decision.kind === 'redirect') {
    // The session ended in this page (sign-out, or the server asked to sign in again): go to sign in.
    const end = decision.to === paths.unauthorized ? sessionEnd() : null;
    const to = end ? paths.login : decision.to;
    const notice =
      end === 'expired' ? 'session.ended' : end === 'revoked' ? 'error.auth.session_ended' : decision.notice;
    return <Navigate to={to} replace state={notice ? { notice } : undefined} />;
  }
  if (decision.kind === 'deny') {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title" tabIndex={-1}>
          <FormattedMessage id="guard.accessDenied" />
        </h1>
        <p role="alert">
          <FormattedMessage id={decision.message} />
        </p>
        {location.pathname !== paths.home && (
          <Link className="button" to={paths.home}>
            <FormattedMessage id="guard.goHome" />
          </Link>
        )}
      </section>
    );
  }
  return <Outlet />;
}

function TokenFromQuery() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const token = search.get('token');
  useEffect(() => {
    if (!token) return;
    setToken(token);
    const rest = new URLSearchParams(search);
    rest.delete('token');
    navigate({ pathname: location.pathname, search: rest.toString() }, { replace: true });
  }, [token, search, navigate, location.pathname]);
  return null;
}
