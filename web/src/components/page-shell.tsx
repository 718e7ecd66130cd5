/** A page's heading and introduction. Focus moves to the heading after navigation (see app/focus). */
import type { MessageKey } from '@web/i18n/en';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export function PageShell({
  title,
  intro,
  children,
}: {
  title: MessageKey;
  intro?: MessageKey;
  children?: ReactNode;
}) {
  return (
    <section className="page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title" tabIndex={-1}>
          <FormattedMessage id={title} />
        </h1>
        {intro && (
          <p className="page-intro">
            <FormattedMessage id={intro} />
          </p>
        )}
      </header>
      {children}
    </section>
  );
}
