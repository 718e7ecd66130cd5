/**
 * The claims list's filters: the nine lists of the spec with the values each can take (the facets
 * the summary counted, the members' names), the panel of checkboxes with a search that narrows
 * every list as the person types (accents and case aside; a chosen value always stays in view),
 * and the chosen values as chips that remove themselves.
 */
import { CARRIER_IDS, CLAIM_TYPES, carrierById } from '@shared/carriers/carriers';
import {
  type ClaimFilterState,
  FILTER_LISTS,
  type FilterList,
  removeFilterValue,
  setFilterValues,
} from '@shared/claims/filters';
import { CLAIM_STAGES, CLAIM_STATES } from '@shared/claims/lifecycle';
import { CLAIM_SOURCES } from '@shared/claims/schema';
import { normaliseHeader } from '@shared/sheets/headers';
import { useMembers } from '@web/api/members';
import type { MessageKey } from '@web/i18n/en';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClaimSummary } from '../api/claims';
import { regionName } from './region-name';

/** What each part of the list that changes the filters gets: the filters, and where a change goes. */
export interface FiltersEditing {
  filters: ClaimFilterState;
  onChange: (filters: ClaimFilterState) => void;
}

export type FilterOptions = Record<
  FilterList,
  { values: readonly string[]; label: (value: string) => string }
>;

/** The values a list shows for a search: those whose name (or whose list's name) holds it, and the chosen ones. */
export function matchingValues(
  values: readonly string[],
  selected: readonly string[],
  label: (value: string) => string,
  listName: string,
  search: string,
): string[] {
  const all = [...values, ...selected.filter((value) => !values.includes(value))];
  const needle = normaliseHeader(search);
  if (!needle || normaliseHeader(listName).includes(needle)) return all;
  return all.filter((value) => selected.includes(value) || normaliseHeader(label(value)).includes(needle));
}

function CheckboxGroup({
  list,
  shown,
  selected,
  label,
  onChange,
}: {
  list: FilterList;
  shown: readonly string[];
  selected: string[];
  label: (value: string) => string;
  onChange: (selected: string[]) => void;
}) {
  const id = useId();
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

/** The values each list offers and how each value reads. */
export function useFilterOptions(): FilterOptions {
  const intl = useIntl();
  const summary = useClaimSummary();
  const members = useMembers();
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
  return {
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
}

export function FiltersPanel({ filters, options, onChange }: FiltersEditing & { options: FilterOptions }) {
  const intl = useIntl();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const lists = FILTER_LISTS.map((list) => {
    const selected = filters.fields[list] ?? [];
    const name = intl.formatMessage({ id: `claims.filter.${list}` as MessageKey });
    const shown = matchingValues(options[list].values, selected, options[list].label, name, search);
    return { list, selected, shown };
  }).filter(({ shown, selected }) => !search.trim() || shown.length > 0 || selected.length > 0);
  const found = lists.reduce((sum, { shown }) => sum + shown.length, 0);
  return (
    <div id="claim-filters" className="filter-panel">
      <div className="filter-search">
        <label htmlFor={searchId}>
          <FormattedMessage id="claims.filterSearch" />
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
        <p className="visually-hidden" role="status">
          {search.trim() ? <FormattedMessage id="claims.filterSearchFound" values={{ count: found }} /> : ''}
        </p>
      </div>
      {lists.length === 0 && (
        <p className="field-hint">
          <FormattedMessage id="claims.filterSearchNone" values={{ search: search.trim() }} />
        </p>
      )}
      {lists.map(({ list, selected, shown }) => (
        <CheckboxGroup
          key={list}
          list={list}
          shown={shown}
          selected={selected}
          label={options[list].label}
          onChange={(values) => onChange(setFilterValues(filters, list, values))}
        />
      ))}
    </div>
  );
}

export function FilterChips({ filters, options, onChange }: FiltersEditing & { options: FilterOptions }) {
  const intl = useIntl();
  const chips = FILTER_LISTS.flatMap((list) =>
    (filters.fields[list] ?? []).map((value) => ({ list, value })),
  );
  if (chips.length === 0) return null;
  return (
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
              onClick={() => onChange(removeFilterValue(filters, list, value))}
            >
              {name}: {shown} <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
