/**
 * Bulk investigations (spec: the 4-step wizard): upload a file, match its headers to the template,
 * fix the lines in error, submit. Reading and checking run in a Web Worker with a progress bar; the
 * rules are the server's own (shared/bulk). Going back to the matching discards the fixes, after
 * confirmation. A tracking number the file holds twice needs the merchant to choose which line
 * (which issue) is right; the others are removed and exported by the server with the lines that
 * already have an open claim. An update file (the tracking number and the goods) gives open
 * investigations waiting for their goods their goods line instead.
 */

import { canonicalCsv } from '@shared/bulk/canonical';
import {
  BULK_COLUMNS,
  BULK_MODES,
  type BulkCells,
  type BulkColumn,
  type BulkMode,
  type ColumnMatch,
  cellsOf,
  type MatchProblem,
  matchHeaders,
  matchProblems,
} from '@shared/bulk/columns';
import {
  checkRow,
  duplicateGroups,
  type RegisteredCarriers,
  registeredCarriers,
  trackingKey,
} from '@shared/bulk/rules';
import type { BulkRunView } from '@shared/bulk/schema';
import { allowedExtensions, extensionOf, MAX_UPLOAD_BYTES } from '@shared/uploads';
import { useCredentials } from '@web/api/credentials';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormError } from '@web/components/form-error';
import { paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { ApiError } from '@web/lib/api-client';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  checkBulkRows,
  downloadBulkExport,
  downloadTemplate,
  readBulkFile,
  submitBulkFile,
  useBulkRun,
} from '../api/bulk';
import type { CheckedRow, TemplateFormat } from '../worker/protocol';

const STEPS = ['upload', 'match', 'fix', 'submit'] as const;
type Step = (typeof STEPS)[number];
const PAGE = 25;

interface FileData {
  name: string;
  headers: string[];
  rows: string[][];
}

function Progress({ label, value }: { label: MessageKey; value: number }) {
  const intl = useIntl();
  return (
    <div className="bulk-progress">
      <progress max={1} value={value} aria-label={intl.formatMessage({ id: label })} />
      <span aria-hidden="true">{Math.round(value * 100)} %</span>
    </div>
  );
}

function Stepper({ step }: { step: Step }) {
  return (
    <ol className="stepper">
      {STEPS.map((name, index) => (
        <li
          key={name}
          className={name === step ? 'current' : STEPS.indexOf(step) > index ? 'done' : undefined}
          aria-current={name === step ? 'step' : undefined}
        >
          <span className="stepper-number">{index + 1}</span>
          <FormattedMessage id={`bulk.step.${name}` as MessageKey} />
        </li>
      ))}
    </ol>
  );
}

