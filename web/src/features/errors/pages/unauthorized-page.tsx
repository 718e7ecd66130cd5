import { PageShell } from '@web/components/page-shell';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export default function UnauthorizedPage() {
  return (
    <PageShell title="unauthorized.heading">
      <p>
        <FormattedMessage id="unauthorized.body" />
      </p>
      <Link className="button" to="/login">
        <FormattedMessage id="unauthorized.action" />
      </Link>
    </PageShell>
  );
}
