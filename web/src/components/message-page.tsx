/** A page that says one thing and offers one way on: not found, sign-in needed. */
import type { MessageKey } from '@web/i18n/en';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageShell } from './page-shell';

export function MessagePage({
  title,
  body,
  action,
  to,
}: {
  title: MessageKey;
  body: MessageKey;
  action: MessageKey;
  to: string;
}) {
  return (
    <PageShell title={title}>
      <p>
        <FormattedMessage id={body} />
      </p>
      <Link className="button" to={to}>
        <FormattedMessage id={action} />
      </Link>
    </PageShell>
  );
}
