/** A part of Home whose feature is not in Parcel Audit yet, said plainly rather than drawn empty. */
import type { MessageKey } from '@web/i18n/en';
import { FormattedMessage } from 'react-intl';

export function ComingSoon({ part }: { part: 'integration' }) {
  return (
    <section className="panel coming-soon" aria-labelledby={`soon-${part}-heading`}>
      <h2 id={`soon-${part}-heading`}>
        <FormattedMessage id={`home.soon.${part}.heading` as MessageKey} />{' '}
        <span className="badge neutral">
          <FormattedMessage id="home.soon.badge" />
        </span>
      </h2>
      <p>
        <FormattedMessage id={`home.soon.${part}.body` as MessageKey} />
      </p>
    </section>
  );
}
