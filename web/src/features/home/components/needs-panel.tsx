/**
 * What needs the merchant now: investigations waiting for their information (Data Needed, by what
 * they wait for), claims whose carrier window closes within days, carrier accounts not working.
 */
import { CLOSING_SOON_DAYS, type HomeView } from '@shared/dashboards/catalog';
import { paths } from '@web/config/paths';
import { isMessageKey } from '@web/i18n/message-key';
import { carrierName } from '@web/lib/chart-labels';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

export function NeedsPanel({ needs, wide }: { needs: HomeView['needs']; wide: boolean }) {
  const intl = useIntl();
  const kinds = Object.entries(needs.byKind).filter(([, count]) => count > 0);
  const nothing = needs.dataNeeded === 0 && needs.closingSoon === 0 && needs.credentials.length === 0;
  return (
    <section
      className={wide ? 'panel needs wide' : 'panel needs'}
      aria-labelledby="needs-heading"
      data-tour="home-needs"
    >
      <h2 id="needs-heading">
        <FormattedMessage id="home.needs.heading" />
      </h2>
      {nothing ? (
        <p>
          <FormattedMessage id="home.needs.nothing" />
        </p>
      ) : (
        <ul className="needs-list">
          {needs.dataNeeded > 0 && (
            <li data-need="data">
              <p>
                <FormattedMessage id="home.needs.dataNeeded" values={{ count: needs.dataNeeded }} />
              </p>
              {kinds.length > 0 && (
                <ul className="need-kinds">
                  {kinds.map(([kind, count]) => {
                    const key = `actions.kind.${kind}`;
                    return (
                      <li key={kind}>
                        <FormattedMessage
                          id="home.needs.kind"
                          values={{
                            kind: isMessageKey(intl, key) ? intl.formatMessage({ id: key }) : kind,
                            count,
                          }}
                        />
                      </li>
                    );
                  })}
                </ul>
              )}
              <Link to={paths.actionRequired}>
                <FormattedMessage id="home.needs.dataNeededLink" />
              </Link>
            </li>
          )}
          {needs.closingSoon > 0 && (
            <li data-need="closing">
              <p>
                <FormattedMessage
                  id="home.needs.closingSoon"
                  values={{ count: needs.closingSoon, days: CLOSING_SOON_DAYS }}
                />
              </p>
              <Link to={`${paths.investigationDetails}?view=claims`}>
                <FormattedMessage id="home.needs.closingSoonLink" />
              </Link>
            </li>
          )}
          {needs.credentials.length > 0 && (
            <li data-need="credentials">
              <p>
                <FormattedMessage id="home.needs.credentials" values={{ count: needs.credentials.length }} />
              </p>
              <ul className="need-kinds">
                {needs.credentials.map((credential) => {
                  const key = `credentials.outcome.${credential.reason}`;
                  return (
                    <li key={credential.credentialId}>
                      <FormattedMessage
                        id="home.needs.credential"
                        values={{
                          carrier: carrierName(credential.carrier),
                          reason: intl.formatMessage({
                            id:
                              credential.reason && isMessageKey(intl, key)
                                ? key
                                : 'home.needs.credentialFailed',
                          }),
                        }}
                      />
                    </li>
                  );
                })}
              </ul>
              <Link to={paths.carrierInformation}>
                <FormattedMessage id="home.needs.credentialsLink" />
              </Link>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
