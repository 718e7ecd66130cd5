/** Message sent (/contact/sent): where the contact form goes after a post without JavaScript. */
import { CONTACT_REPLY_HOURS } from '@shared/site/contact';
import { FormattedMessage } from 'react-intl';
import { SiteLink } from '../link';
import type { SitePageDefinition } from '../page';

function ContactSentPage() {
  return (
    <>
      <section className="site-hero site-hero-small">
        <h1>
          <FormattedMessage id="site.contactSent.title" />
        </h1>
        <p className="site-lead">
          <FormattedMessage id="site.contactSent.lead" />
        </p>
        <p className="site-contact-promise">
          <strong>
            <FormattedMessage id="site.contact.promise" values={{ hours: CONTACT_REPLY_HOURS }} />
          </strong>
        </p>
      </section>
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
