/**
 * The latest files read from the company's SFTP server: when each came, what became of it (read,
 * partly read, refused and why, already read, waiting for our review) and what it brought. A file
 * with bad rows offers its errors as a CSV made in the browser, in the person's language.
 */
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { fileSize } from '@web/lib/file-size';
import { saveFile } from '@web/lib/save-file';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { readFileProblems, type SftpFileRow } from '../api/sftp';
import { fileErrorsCsv, fileErrorsName } from './sftp-errors-csv';

const OUTCOME_BADGE: Record<SftpFileRow['outcome'], string> = {
  ingested: 'ok',
  partly: 'warn',
  refused: 'bad',
  duplicate: 'neutral',
  waiting_review: 'warn',
};

const HEADINGS: MessageKey[] = [
  'salesData.sftp.column.file',
  'salesData.sftp.column.receivedAt',
  'salesData.sftp.column.outcome',
  'salesData.sftp.column.rows',
  'salesData.sftp.column.orders',
  'salesData.sftp.column.badRows',
  'salesData.sftp.column.claimsCompleted',
];
/** The columns from rows on are figures, right-aligned. */
const FIRST_FIGURE = 3;

export function SftpFiles({ files }: { files: SftpFileRow[] }) {
  const intl = useIntl();
  const [reading, setReading] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  async function downloadErrors(file: SftpFileRow) {
    if (reading) return;
    setReading(file.fileId);
    setFailure(null);
    try {
      const { problems } = await readFileProblems(file.fileId);
      saveFile(fileErrorsCsv(problems, intl), 'text/csv;charset=utf-8', fileErrorsName(file.name));
    } catch (caught) {
      setFailure(caught);
    } finally {
      setReading(null);
    }
  }

  return (
    <>
      <h3>
        <FormattedMessage id="salesData.sftp.files" />
      </h3>
      {failure !== null && <FormError message={messageKeyOf(failure)} />}
      {files.length === 0 ? (
        <p>
          <FormattedMessage id="salesData.sftp.noFiles" />
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways is reached by keyboard to scroll it.
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">
              <FormattedMessage id="salesData.sftp.files" />
            </caption>
            <thead>
              <tr>
                {HEADINGS.map((heading, index) => (
                  <th key={heading} scope="col" className={index >= FIRST_FIGURE ? 'num' : undefined}>
                    <FormattedMessage id={heading} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {files.map((file) => (
                <tr key={file.fileId}>
                  <th scope="row">
                    {file.name}
                    <span className="cell-detail">{fileSize(file.size, intl.locale)}</span>
                  </th>
                  <td>
                    <FormattedDate value={file.receivedAt} dateStyle="medium" timeStyle="short" />
                  </td>
                  <td>
                    <span className={`badge ${OUTCOME_BADGE[file.outcome]}`}>
                      <FormattedMessage id={`salesData.sftp.outcome.${file.outcome}`} />
                    </span>
                    {file.problem && (
                      <span className="cell-detail">
                        <FormattedMessage id={`integration.sftp.problem.${file.problem}`} />
                      </span>
                    )}
                  </td>
                  <td className="num">
                    <FormattedNumber value={file.rows} />
                  </td>
                  <td className="num">
                    <FormattedNumber value={file.orders} />
                  </td>
                  <td className="num">
                    <FormattedNumber value={file.badRows} />
                    {file.badRows > 0 && (
                      <span className="cell-detail">
                        <button
                          type="button"
                          className="button small"
                          disabled={reading !== null}
                          aria-label={intl.formatMessage(
                            { id: 'salesData.sftp.downloadErrorsLabel' },
                            { name: file.name },
                          )}
                          onClick={() => void downloadErrors(file)}
                        >
                          <FormattedMessage id="salesData.sftp.downloadErrors" />
                        </button>
                      </span>
                    )}
                  </td>
                  <td className="num">
                    <FormattedNumber value={file.claimsCompleted} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
