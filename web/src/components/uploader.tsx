/**
 * Choose or drop files, see each one go with a progress bar, and read what the server said. A file
 * dropped twice is kept once: the server refuses the second copy and says so.
 */

import type { DocumentView } from '@shared/documents/upload-requests';
import { allowedExtensions, maxUploadBytes, type UploadKind } from '@shared/documents/uploads';
import { uploadFile } from '@web/api/documents';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { fileSize } from '@web/lib/file-size';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilePicker } from './file-picker';

interface Item {
  id: string;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  error?: MessageKey;
}

export function Uploader({
  kind,
  carrier,
  single = false,
  onUploaded,
}: {
  kind: UploadKind;
  carrier?: string;
  /** One file at a time (the company logo): the picker takes one, a drop keeps the first. */
  single?: boolean;
  onUploaded?: (document: DocumentView) => void;
}) {
  const intl = useIntl();
  const [items, setItems] = useState<Item[]>([]);
  const extensions = allowedExtensions(kind);
  const update = (id: string, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  function start(files: File[]) {
    for (const file of files) {
      const id = `${Date.now()}-${Math.random()}`;
      setItems((current) => [{ id, name: file.name, progress: 0, state: 'uploading' }, ...current]);
      uploadFile(kind, file, carrier, (fraction) => update(id, { progress: fraction }))
        .then((document) => {
          update(id, { state: 'done', progress: 1 });
          onUploaded?.(document);
        })
        .catch((failure: unknown) =>
          update(id, {
            state: 'failed',
            error: messageKeyOf(failure),
          }),
        );
    }
  }

  return (
    <div className="uploader">
      <FilePicker
        drop
        multiple={!single}
        accept={extensions.map((extension) => `.${extension}`).join(',')}
        after={
          <span className="field-hint">
            ({extensions.join(', ')}, {fileSize(maxUploadBytes(kind), intl.locale)})
          </span>
        }
        showChosen={false}
        onFiles={start}
      />
      <ul className="upload-list">
        {items.map((item) => (
          <li key={item.id}>
            {item.state === 'uploading' && (
              <>
                <span>{intl.formatMessage({ id: 'upload.uploading' }, { name: item.name })}</span>
                <progress
                  max={1}
                  value={item.progress}
                  aria-label={intl.formatMessage({ id: 'upload.uploading' }, { name: item.name })}
                />
              </>
            )}
            {item.state === 'done' && (
              <p className="form-success" role="status">
                <FormattedMessage id="upload.done" values={{ name: item.name }} />
              </p>
            )}
            {item.state === 'failed' && (
              <p className="form-error" role="alert">
                {item.name}:{' '}
                {item.error === 'error.upload.wrong_type' ? (
                  <FormattedMessage id="upload.wrongTypeNamed" values={{ types: extensions.join(', ') }} />
                ) : (
                  <FormattedMessage id={item.error ?? 'error.server.internal'} />
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
