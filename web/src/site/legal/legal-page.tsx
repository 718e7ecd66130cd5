/**
 * A legal text as a page of the site: its title, version and effective date, a table of contents
 * linking to each section (`#<id>`, the same anchors in both languages), and the sections, each
 * under its h2. The text comes from the document modules beside this file; its styles are in
 * ./legal.css.
 */

import type { LegalDocument } from '@shared/legal/documents';
import type { SitePageName } from '@shared/site/pages';
import type { SiteMessageKey } from '@web/i18n/site';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SiteLink } from '../link';

const CONTENTS_ID = 'contents';

export function LegalPage({
  document,
  related,
}: {
  document: LegalDocument;
  /** The other document, linked under the title: its page and the sentence naming it. */
  related: { page: SitePageName; message: SiteMessageKey };
}) {
  const intl = useIntl();
  // A day, written in the page's language ('26 November 2026', '26 novembre 2026').
  const date = intl.formatDate(`${document.effectiveDate}T00:00:00Z`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <article className="site-legal">
      <section className="site-hero site-hero-small">
        <h1>{document.title}</h1>
        <p className="site-lead">
          <FormattedMessage
            id="site.legal.version"
            values={{
              version: document.version,
              date: <time dateTime={document.effectiveDate}>{date}</time>,
            }}
          />
        </p>
        <p>
          <FormattedMessage id="site.legal.accepted" />{' '}
          <FormattedMessage
            id={related.message}
            values={{ link: (chunks: ReactNode[]) => <SiteLink to={related.page}>{chunks}</SiteLink> }}
          />
        </p>
      </section>
      <nav className="site-section" aria-labelledby={CONTENTS_ID}>
        <h2 id={CONTENTS_ID}>
          <FormattedMessage id="site.legal.contents" />
        </h2>
        <ul className="site-list site-legal-contents">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} className="site-section" aria-labelledby={section.id}>
          <h2 id={section.id}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          <p>
            <a href={`#${CONTENTS_ID}`} className="site-note">
              <FormattedMessage id="site.legal.top" />
            </a>
          </p>
        </section>
      ))}
    </article>
  );
}
