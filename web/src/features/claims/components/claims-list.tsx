/**
 * My claims: the company's investigations, newest first, a page at a time.
 *
 * The toolbar holds the search, the filter panel (the nine lists of the spec), the calendar panel
 * (date presets or two dates) and the column toggle; opening one panel closes the others. The
 * chosen values show as chips that remove themselves; 'Clear filters' resets everything but the
 * audit-only switch (shared/claims/filters holds these rules, and the server reads the same query).
 */
import { CARRIER_IDS, CLAIM_TYPES, carrierById } from '@shared/carriers';
import {
  CLAIMED_BY,
  type ClaimedBy,
  type ClaimFilterState,
  chooseDates,
  choosePreset,
  DATE_PRESETS,
  FILTER_LISTS,
  type FilterList,
  initialFilters,
  isDate,
  removeFilterValue,
  resetFilters,
  setFilterValues,
  setLoxFilter,
  setSwitches,
} from '@shared/claims/filters';
import { CLAIM_STAGES, CLAIM_STATES } from '@shared/claims/lifecycle';
import { CLAIM_SOURCES, type ClaimView } from '@shared/claims/schema';
import { useMembers } from '@web/api/members';
import { FormError } from '@web/components/form-error';
import { Money } from '@web/components/money';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useClaimSummary, useClaims } from '../api/claims';

type Panel = 'filters' | 'calendar' | 'columns';

/** The columns a person can show or hide; the tracking number (the link) is always shown. */
export const CLAIM_COLUMNS = [
  'carrier',
  'reason_refund',
  'reference',
  'state',
  'stage',
  'owner',
  'service_level',
  'country_code_receiver',
  'requested',
  'claim_date',
  'days_left',
  'created',
] as const;
type Column = (typeof CLAIM_COLUMNS)[number];
const DEFAULT_COLUMNS: Column[] = ['carrier', 'reason_refund', 'reference', 'state', 'requested', 'created'];
const COLUMNS_STORAGE = 'pa.claims.columns';

function storedColumns(): Column[] {
  try {
    const stored = JSON.parse(localStorage.getItem(COLUMNS_STORAGE) ?? 'null') as unknown;
    if (Array.isArray(stored)) return CLAIM_COLUMNS.filter((column) => (stored as string[]).includes(column));
  } catch {
    // A damaged preference: the default columns.
  }
  return DEFAULT_COLUMNS;
}

const COLUMN_HEADING: Record<Column, MessageKey> = {
  carrier: 'claims.carrier',
  reason_refund: 'claims.issue',
  reference: 'claims.reference',
  state: 'claims.stateLabel',
  stage: 'claims.stage',
  owner: 'claims.owner',
  service_level: 'claims.filter.service_level',
  country_code_receiver: 'claims.filter.country_code_receiver',
  requested: 'claims.requested',
  claim_date: 'claims.claimDate',
  days_left: 'claims.daysLeft',
  created: 'claims.createdAt',
};

function Cell({ column, claim }: { column: Column; claim: ClaimView }): ReactNode {
  const intl = useIntl();
  switch (column) {
    case 'carrier':
      return carrierById(claim.carrier)?.name ?? claim.carrier;
    case 'reason_refund':
      return <FormattedMessage id={`claims.issue.${claim.reason_refund}` as MessageKey} />;
    case 'reference':
      return claim.reference;
    case 'state':
      return (
        <span className={`state-badge stage-${claim.stage}`}>
          <FormattedMessage id={`claims.state.${claim.state}` as MessageKey} />
        </span>
      );
    case 'stage':
      return <FormattedMessage id={`claims.stage.${claim.stage}` as MessageKey} />;
    case 'owner':
      return claim.is_lox_claim ? <FormattedMessage id="claims.source.audit" /> : claim.owner;
    case 'service_level':
      return claim.service_level_agreement ?? '–';
    case 'country_code_receiver':
      return claim.country_code_receiver ? regionName(intl.locale, claim.country_code_receiver) : '–';
    case 'requested':
      return <Money value={claim.requested_amount} currency={claim.currency} />;
    case 'claim_date':
      return claim.claim_date ? <FormattedDate value={claim.claim_date} dateStyle="medium" /> : '–';
    case 'days_left':
      return claim.days_left_to_claim === null ? (
        '–'
      ) : (
        <FormattedMessage id="claims.days" values={{ days: claim.days_left_to_claim }} />
      );
    case 'created':
      return <FormattedDate value={claim.createdAt} dateStyle="medium" />;
  }
}

