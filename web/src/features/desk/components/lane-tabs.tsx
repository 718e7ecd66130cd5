/**
 * The desk's five lanes, a segmented control of links (each lane is an address, the filters kept),
 * each with its count, and on "to file" the deadlines' warnings: claims whose window closes within
 * a few days, windows already closed. Side by side on a laptop; a strip that scrolls sideways on a
 * phone.
 */
import { DESK_LANES, type DeskCounts, type DeskLane } from '@shared/claims/desk';
import type { MessageKey } from '@web/i18n/en';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type DeskFilters, deskSearch } from '../api/desk-query';
import { deadlineBadges } from './desk-format';

export interface LaneTotals {
  counts: DeskCounts;
  closingSoon: number;
  windowClosed: number;
}

export function LaneTabs({ filters, totals }: { filters: DeskFilters; totals: LaneTotals | null }) {
  const intl = useIntl();
  const current = useRef<HTMLAnchorElement>(null);
  const badges = totals ? deadlineBadges(totals.closingSoon, totals.windowClosed) : [];
  // On a phone the lanes scroll sideways in their strip: the chosen one is brought into view.
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, []);
  return (
    <nav className="desk-lanes" aria-label={intl.formatMessage({ id: 'desk.lanes' })}>
      <ul>
        {DESK_LANES.map((lane: DeskLane) => {
          const chosen = filters.lane === lane;
          const count = totals?.counts[lane];
          return (
            <li key={lane}>
              <Link
                ref={chosen ? current : undefined}
                to={deskSearch({ filters: { ...filters, lane }, claim: null })}
                className="desk-lane"
                aria-current={chosen ? 'page' : undefined}
              >
                <span className="desk-lane-name">
                  <FormattedMessage id={`desk.lane.${lane}` as MessageKey} />
                </span>
                {count !== undefined && (
                  <span className="lane-count">
                    <span aria-hidden="true">{count}</span>
                    <span className="visually-hidden">
                      {' '}
                      <FormattedMessage id="desk.laneCount" values={{ count }} />
                    </span>
                  </span>
                )}
                {lane === 'to_file' &&
                  badges.map((badge) => (
                    <span
                      key={badge.id}
                      className={`lane-badge ${badge.id === 'desk.badge.windowClosed' ? 'closed' : 'soon'}`}
                    >
                      <FormattedMessage id={badge.id} values={badge.values} />
                    </span>
                  ))}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
