/**
 * Package information for lost packages (claim center): the parcels the carriers lost track of,
 * a page of 20 at a time (pages numbered from 1), each with its last movement, the days it has been
 * silent, the days left to claim, and a link that opens an investigation filled in for it (or the
 * investigation already open). 'Look again now' reads the carrier accounts at once.
 */

import { carrierById } from '@shared/carriers/carriers';
import { LOST_PAGE_SIZE } from '@shared/claims/lost';
import { FormError } from '@web/components/form-error';
import { TrackingEvent } from '@web/components/tracking-event';
import { WindowLeft } from '@web/components/window-left';
import { paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { lookForLostPackages, useLostPackages } from '../api/lost';

export function LostPackages({ detailsLink }: { detailsLink: (claimId: string) => string }) {
  const intl = useIntl();
  // The cursor that starts each page, by page number (page 1 starts at the beginning).
  const [cursors, setCursors] = useState<string[]>(['']);
  const [pageNumber, setPageNumber] = useState(1);
  const [looking, setLooking] = useState(false);
  const [lookError, setLookError] = useState<MessageKey | null>(null);
  const { data, error } = useLostPackages(pageNumber, cursors[pageNumber - 1] ?? '');
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / LOST_PAGE_SIZE));

  const look = async () => {
    setLooking(true);
    setLookError(null);
    try {
      await lookForLostPackages();
      setCursors(['']);
      setPageNumber(1);
    } catch (caught) {
      setLookError(messageKeyOf(caught));
    } finally {
      setLooking(false);
    }
  };

  return (
    <section aria-labelledby="lost-heading">
      <h2 id="lost-heading">
        <FormattedMessage id="lost.heading" />
      </h2>
      {data && !data.active && (
        <p className="page-intro">
          <FormattedMessage
            id="lost.inactive"
            values={{
              link: (text) => <Link to={paths.carrierInformation}>{text}</Link>,
            }}
          />
        </p>
      )}
      <div className="toolbar">
        <button
          type="button"
          className="button"
          onClick={look}
          disabled={looking || (data !== undefined && !data.active)}
          aria-busy={looking || undefined}
        >
          <FormattedMessage id={looking ? 'lost.looking' : 'lost.lookNow'} />
        </button>
        {data?.scannedAt && (
          <span className="field-hint">
            <FormattedMessage
              id="lost.lastLook"
              values={{ when: intl.formatDate(data.scannedAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
            />
          </span>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {looking && <FormattedMessage id="lost.looking" />}
      </p>
      {lookError && <FormError message={lookError} />}
      {data && data.carriers.length > 0 && (
        <ul className="lost-accounts" aria-label={intl.formatMessage({ id: 'lost.accounts' })}>
          {data.carriers.map((account) => (
            <li key={`${account.carrier}/${account.username}`}>
              {carrierById(account.carrier)?.name ?? account.carrier} ({account.username}):{' '}
              <FormattedMessage
                id={`lost.outcome.${account.outcome}` as MessageKey}
                values={{ count: account.shipments }}
              />
            </li>
          ))}
        </ul>
      )}
      {error && <FormError message={messageKeyOf(error)} />}
      {data && data.total === 0 && data.active && (
        <p className="page-intro">
          <FormattedMessage id={data.scannedAt ? 'lost.none' : 'lost.notYet'} />
        </p>
      )}
      {data && data.packages.length > 0 && (
        <>
          <p>
            <FormattedMessage id="lost.total" values={{ count: data.total }} />
          </p>
          <div className="table-scroll">
            <table className="data-table">
              <caption className="visually-hidden">
                <FormattedMessage id="lost.heading" />
              </caption>
              <thead>
                <tr>
                  {(
                    [
                      'claims.trackingNumber',
                      'claims.carrier',
                      'claims.filter.service_level',
                      'lost.shipped',
                      'lost.lastMovement',
                      'lost.silentFor',
                      'claims.daysLeft',
                      'lost.investigation',
                    ] as MessageKey[]
                  ).map((heading) => (
                    <th key={heading} scope="col">
                      <FormattedMessage id={heading} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.packages.map((parcel) => (
                  <tr key={`${parcel.carrier}/${parcel.tracking_number}`}>
                    <td>{parcel.tracking_number}</td>
                    <td>{carrierById(parcel.carrier)?.name ?? parcel.carrier}</td>
                    <td>{parcel.service}</td>
                    <td>
                      <FormattedDate value={parcel.shippedAt} dateStyle="medium" />
                    </td>
                    <td>
                      <FormattedDate value={parcel.lastMovementAt} dateStyle="medium" />
                      <br />
                      <span className="field-hint">
                        <TrackingEvent
                          carrier={parcel.carrier}
                          code={parcel.lastEventCode}
                          words={parcel.lastEvent}
                        />
                        {parcel.lastLocation && ` · ${parcel.lastLocation}`}
                      </span>
                    </td>
                    <td>
                      <FormattedMessage id="claims.days" values={{ days: parcel.daysWithoutMovement }} />
                    </td>
                    <td>
                      <WindowLeft days={parcel.days_left_to_claim} closesOn={parcel.window_closes_on} />
                    </td>
                    <td>
                      {parcel.claimId ? (
                        <Link to={detailsLink(parcel.claimId)}>
                          <FormattedMessage id="lost.seeInvestigation" />
                        </Link>
                      ) : (
                        <Link
                          to={`${paths.startInvestigation}?${new URLSearchParams({
                            carrier: parcel.carrier,
                            tracking: parcel.tracking_number,
                            issue: 'lost',
                          })}`}
                          aria-label={intl.formatMessage(
                            { id: 'lost.openInvestigationFor' },
                            { tracking: parcel.tracking_number },
                          )}
                        >
                          <FormattedMessage id="lost.openInvestigation" />
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="pager" aria-label={intl.formatMessage({ id: 'lost.pages' })}>
            <button
              type="button"
              className="button"
              disabled={pageNumber === 1}
              onClick={() => setPageNumber(pageNumber - 1)}
            >
              <FormattedMessage id="lost.previous" />
            </button>
            <span aria-current="page">
              <FormattedMessage id="lost.pageOf" values={{ page: pageNumber, pages }} />
            </span>
            <button
              type="button"
              className="button"
              disabled={!data.cursor || pageNumber >= pages}
              onClick={() => {
                const next = [...cursors];
                next[pageNumber] = data.cursor ?? '';
                setCursors(next);
                setPageNumber(pageNumber + 1);
              }}
            >
              <FormattedMessage id="lost.next" />
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