function UploadStep({
  mode,
  onMode,
  onRead,
}: {
  mode: BulkMode;
  onMode: (mode: BulkMode) => void;
  onRead: (file: FileData) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);
  const accept = allowedExtensions('bulk_file')
    .map((extension) => `.${extension}`)
    .join(',');

  async function choose(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!allowedExtensions('bulk_file').includes(extensionOf(file.name)))
      return setError('error.upload.wrong_type');
    if (file.size === 0) return setError('bulk.empty');
    if (file.size > MAX_UPLOAD_BYTES) return setError('error.upload.too_large');
    setProgress(0);
    try {
      const read = await readBulkFile(file, setProgress);
      if (!read.ok) setError(read.problem);
      else onRead({ name: file.name, headers: read.headers, rows: read.rows });
    } catch {
      setError('bulk.unreadable');
    } finally {
      setProgress(null);
    }
  }

  return (
    <section aria-labelledby="bulk-upload-title">
      <h2 id="bulk-upload-title">
        <FormattedMessage id="bulk.step.upload" />
      </h2>
      <fieldset className="bulk-mode">
        <legend>
          <FormattedMessage id="bulk.modeLegend" />
        </legend>
        {BULK_MODES.map((name) => (
          <label key={name} className="checkbox-field">
            <input type="radio" name="bulk-mode" checked={mode === name} onChange={() => onMode(name)} />
            <span>
              <FormattedMessage id={`bulk.mode.${name}` as MessageKey} />
              <br />
              <span className="field-hint">
                <FormattedMessage id={`bulk.modeHint.${name}` as MessageKey} />
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <p>
        <FormattedMessage id={mode === 'update' ? 'bulk.uploadIntroUpdate' : 'bulk.uploadIntro'} />
      </p>
      <div className="button-row">
        {(['csv', 'xlsx', 'xls'] as TemplateFormat[]).map((format) => (
          <button
            key={format}
            type="button"
            className="button"
            onClick={() => downloadTemplate(format, mode).catch(() => setError('bulk.templateFailed'))}
          >
            <FormattedMessage id="bulk.template" values={{ format: format.toUpperCase() }} />
          </button>
        ))}
      </div>
      <label className="field">
        <span>
          <FormattedMessage id="bulk.chooseFile" />
        </span>
        <input
          type="file"
          accept={accept}
          disabled={progress !== null}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <span className="field-hint">
          <FormattedMessage
            id="bulk.fileHint"
            values={{ types: allowedExtensions('bulk_file').join(', ') }}
          />
        </span>
      </label>
      {progress !== null && <Progress label="bulk.reading" value={progress} />}
      {error && (
        <div className="form-error" role="alert">
          <p>
            <FormattedMessage id={error} values={{ types: allowedExtensions('bulk_file').join(', ') }} />
          </p>
        </div>
      )}
    </section>
  );
}

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

function MatchStep({
  mode,
  file,
  matches,
  onChange,
  onBack,
  onNext,
}: {
  mode: BulkMode;
  file: FileData;
  matches: ColumnMatch[];
  onChange: (matches: ColumnMatch[]) => void;
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
      <div className="button-row">
        <button type="button" className="button" onClick={onBack}>
          <FormattedMessage id="bulk.back" />
        </button>
        <button
          type="button"
          className="button primary"
          onClick={() => {
            setTried(true);
            if (!problems.length) onNext();
          }}
        >
          <FormattedMessage id="bulk.checkRows" />
        </button>
      </div>
    </section>
  );
}

interface Checked {
  cells: BulkCells[];
  verdicts: CheckedRow[];
}

function FixStep({
  mode,
  checked,
  carriers,
  onChange,
  onBack,
  onSubmit,
}: {
  mode: BulkMode;
  checked: Checked;
  carriers: RegisteredCarriers;
  onChange: (checked: Checked) => void;
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
  const warningRows = verdicts.filter(
    (verdict) => !Object.keys(verdict.errors).length && Object.keys(verdict.warnings).length,
  ).length;
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
  const unchosen = [...groups.keys()].filter((tracking) => !choices.has(tracking));
  const shown = errorRows.slice(page * PAGE, page * PAGE + PAGE);
  const today = new Date();

  function edit(index: number, column: BulkColumn, value: string) {
    const nextCells = [...cells];
    nextCells[index] = { ...cells[index]!, [column]: value };
    const verdict = checkRow(nextCells[index]!, { today, carriers }, mode);
    const nextVerdicts = [...verdicts];
    nextVerdicts[index] = {
      errors: verdict.errors,
      warnings: verdict.warnings,
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
      {errorRows.length > 0 && (
        <>
          <ul className="bulk-fix-list" aria-label={intl.formatMessage({ id: 'bulk.errorLines' })}>
            {shown.map((index) => (
              <li key={index} className="bulk-fix-row">
                <h3>
                  <FormattedMessage
                    id="bulk.line"
                    values={{ line: index + 2, tracking: cells[index]!.tracking_number || '—' }}
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
                        <FormattedMessage id={error as MessageKey} />
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
                      line: index + 2,
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
      <div className="button-row">
        <button type="button" className="button" onClick={onBack}>
          <FormattedMessage id="bulk.backToMatching" />
        </button>
        <button
          type="button"
          className="button primary"
          onClick={() => {
            setTried(true);
            if (!blocked) onSubmit(chosenFirst(cells, groups, choices), confirmed);
          }}
        >
          <FormattedMessage id="bulk.submit" values={{ rows: cells.length }} />
        </button>
      </div>
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

function RunProgress({ bulkId, onAgain }: { bulkId: string; onAgain: () => void }) {
  const { data } = useBulkRun(bulkId);
  const run: BulkRunView | undefined = data?.run;
  if (!run) return <Progress label="bulk.submitting" value={0} />;
  const finished = run.status === 'done' || run.status === 'failed';
  return (
    <section aria-labelledby="bulk-submit-title">
      <h2 id="bulk-submit-title">
        <FormattedMessage id="bulk.step.submit" />
      </h2>
      <div className="bulk-progress">
        <progress max={Math.max(1, run.total)} value={run.processed} aria-labelledby="bulk-count" />
        <span id="bulk-count" role="status">
          <FormattedMessage id="bulk.progress" values={{ done: run.processed, total: run.total }} />
        </span>
      </div>
      {run.status === 'failed' && (
        <div className="form-error" role="alert">
          <p>
            <FormattedMessage id={(run.problem ?? 'bulk.failed') as MessageKey} />
          </p>
        </div>
      )}
      {run.status === 'done' && (
        <div className="form-success" role="status">
          <p>
            <FormattedMessage
              id={run.mode === 'update' ? 'bulk.doneUpdate' : 'bulk.done'}
              values={{ created: run.created, removed: run.removed, rejected: run.rejected }}
            />
          </p>
          {run.mode === 'start' && (
            <p>
              <FormattedMessage id="bulk.processedWithin" />
            </p>
          )}
        </div>
      )}
      {finished && (
        <div className="button-row">
          {run.hasExport && (
            <button type="button" className="button" onClick={() => void downloadBulkExport(run.bulkId)}>
              <FormattedMessage id="bulk.downloadRemoved" />
            </button>
          )}
          <Link className="button" to={`${paths.investigationDetails}?view=claims`}>
            <FormattedMessage id="bulk.seeClaims" />
          </Link>
          <button type="button" className="button" onClick={onAgain}>
            <FormattedMessage id="bulk.another" />
          </button>
        </div>
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

export function BulkWizard() {
  const intl = useIntl();
  const credentials = useCredentials().data?.credentials;
  const [step, setStep] = useState<Step>('upload');
  const [mode, setMode] = useState<BulkMode>('start');
  const [file, setFile] = useState<FileData | null>(null);
  const [matches, setMatches] = useState<ColumnMatch[]>([]);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [checking, setChecking] = useState<number | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [submitting, setSubmitting] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [bulkId, setBulkId] = useState<string | null>(null);

  const carriers = useMemo(() => registeredCarriers(credentials ?? []), [credentials]);

  async function check() {
    if (!file) return;
    setChecking(0);
    const cells = file.rows.map((row) => cellsOf(row, matches));
    const verdicts = await checkBulkRows(cells, carriers, mode, setChecking);
    setChecked({ cells, verdicts });
    setChecking(null);
    setStep('fix');
  }

  /** Sends the rows in the order the fix step settled (the chosen line of a repeat first). */
  async function submit(ordered: BulkCells[], confirmed: boolean) {
    if (!checked || !file) return;
    setSubmitError(null);
    setSubmitting(0);
    setStep('submit');
    try {
      const run = await submitBulkFile(canonicalCsv(ordered), file.name, confirmed, mode, setSubmitting);
      setBulkId(run.bulkId);
    } catch (error) {
      setSubmitError(error);
      setStep('fix');
    } finally {
      setSubmitting(null);
    }
  }

  function reset() {
    setStep('upload');
    setFile(null);
    setChecked(null);
    setBulkId(null);
  }

  return (
    <div className="bulk-wizard">
      <Stepper step={step} />
      {submitError !== null && (
        <FormError message={submitError instanceof ApiError ? submitError.messageKey : 'bulk.uploadFailed'} />
      )}
      {step === 'upload' && (
        <UploadStep
          mode={mode}
          onMode={setMode}
          onRead={(read) => {
            setFile(read);
            setMatches(matchHeaders(read.headers));
            setStep('match');
          }}
        />
      )}
      {step === 'match' && file && (
        <>
          <MatchStep
            mode={mode}
            file={file}
            matches={matches}
            onChange={setMatches}
            onBack={reset}
            onNext={() => void check()}
          />
          {checking !== null && <Progress label="bulk.checking" value={checking} />}
        </>
      )}
      {step === 'fix' && checked && (
        <FixStep
          mode={mode}
          checked={checked}
          carriers={carriers}
          onChange={setChecked}
          onBack={() => setDiscarding(true)}
          onSubmit={(ordered, confirmed) => void submit(ordered, confirmed)}
        />
      )}
      {step === 'submit' && submitting !== null && <Progress label="bulk.submitting" value={submitting} />}
      {step === 'submit' && bulkId && <RunProgress bulkId={bulkId} onAgain={reset} />}
      {discarding && (
        <ConfirmDialog
          danger
          title={<FormattedMessage id="bulk.discardTitle" />}
          body={<FormattedMessage id="bulk.discardBody" />}
          confirm={<FormattedMessage id="bulk.discardConfirm" />}
          cancel={<FormattedMessage id="confirm.cancel" />}
          onCancel={() => setDiscarding(false)}
          onConfirm={() => {
            setDiscarding(false);
            setChecked(null);
            setStep('match');
          }}
        />
      )}
      <p className="visually-hidden" aria-live="polite">
        {intl.formatMessage({ id: `bulk.step.${step}` as MessageKey })}
      </p>
    </div>
  );
}
