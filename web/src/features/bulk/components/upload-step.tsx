/** Step 1: choose what the file does (start or update), get a template, read the file in the worker. */
import { BULK_MODES, type BulkMode } from '@shared/bulk/columns';
import { allowedExtensions, extensionOf, MAX_UPLOAD_BYTES } from '@shared/documents/uploads';
import { FilePicker } from '@web/components/file-picker';
import type { MessageKey } from '@web/i18n/en';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { downloadTemplate, readBulkFile } from '../api/bulk';
import type { TemplateFormat } from '../worker/protocol';
import { type FileData, Progress } from './wizard-parts';

export function UploadStep({
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
  const hintId = useId();
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
      else {
        const { ok: _ok, ...sheet } = read;
        onRead({ name: file.name, source: file, ...sheet });
      }
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
      <div className="field">
        <FilePicker
          label={<FormattedMessage id="bulk.chooseFile" />}
          drop
          accept={accept}
          disabled={progress !== null}
          describedBy={hintId}
          onFiles={([file]) => void choose(file)}
        />
        <span id={hintId} className="field-hint">
          <FormattedMessage
            id="bulk.fileHint"
            values={{ types: allowedExtensions('bulk_file').join(', ') }}
          />
        </span>
      </div>
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
