/**
 * The claims list's toolbars: the search, the buttons that open the filter, calendar and column
 * panels (one at a time), 'Clear filters'; then who claimed, the audit-only and favourites switches.
 */
import { CLAIMED_BY, type ClaimedBy, resetFilters, setLoxFilter, setSwitches } from '@shared/claims/filters';
import type { MessageKey } from '@web/i18n/en';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FiltersEditing } from './claim-filters';
import { datesLabel } from './claims-calendar';

export type Panel = 'filters' | 'calendar' | 'columns';

export function ClaimsToolbar({
  filters,
  onChange,
  search,
  onSearch,
  panel,
  onToggle,
}: FiltersEditing & {
  search: string;
  onSearch: (search: string) => void;
  panel: Panel | null;
  onToggle: (panel: Panel) => void;
}) {
  const intl = useIntl();
  const dates = datesLabel(filters, intl);
  return (
    <div className="toolbar">
      <search>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onChange(setSwitches(filters, { q: search }));
          }}
        >
          <label htmlFor="claims-search" className="visually-hidden">
            <FormattedMessage id="claims.search" />
          </label>
          <input
            id="claims-search"
            type="search"
            value={search}
            maxLength={60}
            placeholder={intl.formatMessage({ id: 'claims.search' })}
            onChange={(event) => onSearch(event.target.value)}
          />{' '}
          <button type="submit" className="button">
            <FormattedMessage id="claims.searchButton" />
          </button>
        </form>
      </search>
      {(['filters', 'calendar', 'columns'] as const).map((name) => (
        <button
          key={name}
          type="button"
          className="button"
          aria-expanded={panel === name}
          aria-controls={`claim-${name}`}
          onClick={() => onToggle(name)}
        >
          {name === 'filters' ? (
            <FormattedMessage id="claims.filters" values={{ count: Math.max(filters.count, 0) }} />
          ) : name === 'calendar' ? (
            <>
              <FormattedMessage id="claims.dates" />
              {dates && `: ${dates}`}
            </>
          ) : (
            <FormattedMessage id="claims.columns" />
          )}
        </button>
      ))}
      {filters.filtered && (
        <button
          type="button"
          className="button"
          onClick={() => {
            onSearch('');
            onChange(resetFilters({ ...filters, q: '' }));
          }}
        >
          <FormattedMessage id="claims.clearFilters" />
        </button>
      )}
    </div>
  );
}

export function ClaimsSwitches({ filters, onChange }: FiltersEditing) {
  const intl = useIntl();
  const lox = filters.fields.is_lox_claim?.[0] === 'true';
  return (
    <div className="toolbar">
      <label htmlFor="claims-claimed-by">
        <FormattedMessage id="claims.claimedBy" />
      </label>
      <select
        id="claims-claimed-by"
        value={filters.claimedBy}
        onChange={(event) => onChange(setSwitches(filters, { claimedBy: event.target.value as ClaimedBy }))}
      >
        {CLAIMED_BY.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage({ id: `claims.claimedBy.${value}` as MessageKey })}
          </option>
        ))}
      </select>
      <span className="checkbox-field">
        <input
          id="filter-lox"
          type="checkbox"
          checked={lox}
          onChange={(event) => onChange(setLoxFilter(filters, event.target.checked))}
        />
        <label htmlFor="filter-lox">
          <FormattedMessage id="claims.loxOnly" />
        </label>
      </span>
      <span className="checkbox-field">
        <input
          id="filter-favourites"
          type="checkbox"
          checked={filters.favourite}
          onChange={(event) => onChange(setSwitches(filters, { favourite: event.target.checked }))}
        />
        <label htmlFor="filter-favourites">
          <FormattedMessage id="claims.favouritesOnly" />
        </label>
      </span>
    </div>
  );
}
