/**
 * Step 3: fix the lines in error (or drop them, after confirmation), choose the right line of a
 * repeated tracking number, confirm the warnings; then the rows go in the order settled here.
 */

import { cleanupSuggestions } from '@shared/bulk/cleanup';
import type { BulkCells, BulkColumn, BulkMode } from '@shared/bulk/columns';
import { checkRow, duplicateGroups, type RegisteredCarriers, trackingKey } from '@shared/bulk/rules';
import { cellMessageValues } from '@shared/claims/labels';
import { lineOf } from '@shared/sheets/read-sheet';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import type { MessageKey } from '@web/i18n/en';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CheckedRow } from '../worker/protocol';
import { CleanupPanel } from './cleanup-panel';
import { StepButtons } from './wizard-parts';

const PAGE = 25;

export interface Checked {
  cells: BulkCells[];
  verdicts: CheckedRow[];
}

export function FixStep({
  mode,
  checked,
  carriers,
  onChange,
  onClean,
  onBack,
  onSubmit,
  lines,
}: {
  mode: BulkMode;
  checked: Checked;
  /** Each row's own number in the spreadsheet (blank rows and title lines above the header counted). */
  lines: readonly number[];
  carriers: RegisteredCarriers;
  onChange: (checked: Checked) => void;
  /** The rows after a clean-up: checked again, all of them. */
  onClean: (cells: BulkCells[]) => void;
  onBack: () => void;
  onSubmit: (ordered: BulkCells[], confirmed: boolean) => void;
}) {
  const intl = useIntl();
  const [page, setPage] = useState(0);
  const [choices, setChoices] = useState(new Map<string, number>());
  const [confirmed, setConfirmed] = useState(false);
  const [dropping, setDropping] = useState(false);
  const [tried, setTried] = useState(false);
  const { cells, verdicts } = checked;
  const errorRows = verdicts.flatMap((verdict, index) => (Object.keys(verdict.errors).length ? [index] : []));
  const flaggedRows = verdicts.flatMap((verdict, index) =>
    !Object.keys(verdict.errors).length && Object.keys(verdict.warnings).length ? [index] : [],
  );
  const warningRows = flaggedRows.length;
  // Starting, a repeated tracking number needs the right issue chosen; updating, the server keeps
  // the first line of a repeat and exports the others.
  const groups = useMemo(
    () =>
      mode === 'start'
        ? duplicateGroups(
            verdicts.map((verdict) => (Object.keys(verdict.errors).length ? null : verdict.tracking)),
          )
        : new Map<string, number[]>(),
    [verdicts, mode],
  );
  const suggestions = useMemo(
    () =>
      cleanupSuggestions(
        cells,
        verdicts.map((verdict) => verdict.errors),
      ),
    [cells, verdicts],
  );
  const unchosen = [...groups.keys()].filter((tracking) => !choices.has(tracking));
  const shown = errorRows.slice(page * PAGE, page * PAGE + PAGE);
  const today = new Date();

  function edit(index: number, column: BulkColumn, value: string) {
    const nextCells = [...cells];
    nextCells[index] = { ...cells[index]!, [column]: value };
    const verdict = checkRow(nextCells[index]!, { today, carriers }, mode);
    const nextVerdicts = [...verdicts];
    // The server's window flag stands while the parcel and the issue it was checked for do.
    const windowClosed =
      verdicts[index]!.warnings.tracking_number === 'cell.windowClosed' &&
      !['carrier', 'tracking_number', 'issue'].includes(column);
    nextVerdicts[index] = {
      errors: verdict.errors,
      warnings: windowClosed
        ? { ...verdict.warnings, tracking_number: 'cell.windowClosed' }
        : verdict.warnings,
      tracking: trackingKey(nextCells[index]!.tracking_number),
    };
    onChange({ cells: nextCells, verdicts: nextVerdicts });
  }

  const blocked = errorRows.length > 0 || unchosen.length > 0 || (warningRows > 0 && !confirmed);

  return (
    <section aria-labelledby="bulk-fix-title">
      <h2 id="bulk-fix-title">
        <FormattedMessage id="bulk.step.fix" />
      </h2>
      <p role="status">
        <FormattedMessage
          id="bulk.summary"
          values={{
            rows: cells.length,
            errors: errorRows.length,
            warnings: warningRows,
            duplicates: groups.size,
          }}
        />
      </p>
      <CleanupPanel
        cells={cells}
        suggestions={suggestions}
        lines={lines}
        onApply={(next) => {
          setPage(0);
          onClean(next);
        }}
      />
      {errorRows.length > 0 && (
        <>
          <ul className="bulk-fix-list" aria-label={intl.formatMessage({ id: 'bulk.errorLines' })}>
            {shown.map((index) => (
              <li key={index} className="bulk-fix-row">
                <h3>
                  <FormattedMessage
                    id="bulk.line"
                    values={{ line: lineOf(lines, index), tracking: cells[index]!.tracking_number || '—' }}
                  />
                </h3>
                {(Object.entries(verdicts[index]!.errors) as [BulkColumn, string][]).map(
                  ([column, error]) => (
                    <label key={column} className="field">
                      <span>{intl.formatMessage({ id: `bulk.column.${column}` as MessageKey })}</span>
                      <input
                        value={cells[index]![column]}
                        aria-invalid="true"
                        aria-describedby={`fix-${index}-${column}`}
                        onChange={(event) => edit(index, column, event.target.value)}
                      />
                      <span className="field-error" id={`fix-${index}-${column}`}>
                        <FormattedMessage
                          id={error as MessageKey}
                          values={cellMessageValues(error, cells[index]![column])}
                        />
                      </span>
                    </label>
                  ),
                )}
              </li>
            ))}
          </ul>
          <div className="button-row">
            {errorRows.length > PAGE && (
              <>
                <button
                  type="button"
                  className="button"
                  disabled={page === 0}
                  onClick={() => setPage(page - 1)}
                >
                  <FormattedMessage id="bulk.previous" />
                </button>
                <span>
                  <FormattedMessage
                    id="bulk.page"
                    values={{ page: page + 1, pages: Math.ceil(errorRows.length / PAGE) }}
                  />
                </span>
                <button
                  type="button"
                  className="button"
                  disabled={(page + 1) * PAGE >= errorRows.length}
                  onClick={() => setPage(page + 1)}
                >
                  <FormattedMessage id="bulk.next" />
                </button>
              </>
            )}
            <button type="button" className="button danger" onClick={() => setDropping(true)}>
              <FormattedMessage id="bulk.dropErrors" values={{ count: errorRows.length }} />
            </button>
          </div>
        </>
      )}
      {groups.size > 0 && (
        <fieldset className="bulk-duplicates">
          <legend>
            <FormattedMessage id="bulk.duplicatesTitle" />
          </legend>
          {[...groups.entries()].map(([tracking, rows]) => (
            <div
              key={tracking}
              role="radiogroup"
              aria-label={intl.formatMessage({ id: 'bulk.chooseIssue' }, { tracking })}
            >
              <p>
                <FormattedMessage id="bulk.chooseIssue" values={{ tracking }} />
              </p>
              {rows.map((index) => (
                <label key={index} className="checkbox-field">
                  <input
                    type="radio"
                    name={`duplicate-${tracking}`}
                    checked={choices.get(tracking) === index}
                    onChange={() => setChoices(new Map(choices).set(tracking, index))}
                  />
                  <FormattedMessage
                    id="bulk.duplicateLine"
                    values={{
                      line: lineOf(lines, index),
                      issue: cells[index]!.issue,
                      reference: cells[index]!.reference,
                    }}
                  />
                </label>
              ))}
            </div>
          ))}
        </fieldset>
      )}
      {warningRows > 0 && (
        <ul className="bulk-flagged-list" aria-label={intl.formatMessage({ id: 'bulk.flaggedLines' })}>
          {flaggedRows.slice(0, PAGE).map((index) => (
            <li key={index}>
              <FormattedMessage
                id="bulk.line"
                values={{ line: lineOf(lines, index), tracking: cells[index]!.tracking_number || '—' }}
              />
              {': '}
              {(Object.values(verdicts[index]!.warnings) as string[])
                .map((warning) => intl.formatMessage({ id: warning as MessageKey }))
                .join(' ')}
            </li>
          ))}
          {warningRows > PAGE && (
            <li>
              <FormattedMessage id="bulk.flaggedMore" values={{ count: warningRows - PAGE }} />
            </li>
          )}
        </ul>
      )}
      {warningRows > 0 && (
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          <FormattedMessage id="bulk.confirmWarnings" values={{ count: warningRows }} />
        </label>
      )}
      {tried && blocked && (
        <div className="form-error" role="alert">
          <p>
            <FormattedMessage
              id={
                errorRows.length
                  ? 'bulk.fixFirst'
                  : unchosen.length
                    ? 'bulk.chooseFirst'
                    : 'bulk.confirmFirst'
              }
            />
          </p>
        </div>
      )}
      <StepButtons
        back={<FormattedMessage id="bulk.backToMatching" />}
        next={<FormattedMessage id="bulk.submit" values={{ rows: cells.length }} />}
        onBack={onBack}
        onNext={() => {
          setTried(true);
          if (!blocked) onSubmit(chosenFirst(cells, groups, choices), confirmed);
        }}
      />
      {dropping && (
        <ConfirmDialog
          danger
          title={<FormattedMessage id="bulk.dropTitle" />}
          body={<FormattedMessage id="bulk.dropBody" values={{ count: errorRows.length }} />}
          confirm={<FormattedMessage id="bulk.dropConfirm" />}
          cancel={<FormattedMessage id="confirm.cancel" />}
          onCancel={() => setDropping(false)}
          onConfirm={() => {
            setDropping(false);
            setPage(0);
            const keep = (_: unknown, index: number) => !Object.keys(verdicts[index]!.errors).length;
            onChange({ cells: cells.filter(keep), verdicts: verdicts.filter(keep) });
          }}
        />
      )}
    </section>
  );
}

/** Puts the chosen line of each repeated tracking number first, so the server keeps that one. */
function chosenFirst(
  cells: BulkCells[],
  groups: Map<string, number[]>,
  choices: Map<string, number>,
): BulkCells[] {
  const order: number[] = [];
  const moved = new Set<number>();
  const firstOf = new Map<number, number>();
  for (const [tracking, rows] of groups) {
    const chosen = choices.get(tracking);
    if (chosen !== undefined && chosen !== rows[0]) {
      firstOf.set(rows[0]!, chosen);
      moved.add(chosen);
    }
  }
  cells.forEach((_, index) => {
    if (moved.has(index)) return;
    const chosen = firstOf.get(index);
    if (chosen !== undefined) order.push(chosen);
    order.push(index);
  });
  return order.map((index) => cells[index]!);
}
