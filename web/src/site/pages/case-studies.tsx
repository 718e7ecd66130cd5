/**
 * Case studies (/case-studies, one study at /case-studies/<slug>): the studies published in the
 * Admin Panel change after the site is built, so this page is one the API fills before it is sent
 * (shared/site/pages.ts SERVED_PAGES; functions/admin/render-site-page.ts, with the builder of
 * shared/site/case-studies.ts): it reads whole without JavaScript. Its words for the studies are
 * the section's attributes; the island fills it in the browser only when it arrives unfilled
 * (`npm run dev`).
 */
import { CARRIERS } from '@shared/carriers/carriers';
import { sitePath } from '@shared/site/pages';
import { FormattedMessage, useIntl } from 'react-intl';
import { SiteLink } from '../link';
import type { SitePageDefinition, SitePageProps } from '../page';
import { PageHeading } from '../page-heading';

function CaseStudiesPage({ locale }: SitePageProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <PageHeading title="site.caseStudies.title" lead="site.caseStudies.lead" />
      <section
        className="site-section"
        data-island="case-studies"
        data-locale={locale}
        data-base={sitePath('caseStudies', locale)}
        data-none={text('site.caseStudies.none')}
        data-failed={text('site.caseStudies.failed')}
        data-read={intl.formatMessage({ id: 'site.caseStudies.read' }, { customer: '{customer}' })}
        data-back={text('site.caseStudies.back')}
        data-carriers={text('site.caseStudies.carriers')}
        data-not-found={text('site.caseStudies.notFound')}
        data-carrier-names={JSON.stringify(
          Object.fromEntries(CARRIERS.map((carrier) => [carrier.id, carrier.name])),
        )}
        aria-live="polite"
      >
        <p data-status>
          <FormattedMessage id="site.caseStudies.loading" />
        </p>
        <noscript>
          <p>
            <FormattedMessage id="site.noscript" />{' '}
            <SiteLink to="contact">
              <FormattedMessage id="site.nav.contact" />
            </SiteLink>
          </p>
        </noscript>
      </section>
    </>
  );
}

export const caseStudiesPage: SitePageDefinition = {
  name: 'caseStudies',
  title: 'site.caseStudies.title',
  description: 'site.caseStudies.description',
  component: CaseStudiesPage,
  islands: true,
};
