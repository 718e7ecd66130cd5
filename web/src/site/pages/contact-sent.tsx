/** Message sent (/contact/sent): where the contact form goes after a post without JavaScript. */
import { FormattedMessage } from 'react-intl';
import { SiteLink } from '../link';
import type { SitePageDefinition } from '../page';
import { PageHeading } from '../page-heading';
import { ReplyPromise } from './contact';

function ContactSentPage() {
  return (
    <>
      <PageHeading title="site.contactSent.title" lead="site.contactSent.lead">
        <ReplyPromise />
      </PageHeading>
      <section className="site-section" aria-labelledby="meanwhile">
        <h2 id="meanwhile">
          <FormattedMessage id="site.contactSent.meanwhile" />
        </h2>
        <ul className="site-list">
          <li>
            <SiteLink to="pricing">
              <FormattedMessage id="site.contactSent.pricing" />
            </SiteLink>
          </li>
          <li>
            <SiteLink to="faq">
              <FormattedMessage id="site.contactSent.faq" />
            </SiteLink>
          </li>
        </ul>
      </section>
    </>
  );
}

export const contactSentPage: SitePageDefinition = {
  name: 'contactSent',
  title: 'site.contactSent.title',
  description: 'site.contactSent.description',
  component: ContactSentPage,
};
