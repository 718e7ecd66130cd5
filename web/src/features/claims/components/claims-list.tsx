/**
 * My claims: the company's investigations, newest first, a page at a time.
 *
 * The toolbar holds the search, the filter panel (the nine lists of the spec), the calendar panel
 * (date presets or two dates) and the column toggle; opening one panel closes the others. The
 * chosen values show as chips that remove themselves; 'Clear filters' resets everything but the
 * audit-only switch (shared/claims/filters holds these rules, and the server reads the same query).
 */
import { type ClaimFilterState, initialFilters, setFilterValues } from '@shared/claims/filters';
import { CLAIM_SOURCES } from '@shared/claims/schema';
import { FormError } from '@web/components/form-error';
import { LoadMore } from '@web/components/load-more';
import { messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useClaims } from '../api/claims';
import { type Column, ColumnsPanel, storeColumns, storedColumns } from './claim-columns';
import { FilterChips, FiltersPanel, useFilterOptions } from './claim-filters';
import { CalendarPanel } from './claims-calendar';
import { ClaimsTable } from './claims-table';
import { ClaimsSwitches, ClaimsToolbar, type Panel } from './claims-toolbar';

export function ClaimsList({ detailsLink }: { detailsLink: (claimId: string) => string }) {
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
  const list = useClaims(filters);
  const { data, error, isLoading, more } = list;
  const options = useFilterOptions();
  const claims = data?.flatMap((page) => page.claims) ?? [];

  const setColumns = (next: Column[]) => {
    setColumnsState(next);
    storeColumns(next);
  };
  // One panel at a time: opening the calendar closes the filters and the other way round.
  const toggle = (name: Panel) => setPanel(panel === name ? null : name);

  return (
    <section aria-labelledby="my-claims-heading">
      <h2 id="my-claims-heading">
        <FormattedMessage id="claims.myClaims" />
      </h2>
      <ClaimsToolbar
        filters={filters}
        onChange={setFilters}
        search={search}
        onSearch={setSearch}
        panel={panel}
        onToggle={toggle}
      />
      <ClaimsSwitches filters={filters} onChange={setFilters} />
      {panel === 'filters' && <FiltersPanel filters={filters} options={options} onChange={setFilters} />}
      {panel === 'calendar' && <CalendarPanel filters={filters} onChange={setFilters} />}
      {panel === 'columns' && <ColumnsPanel columns={columns} onChange={setColumns} />}
      <FilterChips filters={filters} options={options} onChange={setFilters} />
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
      {claims.length > 0 && <ClaimsTable claims={claims} columns={columns} detailsLink={detailsLink} />}
      <LoadMore pages={list} label="claims.more" more={more} />
    </section>
  );
}
