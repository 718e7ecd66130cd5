/**
 * The carrier's answer file in: chosen and sent straight to S3 (its progress shown), its columns
 * matched to what we read (suggested from its headers; the person may change each), then previewed
 * (./desk-files-preview: each row's problem with its row and column, or the moves it would make),
 * applied whole after a confirmation, and followed until done. The mapping is checked in the
 * browser with the server's own rule (mappingProblems) before it is sent.
 */
import {
  ANSWER_FIELDS,
  type AnswerField,
  type AnswerMapping,
  mappingProblems,
} from '@shared/claims/desk-files';
import type { DeskExportInput } from '@shared/claims/desk-files-api';
import { isErrorCode } from '@shared/platform/errors';
import type { Reply } from '@shared/platform/replies';
import { FilePicker } from '@web/components/file-picker';
import { TableScroll } from '@web/components/table-scroll';
import type { MessageKey } from '@web/i18n/en';
import { ApiError, messageKeyOf } from '@web/lib/api-client';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { previewImport, uploadAnswerFile } from '../api/desk-files';
import { CarrierCompany, columnName } from './desk-files-pickers';
import { AnswerPreview } from './desk-files-preview';

/** An import read, with its sheet. */
type Started = Reply<'get-desk-import'> & { sheet: NonNullable<Reply<'get-desk-import'>['sheet']> };
type Previewed = Reply<'preview-desk-import'>;

