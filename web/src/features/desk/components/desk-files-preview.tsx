/**
 * An answer file's preview: the moves its rows make, each row's problem with its row and column
 * (then nothing can be applied: whole or nothing), or the rows to apply; the apply, confirmed
 * first; a refusal because claims changed since the preview, naming their rows; then the progress
 * (n / rows, read every second) and the result, with the rows someone else changed meanwhile.
 */
import { ANSWER_DECISIONS, type AnswerMapping } from '@shared/claims/desk-files';
import type { Reply } from '@shared/platform/replies';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Money } from '@web/components/money';
import { TableScroll } from '@web/components/table-scroll';
import type { MessageKey } from '@web/i18n/en';
import { ApiError, messageKeyOf } from '@web/lib/api-client';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { applyImport, useImportProgress } from '../api/desk-files';
import { columnName } from './desk-files-pickers';

type Previewed = Reply<'preview-desk-import'>;

function Problems({
  previewed,
  headers,
  mapping,
}: {
  previewed: Previewed;
  headers: string[];
  mapping: AnswerMapping;
}) {
  const intl = useIntl();
  const { errors, import: record } = previewed;
  return (
    <div className="form-error" role="alert">
      <p>
        <FormattedMessage id="desk.files.errors.title" values={{ count: record.errorCount }} />
      </p>
      <TableScroll label={intl.formatMessage({ id: 'desk.files.errors.problem' })}>
        <table className="data-table compact">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="desk.files.errors.row" />
              </th>
              <th scope="col">
                <FormattedMessage id="desk.files.errors.column" />
              </th>
              <th scope="col">
                <FormattedMessage id="desk.files.errors.problem" />
              </th>
            </tr>
          </thead>
          <tbody>
            {errors.map((error) => (
              <tr key={`${error.row}-${error.field}-${error.code}`}>
                <td>{error.row}</td>
                <td>{error.field ? columnName(headers, mapping[error.field]) : ''}</td>
                <td>
                  <FormattedMessage
                    id={`desk.files.error.${error.code}` as MessageKey}
                    values={{ first: error.first ?? '' }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {record.errorCount > errors.length && (
        <p>
          <FormattedMessage
            id="desk.files.errors.more"
            values={{ shown: errors.length, count: record.errorCount }}
          />
        </p>
      )}
    </div>
  );
}

function Planned({ previewed }: { previewed: Previewed }) {
  const intl = useIntl();
  const { planned, import: record } = previewed;
  return (
    <>
      <TableScroll label={intl.formatMessage({ id: 'desk.files.planned.title' })}>
        <table className="data-table compact">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="desk.files.errors.row" />
              </th>
              <th scope="col">
                <FormattedMessage id="desk.files.planned.tracking" />
              </th>
              <th scope="col">
                <FormattedMessage id="desk.files.planned.company" />
              </th>
              <th scope="col">
                <FormattedMessage id="desk.files.planned.move" />
              </th>
              <th scope="col">
                <FormattedMessage id="desk.files.planned.amount" />
              </th>
            </tr>
          </thead>
          <tbody>
            {planned.map((row) => (
              <tr key={row.row}>
                <td>{row.row}</td>
                <td>{row.tracking_number}</td>
                <td>{row.companyName}</td>
                <td>
                  <FormattedMessage id={`desk.files.move.${row.move}` as MessageKey} />
                </td>
                <td>{row.amount === null ? '' : <Money value={row.amount} currency={row.currency} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {record.valid > planned.length && (
        <p>
          <FormattedMessage
            id="desk.files.planned.more"
            values={{ shown: planned.length, count: record.valid }}
          />
        </p>
      )}
    </>
  );
}

function Progress({ importId }: { importId: string }) {
  const id = useId();
  const progress = useImportProgress(importId, true);
  const record = progress.data?.import;
  if (!record) return null;
  const running = record.status === 'applying';
  return (
    <div className="desk-files-progress">
      <p>
        <span id={`${id}-count`}>
          <FormattedMessage
            id="desk.files.progress"
            values={{ done: record.processed, total: record.valid }}
          />
        </span>{' '}
        <progress max={Math.max(1, record.valid)} value={record.processed} aria-labelledby={`${id}-count`} />
      </p>
      <div role="status">
        {!running && record.status === 'done' && (
          <p className="form-success">
            <FormattedMessage id="desk.files.done" values={{ applied: record.applied }} />
          </p>
        )}
      </div>
      {record.status === 'failed' && (
        <p className="form-error" role="alert">
          <FormattedMessage id="desk.files.failed" />
        </p>
      )}
      {!running && record.skipped > 0 && (
        <>
          <p>
            <FormattedMessage id="desk.files.skipped" values={{ count: record.skipped }} />
          </p>
          <ul>
            {record.skippedRows.map((row) => (
              <li key={row.row}>
                <FormattedMessage
                  id="desk.files.staleRow"
                  values={{ row: row.row, tracking: row.tracking_number }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function AnswerPreview({
  previewed,
  headers,
  mapping,
  onPreviewAgain,
  onAnother,
}: {
  previewed: Previewed;
  headers: string[];
  mapping: AnswerMapping;
  onPreviewAgain: () => void;
  onAnother: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [applying, setApplying] = useState(previewed.import.status !== 'previewed');
  const [failure, setFailure] = useState<unknown>(null);
  const record = previewed.import;
  const ready = record.errorCount === 0 && record.valid > 0;

  async function apply() {
    setConfirming(false);
    setFailure(null);
    try {
      await applyImport(record.importId, record.previewId!);
      setApplying(true);
    } catch (error) {
      setFailure(error);
    }
  }

  const stale = failure instanceof ApiError && failure.code === 'desk.import_stale' ? failure.issues : [];
  return (
    <section aria-labelledby={`${id}-title`} className="desk-files-preview">
      <h4 id={`${id}-title`}>
        <FormattedMessage id="desk.files.preview.title" />
      </h4>
      <p role="status">
        <FormattedMessage
          id="desk.files.preview.summary"
          values={{ valid: record.valid, total: record.total }}
        />
      </p>
      <ul className="desk-files-moves">
        {ANSWER_DECISIONS.filter((move) => previewed.moves[move] > 0).map((move) => (
          <li key={move}>
            <FormattedMessage
              id="desk.files.moves"
              values={{
                move: intl.formatMessage({ id: `desk.files.move.${move}` as MessageKey }),
                count: previewed.moves[move],
              }}
            />
          </li>
        ))}
      </ul>
      {record.errorCount > 0 ? (
        <Problems previewed={previewed} headers={headers} mapping={mapping} />
      ) : (
        <Planned previewed={previewed} />
      )}
      {stale.length > 0 ? (
        <div className="form-error" role="alert">
          <p>
            <FormattedMessage id="desk.files.stale" />
          </p>
          <ul>
            {stale.map((issue) => (
              <li key={issue.path}>
                <FormattedMessage
                  id="desk.files.staleRow"
                  values={{ row: issue.path.replace(/^row\./, ''), tracking: issue.message }}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={onPreviewAgain}>
            <FormattedMessage id="desk.files.previewAgain" />
          </button>
        </div>
      ) : (
        failure !== null && (
          <p className="form-error" role="alert">
            <FormattedMessage id={messageKeyOf(failure)} />
          </p>
        )
      )}
      {applying ? (
        <Progress importId={record.importId} />
      ) : (
        ready && (
          <button type="button" className="button primary" onClick={() => setConfirming(true)}>
            <FormattedMessage id="desk.files.apply" values={{ count: record.valid }} />
          </button>
        )
      )}
      <button type="button" className="button" onClick={onAnother}>
        <FormattedMessage id="desk.files.another" />
      </button>
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="desk.files.apply.title" />}
          body={<FormattedMessage id="desk.files.apply.body" values={{ count: record.valid }} />}
          confirm={<FormattedMessage id="desk.files.apply.confirm" />}
          cancel={<FormattedMessage id="desk.files.apply.cancel" />}
          onConfirm={() => void apply()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
