/**
 * Book a demo (/demo): the free slots of the next four weeks, read by the demo-booking island from
 * GET /api/public/demo/slots and listed by day in the browser's time zone, and the booker's form
 * (shared/site/demo.ts), sent once as JSON to POST /api/public/demo/bookings; the confirmation is
 * shown in place. Booking needs JavaScript: without it the page says so and links to the contact
 * page. The island's messages are rendered here, in the page's language.
 */
import { DEMO_COMPANY_MAX, DEMO_NAME_MAX } from '@shared/site/demo';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field, Honeypot } from '../form-parts';
import { SiteLink } from '../link';
import type { SitePageDefinition, SitePageProps } from '../page';
import { PageHeading } from '../page-heading';

/** What the island may show: the schema's issue keys, the refusals it explains, its own states. */
export const DEMO_ISLAND_MESSAGES = [
  'form.required',
  'form.tooLong',
  'form.invalid',
  'form.invalidEmail',
  'error.request.invalid',
  'error.resource.not_found',
  'error.demo.slot_taken',
  'error.demo.slot_unavailable',
  'error.demo.booking_closed',
  'error.demo.limit_reached',
  'error.mail.failed',
  'error.server.internal',
  'site.demo.loading',
  'site.demo.failed',
  'site.demo.none',
  'site.demo.timeZone',
  'site.demo.slotLabel',
  'site.demo.chosen',
  'site.demo.chooseFirst',
  'site.demo.sending',
  'site.demo.offline',
  'site.demo.bookedBody',
  'site.demoBooking.loading',
  'site.demoBooking.invalid',
  'site.demoBooking.booked',
  'site.demoBooking.cancelledStatus',
  'site.demoBooking.cancelling',
  'site.demoBooking.cancelled',
  'site.demoBooking.moving',
  'site.demoBooking.moved',
  'site.demoBooking.noOther',
] as const;

/** The island's messages as a data attribute (placeholders kept for the island to fill). */
export function useIslandMessages(): string {
  const intl = useIntl();
  return JSON.stringify(
    Object.fromEntries(
      DEMO_ISLAND_MESSAGES.map((id) => [
        id,
        intl.messages[id] === undefined ? id : String(intl.messages[id]),
      ]),
    ),
  );
}

/** Said where the island will be, and taken away by it: booking needs JavaScript. */
export function NeedsJavaScript() {
  return (
    <p className="site-demo-needs-js" data-needs-js>
      <FormattedMessage id="site.demo.needsJs" />{' '}
      <SiteLink to="contact">
        <FormattedMessage id="site.demo.contactLink" />
      </SiteLink>
    </p>
  );
}

/** The summary of a form's problems: it takes the focus. */
export function Summary() {
  return (
    <div className="site-error site-contact-summary" data-summary tabIndex={-1} hidden>
      <h3>
        <FormattedMessage id="site.demo.summary" />
      </h3>
      <ul />
    </div>
  );
}

function DemoPage({ locale }: SitePageProps) {
  return (
    <>
      <PageHeading title="site.demo.title" lead="site.demo.lead" />
      <section className="site-section site-demo">
        <div data-island="demo-booking" data-mode="book" data-messages={useIslandMessages()}>
          <NeedsJavaScript />
          <div data-app hidden>
            <Summary />
            <form className="site-demo-form" data-form noValidate>
              <h2 id="demo-slots-title">
                <FormattedMessage id="site.demo.slotsTitle" />
              </h2>
              <p className="site-note" data-zone />
              <p className="site-demo-status" role="status" data-status />
              <div data-slots className="site-demo-days" />
              <p id="demo-slotId-error" className="site-contact-field-error" data-error-for="slotId" hidden />
              <h2>
                <FormattedMessage id="site.demo.formTitle" />
              </h2>
              <p className="site-note" data-chosen aria-live="polite" />
              <Field form="demo" name="name" label="site.demo.name">
                <input id="demo-name" name="name" type="text" autoComplete="name" maxLength={DEMO_NAME_MAX} />
              </Field>
              <Field form="demo" name="email" label="site.demo.email">
                <input id="demo-email" name="email" type="email" autoComplete="email" maxLength={254} />
              </Field>
              <Field form="demo" name="company" label="site.demo.company">
                <input
                  id="demo-company"
                  name="company"
                  type="text"
                  autoComplete="organization"
                  maxLength={DEMO_COMPANY_MAX}
                />
              </Field>
              <Field form="demo" name="parcelsPerMonth" label="site.demo.parcels">
                <input id="demo-parcelsPerMonth" name="parcelsPerMonth" type="text" inputMode="numeric" />
              </Field>
              <Honeypot form="demo" />
              <input type="hidden" name="locale" value={locale} />
              <button type="submit" className="site-button">
                <FormattedMessage id="site.demo.book" />
              </button>
              <p className="site-contact-status" role="status" data-sending />
            </form>
            <div className="site-band site-demo-done" data-done tabIndex={-1} hidden>
              <h2>
                <FormattedMessage id="site.demo.bookedTitle" />
              </h2>
              <p data-done-text />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

export const demoPage: SitePageDefinition = {
  name: 'demo',
  title: 'site.demo.title',
  description: 'site.demo.description',
  component: DemoPage,
  islands: true,
};
