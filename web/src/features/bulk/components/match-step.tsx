/** Step 2: match the file's headers to the template's columns; says what is missing or twice. */
import {
  BULK_COLUMNS,
  type BulkMode,
  type ColumnMatch,
  type MatchProblem,
  matchProblems,
} from '@shared/bulk/columns';
import { TableScroll } from '@web/components/table-scroll';
import type { MessageKey } from '@web/i18n/en';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type FileData, StepButtons } from './wizard-parts';

function problemMessage(problem: MatchProblem, headers: string[]) {
  switch (problem.code) {
    case 'bulk.tooFewColumns':
      return <FormattedMessage id={problem.code} values={{ minimum: problem.minimum }} />;
    case 'bulk.missingColumn':
      return <FormattedMessage id={problem.code} values={{ name: problem.name }} />;
    default:
      return (
        <FormattedMessage
          id={problem.code}
          values={{ column: problem.column + 1, header: headers[problem.column] ?? '' }}
        />
      );
  }
}

export function MatchStep({
  mode,
  file,
  matches,
  onChange,
  onReread,
  onBack,
  onNext,
}: {
  mode: BulkMode;
  file: FileData;
  matches: ColumnMatch[];
  onChange: (matches: ColumnMatch[]) => void;
  /** Reads the file again from another sheet, or with another row as its header. */
  onReread: (choice: { sheet: number; headerRow?: number }) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const intl = useIntl();
  const problems = matchProblems(file.headers, matches, mode);
  const [tried, setTried] = useState(false);
  return (
    <section aria-labelledby="bulk-match-title">
      <h2 id="bulk-match-title">
        <FormattedMessage id="bulk.step.match" />
      </h2>
      <p>
        <FormattedMessage id="bulk.matchIntro" values={{ name: file.name, rows: file.rows.length }} />
      </p>
      <div className="bulk-source">
        {file.dataSheets.length > 1 && (
          <label className="field">
            <span>
              <FormattedMessage id="bulk.sheet" />
            </span>
            <select
              value={file.sheetIndex}
              aria-describedby="bulk-sheet-hint"
              onChange={(event) => onReread({ sheet: Number(event.target.value) })}
            >
              {file.dataSheets.map((index) => (
                <option key={index} value={index}>
                  {file.sheetNames[index]}
                </option>
              ))}
            </select>
            <span className="field-hint" id="bulk-sheet-hint">
              <FormattedMessage id="bulk.sheetHint" values={{ count: file.dataSheets.length }} />
            </span>
          </label>
        )}
        {file.candidates.length > 1 && (
          <label className="field">
            <span>
              <FormattedMessage id="bulk.headerRow" />
            </span>
            <select
              value={file.headerRow}
              aria-describedby="bulk-header-hint"
              onChange={(event) =>
                onReread({ sheet: file.sheetIndex, headerRow: Number(event.target.value) })
              }
            >
              {file.candidates.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are identified by their position.
                <option key={index} value={index}>
                  {intl.formatMessage(
                    { id: 'bulk.headerRowOption' },
                    {
                      row: file.candidateLines?.[index] ?? index + 1,
                      cells: row
                        .filter((cell) => cell.trim() !== '')
                        .slice(0, 4)
                        .join(' · ')
                        .slice(0, 80),
                    },
                  )}
                </option>
              ))}
            </select>
            <span className="field-hint" id="bulk-header-hint">
              <FormattedMessage
                id={file.headerRow > 0 ? 'bulk.headerRowFound' : 'bulk.headerRowHint'}
                values={{ row: file.headerLine ?? file.headerRow + 1 }}
              />
            </span>
          </label>
        )}
      </div>
      <TableScroll label={intl.formatMessage({ id: 'bulk.step.match' })}>
        <table className="data-table compact">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="bulk.fileColumn" />
              </th>
              <th scope="col">
                <FormattedMessage id="bulk.example" />
              </th>
              <th scope="col">
                <FormattedMessage id="bulk.templateColumn" />
              </th>
            </tr>
          </thead>
          <tbody>
            {file.headers.map((header, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are identified by their position.
              <tr key={index}>
                <td>{header || <em>{intl.formatMessage({ id: 'bulk.blank' })}</em>}</td>
                <td>{file.rows[0]?.[index] ?? ''}</td>
                <td>
                  <select
                    aria-label={intl.formatMessage({ id: 'bulk.matchFor' }, { header: header || index + 1 })}
                    value={matches[index] ?? ''}
                    onChange={(event) => {
                      const next = [...matches];
                      next[index] = (event.target.value || null) as ColumnMatch;
                      onChange(next);
                    }}
                  >
                    <option value="">{intl.formatMessage({ id: 'bulk.chooseColumn' })}</option>
                    {BULK_COLUMNS.map((column) => (
                      <option key={column} value={column}>
                        {intl.formatMessage({ id: `bulk.column.${column}` as MessageKey })}
                      </option>
                    ))}
                    <option value="ignore">{intl.formatMessage({ id: 'bulk.ignore' })}</option>
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {tried && problems.length > 0 && (
        <div className="form-error" role="alert">
          <p>
            <FormattedMessage id="bulk.headers" />
          </p>
          <ul>
            {problems.map((problem) => (
              <li key={JSON.stringify(problem)}>{problemMessage(problem, file.headers)}</li>
            ))}
          </ul>
        </div>
      )}
      <StepButtons
        back={<FormattedMessage id="bulk.back" />}
        next={<FormattedMessage id="bulk.checkRows" />}
        onBack={onBack}
        onNext={() => {
          setTried(true);
          if (!problems.length) onNext();
        }}
      />
    </section>
  );
}
