/**
 * The claims list's filters: the nine lists of the spec with the values each can take (the facets
 * the summary counted, the members' names), the panel of checkboxes, and the chosen values as chips
 * that remove themselves.
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
import { useMembers } from '@web/api/members';
import type { MessageKey } from '@web/i18n/en';
import { useId, useMemo } from 'react';
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
  return (
    <div id="claim-filters" className="filter-panel">
      {FILTER_LISTS.map((list) => (
        <CheckboxGroup
          key={list}
          list={list}
          values={options[list].values}
          selected={filters.fields[list] ?? []}
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
