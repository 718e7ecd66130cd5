/** The claims list's calendar panel: date presets or two dates, and how the chosen dates read on its button. */
import {
  type ClaimFilterState,
  chooseDates,
  choosePreset,
  DATE_PRESETS,
  isDate,
} from '@shared/claims/filters';
import type { MessageKey } from '@web/i18n/en';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FiltersEditing } from './claim-filters';

/** Today in the person's own calendar, as YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
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

export function CalendarPanel({ filters, onChange }: FiltersEditing) {
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

/** How the dates in use read on the calendar button. */
export function datesLabel(filters: ClaimFilterState, intl: ReturnType<typeof useIntl>): string | null {
  if (filters.preset) return intl.formatMessage({ id: `claims.preset.${filters.preset}` as MessageKey });
  if (!filters.from && !filters.to) return null;
  const format = (day: string) => intl.formatDate(`${day}T12:00:00`, { dateStyle: 'medium' });
  return `${filters.from ? format(filters.from) : '…'} – ${filters.to ? format(filters.to) : '…'}`;
}
