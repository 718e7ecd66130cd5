/**
 * My claims: the company's investigations, newest first, a page at a time. The filter panel holds
 * the carrier, state and issue lists and the favourites switch; the count beside 'Filters' counts
 * the lists in use (spec section 4); clearing resets them all. Search finds a tracking number or an
 * order reference.
 */
import { CARRIER_IDS, carrierById } from '@shared/carriers';
import { CLAIM_STATES } from '@shared/claims/lifecycle';
import { CLAIM_ISSUES } from '@shared/claims/schema';
import { FormError } from '@web/components/form-error';
import { TableHead } from '@web/components/table-head';
import type { MessageKey } from '@web/i18n/en';
import { ApiError } from '@web/lib/api-client';
import { useId, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type ClaimFilterValues, useClaims } from '../api/claims';
import { Money } from './claim-details';

export const NO_FILTERS: ClaimFilterValues = {
  carrier: [],
  state: [],
  reason_refund: [],
  favourite: false,
  q: '',
};

/** How many filter lists are in use. */
export const filterCount = (filters: ClaimFilterValues) =>
  [filters.carrier, filters.state, filters.reason_refund].filter((list) => list.length > 0).length +
  (filters.favourite ? 1 : 0);

function CheckboxGroup({
  legend,
  values,
  selected,
  label,
  onChange,
}: {
  legend: MessageKey;
  values: readonly string[];
  selected: string[];
  label: (value: string) => string;
  onChange: (selected: string[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="filter-group">
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      {values.map((value) => (
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

export function ClaimsList({ detailsLink }: { detailsLink: (claimId: string) => string }) {
  const intl = useIntl();
  const [filters, setFilters] = useState<ClaimFilterValues>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const { data, error, setSize, size, isLoading } = useClaims(filters);
  const claims = data?.flatMap((page) => page.claims) ?? [];
  const more = Boolean(data?.at(-1)?.cursor);
  const count = filterCount(filters);

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
              setFilters({ ...filters, q: search });
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
        <button
          type="button"
          className="button"
          aria-expanded={open}
          aria-controls="claim-filters"
          onClick={() => setOpen(!open)}
        >
          <FormattedMessage id="claims.filters" values={{ count }} />
        </button>
        {count > 0 && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setFilters({ ...NO_FILTERS, q: filters.q });
            }}
          >
            <FormattedMessage id="claims.clearFilters" />
          </button>
        )}
      </div>
      {open && (
        <div id="claim-filters" className="filter-panel">
          <CheckboxGroup
            legend="claims.carrier"
            values={CARRIER_IDS}
            selected={filters.carrier}
            label={(id) => carrierById(id)?.name ?? id}
            onChange={(carrier) => setFilters({ ...filters, carrier })}
          />
          <CheckboxGroup
            legend="claims.stateLabel"
            values={CLAIM_STATES}
            selected={filters.state}
            label={(state) => intl.formatMessage({ id: `claims.state.${state}` as MessageKey })}
            onChange={(state) => setFilters({ ...filters, state })}
          />
          <CheckboxGroup
            legend="claims.issue"
            values={CLAIM_ISSUES}
            selected={filters.reason_refund}
            label={(issue) => intl.formatMessage({ id: `claims.issue.${issue}` as MessageKey })}
            onChange={(reason_refund) => setFilters({ ...filters, reason_refund })}
          />
          <div className="checkbox-field">
            <input
              id="filter-favourites"
              type="checkbox"
              checked={filters.favourite}
              onChange={(event) => setFilters({ ...filters, favourite: event.target.checked })}
            />
            <label htmlFor="filter-favourites">
              <FormattedMessage id="claims.favouritesOnly" />
            </label>
          </div>
        </div>
      )}
      {error && (
        <FormError message={error instanceof ApiError ? error.messageKey : 'error.server.internal'} />
      )}
      <p className="visually-hidden" role="status">
        {!isLoading && <FormattedMessage id="claims.shown" values={{ count: claims.length }} />}
      </p>
      {data && claims.length === 0 && (
        <p className="page-intro">
          <FormattedMessage id={count || filters.q ? 'claims.noneMatching' : 'claims.none'} />
        </p>
      )}
      {claims.length > 0 && (
        <table className="data-table">
          <caption className="visually-hidden">
            <FormattedMessage id="claims.myClaims" />
          </caption>
          <TableHead
            headings={[
              'claims.trackingNumber',
              'claims.carrier',
              'claims.issue',
              'claims.reference',
              'claims.stateLabel',
              'claims.requested',
              'claims.createdAt',
            ]}
          />
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
                <td>{carrierById(claim.carrier)?.name ?? claim.carrier}</td>
                <td>
                  <FormattedMessage id={`claims.issue.${claim.reason_refund}` as MessageKey} />
                </td>
                <td>{claim.reference}</td>
                <td>
                  <span className={`state-badge stage-${claim.stage}`}>
                    <FormattedMessage id={`claims.state.${claim.state}` as MessageKey} />
                  </span>
                </td>
                <td>
                  <Money value={claim.requested_amount} currency={claim.currency} />
                </td>
                <td>
                  <FormattedDate value={claim.createdAt} dateStyle="medium" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {more && (
        <button type="button" className="button" onClick={() => setSize(size + 1)}>
          <FormattedMessage id="claims.more" />
        </button>
      )}
    </section>
  );
}
