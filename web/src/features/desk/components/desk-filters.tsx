/**
 * The desk's filters: carrier (the catalog), company and assignee (the caller's scope; "nobody" for
 * the claims no one took), days left ("closing within N days") and the amount claimed. Checked with
 * the API's own query schema, then put in the address (the lane kept, the claim closed), so a view
 * can be shared and the back button works. Folded behind "Filters" until opened (or in use, on a
 * laptop).
 */
import { CARRIERS } from '@shared/carriers/carriers';
import { deskQuerySchema } from '@shared/claims/desk';
import { ErrorSummary } from '@web/components/error-summary';
import { SelectField, TextField, useSchemaForm } from '@web/components/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { DeskScope } from '../api/desk';
import { type DeskFilters, deskSearch, FILTER_NAMES, type FilterName, filtersInUse } from '../api/desk-query';

type Values = Record<FilterName, string>;

const valuesOf = (filters: DeskFilters): Values =>
  Object.fromEntries(FILTER_NAMES.map((name) => [name, filters[name] ?? ''])) as Values;

/** The filters as the query schema reads them: empty fields left out. */
const queryOf = (lane: DeskFilters['lane'], values: Values) => ({
  lane,
  ...Object.fromEntries(
    FILTER_NAMES.map((name) => [name, values[name].trim()]).filter(([, value]) => value !== ''),
  ),
});

/** A laptop's screen: filters in use are shown open there; a phone keeps them folded above the list. */
const wideScreen = () => window.matchMedia?.('(min-width: 801px)').matches ?? false;

export function DeskFiltersForm({ filters, scope }: { filters: DeskFilters; scope: DeskScope | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(() => valuesOf(filters));
  const inUse = filtersInUse(filters);
  const { fields, submit } = useSchemaForm(deskQuerySchema);
  const set = (name: FilterName) => (value: string) => setValues({ ...values, [name]: value });
  const apply = (next: Values) =>
    submit(queryOf(filters.lane, next), async (query) => {
      navigate(deskSearch({ filters: { ...query, lane: filters.lane }, claim: null }));
    });

  return (
    <details className="desk-filters panel" open={(inUse > 0 && wideScreen()) || undefined}>
      <summary>
        {inUse > 0 ? (
          <FormattedMessage id="desk.filtersInUse" values={{ count: inUse }} />
        ) : (
          <FormattedMessage id="desk.filters" />
        )}
      </summary>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void apply(values);
        }}
      >
        <ErrorSummary fields={fields} />
        <div className="desk-filter-fields">
          <SelectField
            id="desk-filter-carrier"
            name="carrier"
            label="desk.filter.carrier"
            value={values.carrier}
            options={CARRIERS.map((carrier) => [carrier.id, carrier.name])}
            placeholder={intl.formatMessage({ id: 'desk.filter.anyCarrier' })}
            onChange={set('carrier')}
            fields={fields}
          />
          <SelectField
            id="desk-filter-company"
            name="companyId"
            label="desk.filter.company"
            value={values.companyId}
            options={(scope?.companies ?? []).map((company) => [company.companyId, company.name])}
            placeholder={intl.formatMessage({ id: 'desk.filter.anyCompany' })}
            onChange={set('companyId')}
            fields={fields}
          />
          <SelectField
            id="desk-filter-assignee"
            name="assignee"
            label="desk.filter.assignee"
            value={values.assignee}
            options={[
              ['none', intl.formatMessage({ id: 'desk.filter.nobody' })],
              ...(scope?.assignees ?? []).map((person): [string, string] => [person.userId, person.name]),
            ]}
            placeholder={intl.formatMessage({ id: 'desk.filter.anyone' })}
            onChange={set('assignee')}
            fields={fields}
          />
          <TextField
            id="desk-filter-days"
            name="daysLeft"
            label="desk.filter.daysLeft"
            inputMode="numeric"
            maxLength={5}
            value={values.daysLeft}
            onChange={set('daysLeft')}
            fields={fields}
          />
          <TextField
            id="desk-filter-min"
            name="amountMin"
            label="desk.filter.amountMin"
            inputMode="numeric"
            maxLength={7}
            value={values.amountMin}
            onChange={set('amountMin')}
            fields={fields}
          />
          <TextField
            id="desk-filter-max"
            name="amountMax"
            label="desk.filter.amountMax"
            inputMode="numeric"
            maxLength={7}
            value={values.amountMax}
            onChange={set('amountMax')}
            fields={fields}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="button primary">
            <FormattedMessage id="desk.filter.apply" />
          </button>
          {inUse > 0 && (
            <button
              type="button"
              className="button"
              onClick={() => {
                const cleared = valuesOf({ lane: filters.lane });
                setValues(cleared);
                void apply(cleared);
              }}
            >
              <FormattedMessage id="desk.filter.clear" />
            </button>
          )}
        </div>
      </form>
    </details>
  );
}
