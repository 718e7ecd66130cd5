/**
 * The fix step's one-step clean-ups (issue 24): amounts written as currency cells ('1 234,56 €')
 * and sales dates written DD/MM/YYYY or MM/DD/YYYY. Each shows what it would change, before and
 * after, and changes nothing until the person applies it; dates that read both ways wait for the
 * person to choose the reading, seeing both. The rules stay the spec's (shared/bulk/cleanup).
 */

import {
  applyChanges,
  type CellChange,
  type CleanupSuggestions,
  type DateReading,
  dateChanges,
  readDate,
} from '@shared/bulk/cleanup';
import type { BulkCells } from '@shared/bulk/columns';
import { lineOf } from '@shared/sheets/read-sheet';
import type { MessageKey } from '@web/i18n/en';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const EXAMPLES = 3;

function BeforeAfter({
  changes,
  caption,
  lines,
}: {
  changes: readonly CellChange[];
  caption: MessageKey;
  lines: readonly number[];
}) {
  const intl = useIntl();
  return (
    <table className="cleanup-examples">
      <caption className="visually-hidden">{intl.formatMessage({ id: caption })}</caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="bulk.cleanup.line" />
          </th>
          <th scope="col">
            <FormattedMessage id="bulk.cleanup.before" />
          </th>
          <th scope="col">
            <FormattedMessage id="bulk.cleanup.after" />
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.slice(0, EXAMPLES).map((change) => (
          <tr key={`${change.row}-${change.column}`}>
            <td>{lineOf(lines, change.row)}</td>
            <td>
              <code>{change.before}</code>
            </td>
            <td>
              <code>{change.after}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A date as the person's language writes it in full ('3 April 2026'), so the reading is plain. */
function useLongDate() {
  const intl = useIntl();
  return (iso: string) => intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
}

export function CleanupPanel({
  cells,
  suggestions,
  onApply,
  lines,
}: {
  cells: readonly BulkCells[];
  lines: readonly number[];
  suggestions: CleanupSuggestions;
  onApply: (cells: BulkCells[]) => void;
}) {
  const longDate = useLongDate();
  const { amounts, contradicting, dates } = suggestions;
  const [reading, setReading] = useState<DateReading | null>(null);
  const chosen = dates.readings.length === 1 ? dates.readings[0]! : reading;
  const converted = chosen ? dateChanges(cells, dates.rows, chosen) : [];
  const sample = dates.rows[0] === undefined ? '' : cells[dates.rows[0]]!.sales_date;
  if (!amounts.length && !contradicting && !dates.rows.length) return null;

  return (
    <section className="cleanup-panel" aria-labelledby="bulk-cleanup-title">
      <h3 id="bulk-cleanup-title">
        <FormattedMessage id="bulk.cleanup.title" />
      </h3>
      {amounts.length > 0 && (
        <div className="cleanup-item">
          <p>
            <FormattedMessage id="bulk.cleanup.amounts" values={{ count: amounts.length }} />
          </p>
          <BeforeAfter changes={amounts} caption="bulk.cleanup.amountsCaption" lines={lines} />
          <button type="button" className="button" onClick={() => onApply(applyChanges(cells, amounts))}>
            <FormattedMessage id="bulk.cleanup.applyAmounts" values={{ count: amounts.length }} />
          </button>
        </div>
      )}
      {contradicting > 0 && (
        <p className="cleanup-item">
          <FormattedMessage id="bulk.cleanup.contradicting" values={{ count: contradicting }} />
        </p>
      )}
      {dates.rows.length > 0 && dates.readings.length === 0 && (
        <p className="cleanup-item">
          <FormattedMessage id="bulk.cleanup.datesMixed" values={{ count: dates.rows.length }} />
        </p>
      )}
      {dates.readings.length > 0 && (
        <div className="cleanup-item">
          <p>
            <FormattedMessage
              id={
                dates.readings.length === 1
                  ? `bulk.cleanup.dates.${dates.readings[0]!}`
                  : 'bulk.cleanup.datesBoth'
              }
              values={{ count: dates.rows.length }}
            />
          </p>
          {dates.readings.length === 2 && (
            <fieldset className="cleanup-readings">
              <legend>
                <FormattedMessage id="bulk.cleanup.readingLegend" values={{ date: sample }} />
              </legend>
              {dates.readings.map((option) => (
                <label key={option} className="checkbox-field">
                  <input
                    type="radio"
                    name="date-reading"
                    checked={reading === option}
                    onChange={() => setReading(option)}
                  />
                  <FormattedMessage
                    id={`bulk.cleanup.reading.${option}`}
                    values={{ date: longDate(readDate(sample, option)!), iso: readDate(sample, option) }}
                  />
                </label>
              ))}
            </fieldset>
          )}
          {converted.length > 0 && (
            <BeforeAfter changes={converted} caption="bulk.cleanup.datesCaption" lines={lines} />
          )}
          <button
            type="button"
            className="button"
            disabled={!chosen}
            onClick={() => onApply(applyChanges(cells, converted))}
          >
            <FormattedMessage id="bulk.cleanup.applyDates" values={{ count: dates.rows.length }} />
          </button>
        </div>
      )}
    </section>
  );
}
