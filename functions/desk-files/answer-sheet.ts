/**
 * Reading an answer file, in the DeskImport workflow's Read task (a Lambda of its own: the
 * spreadsheet readers, SheetJS for .xls among them, would take the API's or the apply's Lambda past
 * its 1 MB bundle budget): the shared
 * reader as the bulk workflow and SFTP files use it, the first sheet holding data, its header the row
 * naming most answer fields. What is read is kept as JSON for the previews; a file that cannot be
 * read says why on the import.
 */
import { answerHeaderRow, DESK_FILE_CAP } from '@shared/claims/desk-files';
import { sniffFileType } from '@shared/documents/uploads';
import { readSheet, SHEET_PROBLEM_LABELS } from '@shared/sheets/read-sheet';
import { HttpError } from '../http/errors';
import { readObject, writeObject } from '../lib/aws/s3';
import { getImport, type StoredSheet, setImportIf, sheetKey } from './desk-imports';

export async function readAnswerSheet(documentKey: string): Promise<StoredSheet> {
  const bytes = await readObject(documentKey);
  const type = sniffFileType(bytes.subarray(0, 8192));
  if (type !== 'csv' && type !== 'xlsx' && type !== 'xls')
    throw new HttpError('desk.file_unreadable', 'This file is not a spreadsheet');
  const read = readSheet(bytes, type, undefined, { headerRow: answerHeaderRow });
  if (!read.ok)
    throw new HttpError(
      'desk.file_unreadable',
      `The file cannot be read: ${SHEET_PROBLEM_LABELS.en[read.problem]}`,
    );
  if (read.sheet.rows.length > DESK_FILE_CAP)
    throw new HttpError('desk.too_many_rows', `An answer file holds at most ${DESK_FILE_CAP} rows`);
  const { headers, rows, sheetNames, dataSheets, sheetIndex, candidates, headerRow } = read.sheet;
  return { headers, rows, sheetNames, dataSheets, sheetIndex, candidates, headerRow };
}

export async function saveSheet(importId: string, sheet: StoredSheet): Promise<void> {
  await writeObject(sheetKey(importId), JSON.stringify(sheet));
}

/**
 * Reads the file once: its sheet kept for the previews, the import 'uploaded'; a file that cannot
 * be read makes it 'unreadable' with the reason (no retry changes a file).
 */
export async function read(input: { importId: string }): Promise<{ read: boolean }> {
  const record = await getImport(input.importId);
  if (!record) throw new Error(`No desk import ${input.importId} to read`);
  try {
    const sheet = await readAnswerSheet(record.documentKey);
    await saveSheet(input.importId, sheet);
    await setImportIf(
      input.importId,
      { status: ['reading'] },
      { status: 'uploaded', total: sheet.rows.length },
    );
    return { read: true };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await setImportIf(input.importId, { status: ['reading'] }, { status: 'unreadable', problem: error.code });
    return { read: false };
  }
}
