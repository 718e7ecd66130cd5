/**
 * The desk's five lanes as tabs (links: each lane is an address, the filters kept), each with its
 * count, and on "to file" the deadlines' warnings: claims whose window closes within a few days,
 * windows already closed.
 */
import { DESK_LANES, type DeskCounts, type DeskLane } from '@shared/claims/desk';
import type { MessageKey } from '@web/i18n/en';
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
  const badges = totals ? deadlineBadges(totals.closingSoon, totals.windowClosed) : [];
  return (
    <nav className="tabs desk-lanes" aria-label={intl.formatMessage({ id: 'desk.lanes' })}>
      {DESK_LANES.map((lane: DeskLane) => {
        const current = filters.lane === lane;
        const count = totals?.counts[lane];
        return (
          <Link
            key={lane}
            to={deskSearch({ filters: { ...filters, lane }, claim: null })}
            className={current ? 'tab active' : 'tab'}
            aria-current={current ? 'page' : undefined}
          >
            <FormattedMessage id={`desk.lane.${lane}` as MessageKey} />
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
        );
      })}
    </nav>
  );
}
