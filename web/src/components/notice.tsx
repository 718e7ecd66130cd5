/** A message handed to a page by a redirect (`state.notice`), shown once at its top, dismissible. */
import type { MessageKey } from '@web/i18n/en';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';

export function Notice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as { notice?: MessageKey } | null)?.notice;
  if (!notice) return null;
  return (
    <div className="notice" role="alert">
      <p>
        <FormattedMessage id={notice} />
      </p>
      <button
        type="button"
        className="button small"
        onClick={() => navigate(location.pathname + location.search, { replace: true, state: null })}
      >
        <FormattedMessage id="guard.dismiss" />
      </button>
    </div>
  );
}
