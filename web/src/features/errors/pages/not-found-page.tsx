import { PageShell } from '@web/components/page-shell';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <PageShell title="notFound.heading">
      <p>
        <FormattedMessage id="notFound.body" />
      </p>
      <Link className="button" to="/home">
        <FormattedMessage id="notFound.action" />
      </Link>
    </PageShell>
  );
}
