/**
 * Contact (/contact): the contact form (shared/site/contact.ts). A plain form that posts itself to
 * POST /api/public/contact, whose answer without JavaScript is a page: /contact/sent, or back here
 * with `?error=<code>#contact-error-<code>`, the fragment revealing that refusal's explanation (CSS
 * `:target`; each is rendered here at build time). The contact-form island checks the fields as the
 * server does, sends JSON and shows the outcome in place.
 */
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_PAGE_ERRORS,
  CONTACT_REPLY_HOURS,
  CONTACT_SUBJECTS,
  contactErrorId,
} from '@shared/site/contact';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field, Honeypot } from '../form-parts';
import type { SitePageDefinition, SitePageProps } from '../page';
import { PageHeading } from '../page-heading';

/** The messages the island may show: the schema's issue keys, the refusals, its own states. */
const ISLAND_MESSAGES = [
  'form.required',
  'form.tooLong',
  'form.invalid',
  'form.invalidEmail',
  'site.contact.messageTooShort',
  'site.contact.sending',
  'site.contact.offline',
  ...CONTACT_PAGE_ERRORS.map((code) => `error.${code}`),
];

/** When the page was built: without JavaScript the form sends it as its `startedAt` (the island sends the page's own time). */
const BUILT_AT = Date.now();

/** The spec's promise: a reply within 24 hours. */
export function ReplyPromise() {
  return (
    <p className="site-contact-promise">
      <strong>
        <FormattedMessage id="site.contact.promise" values={{ hours: CONTACT_REPLY_HOURS }} />
      </strong>
    </p>
  );
}

function ContactPage({ locale }: SitePageProps) {
  const intl = useIntl();
  const messages = Object.fromEntries(ISLAND_MESSAGES.map((id) => [id, intl.formatMessage({ id })]));
  return (
    <>
      <PageHeading title="site.contact.title" lead="site.contact.lead">
        <ReplyPromise />
      </PageHeading>
      <section className="site-section site-contact" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">
          <FormattedMessage id="site.contact.formTitle" />
        </h2>
        {CONTACT_PAGE_ERRORS.map((code) => (
          <p key={code} id={contactErrorId(code)} className="site-error site-contact-refusal" tabIndex={-1}>
            <FormattedMessage id={`error.${code}`} />
          </p>
        ))}
        <div data-island="contact-form" data-messages={JSON.stringify(messages)}>
          <div className="site-error site-contact-summary" data-summary tabIndex={-1} hidden>
            <h3>
              <FormattedMessage id="site.contact.summary" />
            </h3>
            <ul />
          </div>
          <form method="post" action="/api/public/contact" className="site-contact-form">
            <p className="site-note">
              <FormattedMessage id="site.contact.required" />
            </p>
            <Field form="contact" name="name" label="site.contact.name">
              <input id="contact-name" name="name" type="text" autoComplete="name" maxLength={100} required />
            </Field>
            <Field form="contact" name="email" label="site.contact.email">
              <input
                id="contact-email"
                name="email"
                type="email"
                autoComplete="email"
                maxLength={254}
                required
              />
            </Field>
            <Field form="contact" name="company" label="site.contact.company">
              <input
                id="contact-company"
                name="company"
                type="text"
                autoComplete="organization"
                maxLength={120}
              />
            </Field>
            <Field form="contact" name="subject" label="site.contact.subject">
              <select id="contact-subject" name="subject" required defaultValue="">
                <option value="">{intl.formatMessage({ id: 'site.contact.subject.choose' })}</option>
                {CONTACT_SUBJECTS.map((subject) => (
                  <option key={subject} value={subject}>
                    {intl.formatMessage({ id: `site.contact.subject.${subject}` })}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              form="contact"
              name="message"
              label="site.contact.message"
              hint={
                <FormattedMessage
                  id="site.contact.messageHint"
                  values={{ min: CONTACT_MESSAGE_MIN, max: intl.formatNumber(CONTACT_MESSAGE_MAX) }}
                />
              }
            >
              <textarea
                id="contact-message"
                name="message"
                rows={8}
                minLength={CONTACT_MESSAGE_MIN}
                maxLength={CONTACT_MESSAGE_MAX}
                aria-describedby="contact-message-hint"
                required
              />
            </Field>
            <Honeypot form="contact" />
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="startedAt" value={String(BUILT_AT)} />
            <p className="site-note">
              <FormattedMessage id="site.contact.privacy" />
            </p>
            <button type="submit" className="site-button">
              <FormattedMessage id="site.contact.send" />
            </button>
            <p className="site-contact-status" role="status" data-status />
          </form>
          <div className="site-contact-sent site-band" data-sent tabIndex={-1} hidden>
            <h3>
              <FormattedMessage id="site.contactSent.title" />
            </h3>
            <p>
              <FormattedMessage id="site.contactSent.lead" />
            </p>
            <p>
              <strong>
                <FormattedMessage id="site.contact.promise" values={{ hours: CONTACT_REPLY_HOURS }} />
              </strong>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}

export const contactPage: SitePageDefinition = {
  name: 'contact',
  title: 'site.contact.title',
  description: 'site.contact.description',
  component: ContactPage,
  islands: true,
};
