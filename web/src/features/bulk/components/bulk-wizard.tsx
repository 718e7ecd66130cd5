/**
 * Bulk investigations (spec: the 4-step wizard): upload a file, match its headers to the template,
 * fix the lines in error, submit. Reading and checking run in a Web Worker with a progress bar; the
 * rules are the server's own (shared/bulk). Going back to the matching discards the fixes, after
 * confirmation. A tracking number the file holds twice needs the merchant to choose which line
 * (which issue) is right; the others are removed and exported by the server with the lines that
 * already have an open claim. An update file (the tracking number and the goods) gives open
 * investigations waiting for their goods their goods line instead. This shell holds the wizard's
 * state; each step is its own file (upload-step, match-step, fix-step, submit-step).
 */
import { canonicalCsv } from '@shared/bulk/canonical';
import { type BulkCells, type BulkMode, type ColumnMatch, cellsOf, matchHeaders } from '@shared/bulk/columns';
import { carrierCell, issueCell, registeredCarriers } from '@shared/bulk/rules';
import { useCredentials } from '@web/api/credentials';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { ApiError } from '@web/lib/api-client';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { checkBulkRows, checkWindows, readBulkFile, submitBulkFile } from '../api/bulk';
import { type Checked, FixStep } from './fix-step';
import { MatchStep } from './match-step';
import { RunProgress } from './submit-step';
import { UploadStep } from './upload-step';
import { type FileData, Progress, type Step, Stepper } from './wizard-parts';

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
  const [rereading, setRereading] = useState<number | null>(null);
  const [windowCheck, setWindowCheck] = useState<number | null>(null);
  const [readError, setReadError] = useState<MessageKey | null>(null);

  /** The file read again from the sheet, or with the header row, the person chose. */
  async function reread(choice: { sheet: number; headerRow?: number }) {
    if (!file) return;
    setReadError(null);
    setRereading(0);
    try {
      const read = await readBulkFile(file.source, setRereading, choice);
      if (!read.ok) return setReadError(read.problem);
      const { ok: _ok, ...sheet } = read;
      setFile({ name: file.name, source: file.source, ...sheet });
      setMatches(matchHeaders(sheet.headers));
    } catch {
      setReadError('bulk.unreadable');
    } finally {
      setRereading(null);
    }
  }

  /**
   * Checks `cells` in the worker, with progress: the file's rows as matched, or after a clean-up.
   * Starting investigations, the lines the rules pass are then checked against their carrier's claim
   * window (on the server, from the carriers' tracking): one past it is flagged for confirmation.
   */
  async function check(cells: BulkCells[]) {
    setChecking(0);
    const verdicts = await checkBulkRows(cells, carriers, mode, setChecking);
    if (mode === 'start') {
      const rows = cells.flatMap((row, index) => {
        const carrier = carrierCell(row.carrier, carriers);
        const issue = issueCell(row.issue);
        const tracking = verdicts[index]!.tracking;
        return Object.keys(verdicts[index]!.errors).length || !carrier.ok || !issue.ok || !tracking
          ? []
          : [{ index, carrier: carrier.value, tracking_number: tracking, issue: issue.value }];
      });
      setWindowCheck(0);
      try {
        for (const index of await checkWindows(rows, setWindowCheck))
          verdicts[index] = {
            ...verdicts[index]!,
            warnings: { ...verdicts[index]!.warnings, tracking_number: 'cell.windowClosed' },
          };
      } catch {
        // Not checked now (the carrier or the network): the run checks again and refuses them unconfirmed.
      } finally {
        setWindowCheck(null);
      }
    }
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
            onReread={(choice) => void reread(choice)}
            onBack={reset}
            onNext={() => void check(file.rows.map((row) => cellsOf(row, matches)))}
          />
          {rereading !== null && <Progress label="bulk.reading" value={rereading} />}
          {readError && <FormError message={readError} />}
          {checking !== null && <Progress label="bulk.checking" value={checking} />}
          {windowCheck !== null && <Progress label="bulk.checkingWindows" value={windowCheck} />}
        </>
      )}
      {step === 'fix' && checking !== null && <Progress label="bulk.checking" value={checking} />}
      {step === 'fix' && windowCheck !== null && (
        <Progress label="bulk.checkingWindows" value={windowCheck} />
      )}
      {step === 'fix' && checked && (
        <FixStep
          mode={mode}
          checked={checked}
          lines={file?.lines ?? []}
          carriers={carriers}
          onChange={setChecked}
          onClean={(cells) => void check(cells)}
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