function MappingTable({
  sheet,
  mapping,
  onChange,
}: {
  sheet: Started['sheet'];
  mapping: AnswerMapping;
  onChange: (mapping: AnswerMapping) => void;
}) {
  const intl = useIntl();
  const field = (name: AnswerField) => intl.formatMessage({ id: `desk.files.field.${name}` as MessageKey });
  return (
    <TableScroll label={intl.formatMessage({ id: 'desk.files.mapping.title' })}>
      <table className="data-table compact">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="desk.files.mapping.field" />
            </th>
            <th scope="col">
              <FormattedMessage id="desk.files.mapping.column" />
            </th>
            <th scope="col">
              <FormattedMessage id="desk.files.mapping.example" />
            </th>
          </tr>
        </thead>
        <tbody>
          {ANSWER_FIELDS.map((name) => (
            <tr key={name}>
              <th scope="row">{field(name)}</th>
              <td>
                <select
                  aria-label={intl.formatMessage({ id: 'desk.files.mapping.for' }, { field: field(name) })}
                  value={mapping[name] ?? ''}
                  onChange={(event) => {
                    const next = { ...mapping };
                    if (event.target.value === '') delete next[name];
                    else next[name] = Number(event.target.value);
                    onChange(next);
                  }}
                >
                  <option value="">{intl.formatMessage({ id: 'desk.files.mapping.none' })}</option>
                  {sheet.headers.map((_, column) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position.
                    <option key={column} value={column}>
                      {columnName(sheet.headers, column)}
                    </option>
                  ))}
                </select>
              </td>
              <td>{mapping[name] === undefined ? '' : (sheet.sample[0]?.[mapping[name]!] ?? '')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function AnswerImport({ lastExport }: { lastExport: Reply<'export-desk-claims'> | null }) {
  const id = useId();
  const [uploading, setUploading] = useState<{ name: string; progress: number } | null>(null);
  const [started, setStarted] = useState<Started | null>(null);
  const [mapping, setMapping] = useState<AnswerMapping>({});
  const [carrier, setCarrier] = useState<DeskExportInput['carrier']>('ups');
  const [companyId, setCompanyId] = useState('');
  const [useExport, setUseExport] = useState(true);
  const [tried, setTried] = useState(false);
  const [working, setWorking] = useState(false);
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  function reset() {
    setStarted(null);
    setPreviewed(null);
    setFailure(null);
    setTried(false);
    setMapping({});
  }

  async function send(file: File) {
    reset();
    setUploading({ name: file.name, progress: 0 });
    try {
      const made = await uploadAnswerFile(file, (progress) => setUploading({ name: file.name, progress }));
      if (!made.sheet) {
        const problem = made.import.problem;
        throw new ApiError(isErrorCode(problem) ? problem : 'desk.file_unreadable', 422, 'unreadable');
      }
      setStarted({ ...made, sheet: made.sheet });
      setMapping(made.sheet.suggested);
    } catch (error) {
      setFailure(error);
    } finally {
      setUploading(null);
    }
  }

  const problems = started ? mappingProblems(mapping, started.sheet.headers.length) : [];
  async function preview() {
    setTried(true);
    if (!started || problems.length) return;
    setWorking(true);
    setFailure(null);
    try {
      setPreviewed(
        await previewImport(started.import.importId, {
          carrier,
          mapping,
          ...(companyId ? { companyId } : {}),
          ...(useExport && lastExport ? { exportId: lastExport.exportId } : {}),
        }),
      );
    } catch (error) {
      setFailure(error);
    } finally {
      setWorking(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="desk-files-import">
      <h3 id={`${id}-title`}>
        <FormattedMessage id="desk.files.import.title" />
      </h3>
      <FilePicker
        label={<FormattedMessage id="desk.files.upload.choose" />}
        accept=".csv,.xlsx,.xls"
        describedBy={`${id}-hint`}
        disabled={uploading !== null || working}
        onFiles={([file]) => file && void send(file)}
      />
      <p className="field-hint" id={`${id}-hint`}>
        <FormattedMessage id="desk.files.import.hint" />
      </p>
      {uploading && (
        <p>
          <span id={`${id}-uploading`}>
            <FormattedMessage id="desk.files.uploading" values={{ name: uploading.name }} />
          </span>{' '}
          <progress max={1} value={uploading.progress} aria-labelledby={`${id}-uploading`} />
        </p>
      )}
      {started && (
        <div className="desk-files-mapping">
          <p role="status">
            <FormattedMessage
              id="desk.files.read"
              values={{ name: started.import.fileName, rows: started.sheet.rows }}
            />
          </p>
          <h4>
            <FormattedMessage id="desk.files.mapping.title" />
          </h4>
          <p>
            <FormattedMessage id="desk.files.mapping.intro" />
          </p>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void preview();
            }}
          >
            <div className="form-row">
              <CarrierCompany
                carrier={carrier}
                companyId={companyId}
                onCarrier={setCarrier}
                onCompany={setCompanyId}
              />
            </div>
            <p className="field-hint">
              <FormattedMessage id="desk.files.scopeHint" />
            </p>
            {lastExport && (
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={useExport}
                  onChange={(event) => setUseExport(event.target.checked)}
                />{' '}
                <FormattedMessage id="desk.files.matchExport" values={{ count: lastExport.count }} />
              </label>
            )}
            <MappingTable sheet={started.sheet} mapping={mapping} onChange={setMapping} />
            {tried && problems.length > 0 && (
              <ul className="form-error" role="alert">
                {problems.map((problem) => (
                  <li key={problem}>
                    <FormattedMessage id={`desk.files.mapping.${problem}` as MessageKey} />
                  </li>
                ))}
              </ul>
            )}
            <button type="submit" className="button primary" disabled={working}>
              <FormattedMessage id="desk.files.preview.button" />
            </button>
            {working && (
              <span role="status">
                {' '}
                <FormattedMessage id="desk.files.preview.working" />
              </span>
            )}
          </form>
        </div>
      )}
      {failure !== null && (
        <p className="form-error" role="alert">
          <FormattedMessage id={messageKeyOf(failure)} />
        </p>
      )}
      {started && previewed && (
        <AnswerPreview
          key={previewed.import.previewId}
          previewed={previewed}
          headers={started.sheet.headers}
          mapping={mapping}
          onPreviewAgain={() => void preview()}
          onAnother={reset}
        />
      )}
    </section>
  );
}
