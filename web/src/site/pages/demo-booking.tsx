/**
 * A demo booking's own page (/demo/booking?b=<bookingId>&t=<token>), the link of the confirmation
 * e-mail: the demo-booking island reads the booking (GET /api/public/demo/bookings/{id}?t=) and
 * offers to cancel it or move it to another free slot. A wrong link shows that it leads nowhere.
 * Not listed for search engines (shared/site/pages.ts). Needs JavaScript, as booking does.
 */
import { FormattedMessage } from 'react-intl';
import { SiteLink } from '../link';
import type { SitePageDefinition } from '../page';
import { PageHeading } from '../page-heading';
import { NeedsJavaScript, Summary, useIslandMessages } from './demo';

function DemoBookingPage() {
  return (
    <>
      <PageHeading title="site.demoBooking.title" lead="site.demoBooking.lead" />
      <section className="site-section site-demo">
        <div data-island="demo-booking" data-mode="manage" data-messages={useIslandMessages()}>
          <NeedsJavaScript />
          <div data-app hidden>
            <p className="site-demo-status" role="status" data-status />
            <dl className="site-demo-details" data-details hidden>
              <dt>
                <FormattedMessage id="site.demoBooking.when" />
              </dt>
              <dd data-when />
              <dt>
                <FormattedMessage id="site.demoBooking.who" />
              </dt>
              <dd data-who />
              <dt>
                <FormattedMessage id="site.demoBooking.status" />
              </dt>
              <dd data-state />
            </dl>
            <p className="site-note" data-past hidden>
              <FormattedMessage id="site.demoBooking.past" />
            </p>
            <Summary />
            <div className="site-demo-actions" data-actions hidden>
              <button type="button" className="site-button site-button-secondary" data-cancel>
                <FormattedMessage id="site.demoBooking.cancel" />
              </button>
              <button type="button" className="site-button" data-move aria-expanded="false">
                <FormattedMessage id="site.demoBooking.move" />
              </button>
            </div>
            <form className="site-demo-form" data-form noValidate hidden>
              <h2>
                <FormattedMessage id="site.demoBooking.moveTitle" />
              </h2>
              <p className="site-note" data-zone />
              <div data-slots className="site-demo-days" />
              <p id="demo-slotId-error" className="site-contact-field-error" data-error-for="slotId" hidden />
              <button type="submit" className="site-button">
                <FormattedMessage id="site.demoBooking.moveTo" />
              </button>
              <p className="site-contact-status" role="status" data-sending />
            </form>
            <p className="site-band site-demo-done" data-done tabIndex={-1} hidden />
            <p className="site-error" data-invalid hidden>
              <FormattedMessage id="site.demoBooking.invalid" />{' '}
              <SiteLink to="demo">
                <FormattedMessage id="site.demoBooking.bookAgain" />
              </SiteLink>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}

export const demoBookingPage: SitePageDefinition = {
  name: 'demoBooking',
  title: 'site.demoBooking.title',
  description: 'site.demoBooking.description',
  component: DemoBookingPage,
  islands: true,
};
