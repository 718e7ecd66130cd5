/** FAQ (/faq): questions as disclosures (they open without JavaScript). */
import { FormattedMessage, useIntl } from 'react-intl';
import { CARRIER_NAMES } from '../facts';
import { SiteLink } from '../link';
import type { SitePageDefinition } from '../page';
import { PageHeading } from '../page-heading';

const QUESTIONS = ['free', 'fee', 'carriers', 'credentials', 'time', 'data', 'cancel'] as const;

function FaqPage() {
  const intl = useIntl();
  const carriers = intl.formatList(CARRIER_NAMES, { type: 'conjunction' });
  return (
    <>
      <PageHeading title="site.faq.title" />
      <section className="site-section site-faq">
        {QUESTIONS.map((question) => (
          <details key={question}>
            <summary>
              <h2>
                <FormattedMessage id={`site.faq.q.${question}`} />
              </h2>
            </summary>
            <p>
              <FormattedMessage id={`site.faq.a.${question}`} values={{ carriers }} />
            </p>
          </details>
        ))}
        <details>
          <summary>
            <h2>
              <FormattedMessage id="site.faq.q.contact" />
            </h2>
          </summary>
          <p>
            <SiteLink to="contact">
              <FormattedMessage id="site.faq.a.contact" />
            </SiteLink>
          </p>
        </details>
      </section>
    </>
  );
}

export const faqPage: SitePageDefinition = {
  name: 'faq',
  title: 'site.faq.title',
  description: 'site.faq.description',
  component: FaqPage,
};