const regionNames = new Map<string, Intl.DisplayNames>();
/** A country's name in the person's language (one formatter per language, not one per cell). */
function regionName(locale: string, code: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/** Today in the person's own calendar, as YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

function CheckboxGroup({
  list,
  values,
  selected,
  label,
  onChange,
}: {
  list: FilterList;
  values: readonly string[];
  selected: string[];
  label: (value: string) => string;
  onChange: (selected: string[]) => void;
}) {
  const id = useId();
  const shown = [...values, ...selected.filter((value) => !values.includes(value))];
  return (
    <fieldset className="filter-group">
      <legend>
        <FormattedMessage id={`claims.filter.${list}` as MessageKey} />
      </legend>
      {shown.length === 0 && (
        <p className="field-hint">
          <FormattedMessage id="claims.noValues" />
        </p>
      )}
      {shown.map((value) => (
        <div key={value} className="checkbox-field">
          <input
            id={`${id}-${value}`}
            type="checkbox"
            checked={selected.includes(value)}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...selected, value] : selected.filter((item) => item !== value),
              )
            }
          />
          <label htmlFor={`${id}-${value}`}>{label(value)}</label>
        </div>
      ))}
    </fieldset>
  );
}

function DateField({
  id,
  label,
  value,
  max,
  invalid,
  onChange,
}: {
  id: string;
  label: MessageKey;
  value: string;
  max: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <input
        id={id}
        type="date"
        max={max}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'claims-dates-error' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

function CalendarPanel({
  filters,
  onChange,
}: {
  filters: ClaimFilterState;
  onChange: (filters: ClaimFilterState) => void;
}) {
  const intl = useIntl();
  const [from, setFrom] = useState(filters.preset ? '' : filters.from);
  const [to, setTo] = useState(filters.preset ? '' : filters.to);
  const [error, setError] = useState(false);
  const today = localToday();
  return (
    <div id="claim-calendar" className="filter-panel">
      <fieldset className="filter-group">
        <legend>
          <FormattedMessage id="claims.period" />
        </legend>
        {[null, ...DATE_PRESETS].map((preset) => (
          <div key={preset ?? 'any'} className="checkbox-field">
            <input
              id={`preset-${preset ?? 'any'}`}
              type="radio"
              name="date-preset"
              checked={filters.preset === preset && (preset !== null || !filters.from)}
              onChange={() =>
                onChange(preset ? choosePreset(filters, preset, today) : chooseDates(filters, '', ''))
              }
            />
            <label htmlFor={`preset-${preset ?? 'any'}`}>
              <FormattedMessage id={`claims.preset.${preset ?? 'any'}` as MessageKey} />
            </label>
          </div>
        ))}
      </fieldset>
      <form
        className="filter-group date-range"
        onSubmit={(event) => {
          event.preventDefault();
          const bad = (from && !isDate(from)) || (to && !isDate(to)) || (from && to && from > to);
          setError(Boolean(bad));
          if (!bad) onChange(chooseDates(filters, from, to));
        }}
      >
        <fieldset className="filter-group">
          <legend>
            <FormattedMessage id="claims.dateRange" />
          </legend>
          <DateField
            id="claims-from"
            label="claims.from"
            value={from}
            max={today}
            invalid={error}
            onChange={setFrom}
          />
          <DateField
            id="claims-to"
            label="claims.to"
            value={to}
            max={today}
            invalid={error}
            onChange={setTo}
          />
          {error && (
            <p id="claims-dates-error" className="field-error" role="alert">
              {intl.formatMessage({ id: 'claims.datesInvalid' })}
            </p>
          )}
          <button type="submit" className="button">
            <FormattedMessage id="claims.applyDates" />
          </button>
        </fieldset>
      </form>
    </div>
  );
}

function ColumnsPanel({ columns, onChange }: { columns: Column[]; onChange: (columns: Column[]) => void }) {
  return (
    <div id="claim-columns" className="filter-panel">
      <fieldset className="filter-group column-choices">
        <legend>
          <FormattedMessage id="claims.columnsLegend" />
        </legend>
        {CLAIM_COLUMNS.map((column) => (
          <div key={column} className="checkbox-field">
            <input
              id={`column-${column}`}
              type="checkbox"
              checked={columns.includes(column)}
              onChange={(event) =>
                onChange(
                  CLAIM_COLUMNS.filter((item) =>
                    item === column ? event.target.checked : columns.includes(item),
                  ),
                )
              }
            />
            <label htmlFor={`column-${column}`}>
              <FormattedMessage id={COLUMN_HEADING[column]} />
            </label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}

/** How the dates in use read on the calendar button. */
function datesLabel(filters: ClaimFilterState, intl: ReturnType<typeof useIntl>): string | null {
  if (filters.preset) return intl.formatMessage({ id: `claims.preset.${filters.preset}` as MessageKey });
  if (!filters.from && !filters.to) return null;
  const format = (day: string) => intl.formatDate(`${day}T12:00:00`, { dateStyle: 'medium' });
  return `${filters.from ? format(filters.from) : '…'} – ${filters.to ? format(filters.to) : '…'}`;
}

export function ClaimsList({ detailsLink }: { detailsLink: (claimId: string) => string }) {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  // A link may open the list on one source (My Invoices: the investigations the audit opened).
  const [filters, setFilters] = useState<ClaimFilterState>(() => {
    const source = searchParams.get('source');
    return CLAIM_SOURCES.find((value) => value === source)
      ? setFilterValues(initialFilters(), 'claim_source', [source as string])
      : initialFilters();
  });
  const [search, setSearch] = useState('');
  const [panel, setPanel] = useState<Panel | null>(null);
  const [columns, setColumnsState] = useState<Column[]>(storedColumns);
  const { data, error, setSize, size, isLoading, more } = useClaims(filters);
  const summary = useClaimSummary();
  const members = useMembers();
  const claims = data?.flatMap((page) => page.claims) ?? [];

  const setColumns = (next: Column[]) => {
    setColumnsState(next);
    localStorage.setItem(COLUMNS_STORAGE, JSON.stringify(next));
  };
  // One panel at a time: opening the calendar closes the filters and the other way round.
  const toggle = (name: Panel) => setPanel(panel === name ? null : name);

  const memberNames = useMemo(
    () =>
      new Map(
        (members.data?.members ?? []).map((member) => [
          member.userId,
          `${member.first_name} ${member.last_name}`.trim() || member.email_address,
        ]),
      ),
    [members.data],
  );
  const facets = summary.data?.facets;
  const options: Record<FilterList, { values: readonly string[]; label: (value: string) => string }> = {
    carrier: { values: CARRIER_IDS, label: (id) => carrierById(id)?.name ?? id },
    country_code_receiver: {
      values: Object.keys(facets?.country_code_receiver ?? {}).sort(),
      label: (code) => regionName(intl.locale, code),
    },
    country_code_sender: {
      values: Object.keys(facets?.country_code_sender ?? {}).sort(),
      label: (code) => regionName(intl.locale, code),
    },
    state: {
      values: CLAIM_STATES,
      label: (state) => intl.formatMessage({ id: `claims.state.${state}` as MessageKey }),
    },
    reason_refund: {
      values: CLAIM_TYPES,
      label: (issue) => intl.formatMessage({ id: `claims.issue.${issue}` as MessageKey }),
    },
    service_level: { values: Object.keys(facets?.service_level ?? {}).sort(), label: (level) => level },
    stage: {
      values: CLAIM_STAGES,
      label: (stage) => intl.formatMessage({ id: `claims.stage.${stage}` as MessageKey }),
    },
    owners: {
      values: Object.keys(facets?.owners ?? {}),
      label: (id) => memberNames.get(id) ?? intl.formatMessage({ id: 'claims.formerMember' }),
    },
    claim_source: {
      values: CLAIM_SOURCES,
      label: (source) => intl.formatMessage({ id: `claims.source.${source}` as MessageKey }),
    },
  };
  const chips = FILTER_LISTS.flatMap((list) =>
    (filters.fields[list] ?? []).map((value) => ({ list, value })),
  );
  const dates = datesLabel(filters, intl);
  const lox = filters.fields.is_lox_claim?.[0] === 'true';

  return (
    <section aria-labelledby="my-claims-heading">
      <h2 id="my-claims-heading">
        <FormattedMessage id="claims.myClaims" />
      </h2>
      <div className="toolbar">
        <search>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setFilters(setSwitches(filters, { q: search }));
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
              onChange={(event) => setSearch(event.target.value)}
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
            onClick={() => toggle(name)}
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
            className="link-button"
            onClick={() => {
              setSearch('');
              setFilters(resetFilters({ ...filters, q: '' }));
            }}
          >
            <FormattedMessage id="claims.clearFilters" />
          </button>
        )}
      </div>
      <div className="toolbar">
        <label htmlFor="claims-claimed-by">
          <FormattedMessage id="claims.claimedBy" />
        </label>
        <select
          id="claims-claimed-by"
          value={filters.claimedBy}
          onChange={(event) =>
            setFilters(setSwitches(filters, { claimedBy: event.target.value as ClaimedBy }))
          }
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
            onChange={(event) => setFilters(setLoxFilter(filters, event.target.checked))}
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
            onChange={(event) => setFilters(setSwitches(filters, { favourite: event.target.checked }))}
          />
          <label htmlFor="filter-favourites">
            <FormattedMessage id="claims.favouritesOnly" />
          </label>
        </span>
      </div>
      {panel === 'filters' && (
        <div id="claim-filters" className="filter-panel">
          {FILTER_LISTS.map((list) => (
            <CheckboxGroup
              key={list}
              list={list}
              values={options[list].values}
              selected={filters.fields[list] ?? []}
              label={options[list].label}
              onChange={(values) => setFilters(setFilterValues(filters, list, values))}
            />
          ))}
        </div>
      )}
      {panel === 'calendar' && <CalendarPanel filters={filters} onChange={setFilters} />}
      {panel === 'columns' && <ColumnsPanel columns={columns} onChange={setColumns} />}
      {chips.length > 0 && (
        <ul className="filter-chips" aria-label={intl.formatMessage({ id: 'claims.activeFilters' })}>
          {chips.map(({ list, value }) => {
            const name = intl.formatMessage({ id: `claims.filter.${list}` as MessageKey });
            const shown = options[list].label(value);
            return (
              <li key={`${list}-${value}`}>
                <button
                  type="button"
                  className="chip"
                  aria-label={intl.formatMessage({ id: 'claims.removeFilter' }, { name, value: shown })}
                  onClick={() => setFilters(removeFilterValue(filters, list, value))}
                >
                  {name}: {shown} <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {filters.preset === 'top_5' && (
        <p className="field-hint">
          <FormattedMessage id="claims.top5Note" />
        </p>
      )}
      {error && <FormError message={messageKeyOf(error)} />}
      <p className="visually-hidden" role="status">
        {!isLoading && <FormattedMessage id="claims.shown" values={{ count: claims.length }} />}
      </p>
      {data && claims.length === 0 && (
        <p className="page-intro">
          <FormattedMessage id={filters.filtered ? 'claims.noneMatching' : 'claims.none'} />
        </p>
      )}
      {claims.length > 0 && (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">
              <FormattedMessage id="claims.myClaims" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="claims.trackingNumber" />
                </th>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    <FormattedMessage id={COLUMN_HEADING[column]} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {claims.map((claim) => (
                <tr key={claim.claimId}>
                  <td>
                    <Link to={detailsLink(claim.claimId)}>{claim.tracking_number}</Link>
                    {claim.favourite && (
                      <span className="favourite-mark" title={intl.formatMessage({ id: 'claims.favourite' })}>
                        {' '}
                        ★
                        <span className="visually-hidden">
                          {intl.formatMessage({ id: 'claims.favourite' })}
                        </span>
                      </span>
                    )}
                  </td>
                  {columns.map((column) => (
                    <td key={column}>
                      <Cell column={column} claim={claim} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more && (
        <button type="button" className="button" onClick={() => setSize(size + 1)}>
          <FormattedMessage id="claims.more" />
        </button>
      )}
    </section>
  );
}
