/** A site page's heading: its title (the page's only h1) and an optional lead, then anything else. */
import type { SiteMessageKey } from '@web/i18n/site';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export function PageHeading({
  title,
  lead,
  children,
}: {
  title: SiteMessageKey;
  lead?: SiteMessageKey;
  children?: ReactNode;
}) {
  return (
    <section className="site-hero site-hero-small">
      {/* data-title: an island may show an item's own title here (a case study). */}
      <h1 data-title>
        <FormattedMessage id={title} />
      </h1>
      {lead && (
        <p className="site-lead">
          <FormattedMessage id={lead} />
        </p>
      )}
      {children}
    </section>
  );
}
