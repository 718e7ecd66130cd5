/**
 * A file's bad rows as a CSV the merchant opens in a spreadsheet: row, column and message, in the
 * person's language, every text cell neutralised (a header or message starting with `=` is shown,
 * never run) by the shared export writer.
 */
import { cellMessageValues } from '@shared/claims/labels';
import { isMessageKeyShaped } from '@shared/platform/issue-words';
import { toCsv } from '@shared/sheets/exports';
import { isMessageKey } from '@web/i18n/message-key';
import type { IntlShape } from 'react-intl';
import type { SftpProblemsReply } from '../api/sftp';

export function fileErrorsCsv(problems: SftpProblemsReply['problems'], intl: IntlShape): string {
  // A key the catalog on screen lacks is said as the generic sentence: a person never reads a key.
  const say = (message: string) =>
    isMessageKey(intl, message)
      ? intl.formatMessage({ id: message }, cellMessageValues(message, ''))
      : isMessageKeyShaped(message)
        ? intl.formatMessage({ id: 'form.invalid' })
        : message;
  return toCsv(
    [
      intl.formatMessage({ id: 'salesData.sftp.errors.row' }),
      intl.formatMessage({ id: 'salesData.sftp.errors.column' }),
      intl.formatMessage({ id: 'salesData.sftp.errors.message' }),
    ],
    problems.map((problem) => [problem.row, problem.column, say(problem.message)]),
  );
}

/** `orders-2026-10-03.csv` gives `orders-2026-10-03.csv-errors.csv`: the file it reports on, named whole. */
export const fileErrorsName = (name: string) => `${name}-errors.csv`;
