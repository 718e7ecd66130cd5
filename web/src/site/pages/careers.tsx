/** Careers (/careers): how the team works and the open positions. */
import { FormattedMessage } from 'react-intl';
import { SiteLink } from '../link';
import type { SitePageDefinition } from '../page';
import { PageHeading } from '../page-heading';

const OPENINGS = [
  { title: 'site.careers.open.claims', body: 'site.careers.open.claimsBody' },
  { title: 'site.careers.open.engineer', body: 'site.careers.open.engineerBody' },
];

function CareersPage() {
  return (
    <>
      <PageHeading title="site.careers.title" lead="site.careers.lead" />
      <section className="site-section" aria-labelledby="how-we-work">
        <h2 id="how-we-work">
          <FormattedMessage id="site.careers.how.title" />
        </h2>
        <ul className="site-list">
          <li>
            <FormattedMessage id="site.careers.how.remote" />
          </li>
          <li>
            <FormattedMessage id="site.careers.how.written" />
          </li>
          <li>
            <FormattedMessage id="site.careers.how.customers" />
          </li>
        </ul>
      </section>
      <section className="site-section" aria-labelledby="openings">
        <h2 id="openings">
          <FormattedMessage id="site.careers.open.title" />
        </h2>
        <ul className="site-cards">
          {OPENINGS.map((opening) => (
            <li key={opening.title} className="site-card">
              <h3>
                <FormattedMessage id={opening.title} />
              </h3>
              <p>
                <FormattedMessage id={opening.body} />
              </p>
            </li>
          ))}
        </ul>
        <p>
          <FormattedMessage id="site.careers.apply" />
        </p>
        <SiteLink to="contact" className="site-button">
          <FormattedMessage id="site.careers.applyLink" />
        </SiteLink>
      </section>
    </>
  );
}

export const careersPage: SitePageDefinition = {
  name: 'careers',
  title: 'site.careers.title',
  description: 'site.careers.description',
  component: CareersPage,
};
