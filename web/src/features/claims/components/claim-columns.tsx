/**
 * The claims table's columns: which a person can show or hide, the ones shown at first, the choice
 * kept in this browser, each column's heading, and the panel where they are chosen.
 */
import type { MessageKey } from '@web/i18n/en';
import { FormattedMessage } from 'react-intl';

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
export type Column = (typeof CLAIM_COLUMNS)[number];
const DEFAULT_COLUMNS: Column[] = ['carrier', 'reason_refund', 'reference', 'state', 'requested', 'created'];
const COLUMNS_STORAGE = 'pa.claims.columns';

export function storedColumns(): Column[] {
  try {
    const stored = JSON.parse(localStorage.getItem(COLUMNS_STORAGE) ?? 'null') as unknown;
    if (Array.isArray(stored)) return CLAIM_COLUMNS.filter((column) => (stored as string[]).includes(column));
  } catch {
    // A damaged preference: the default columns.
  }
  return DEFAULT_COLUMNS;
}

/** Keeps the person's choice of columns in this browser. */
export function storeColumns(columns: Column[]): void {
  localStorage.setItem(COLUMNS_STORAGE, JSON.stringify(columns));
}

export const COLUMN_HEADING: Record<Column, MessageKey> = {
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

export function ColumnsPanel({
  columns,
  onChange,
}: {
  columns: Column[];
  onChange: (columns: Column[]) => void;
}) {
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
