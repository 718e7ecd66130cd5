/**
 * What the SalesDataFetch steps share (./sftp-run: list, fetch, archive; ./sftp-ingest: a fetched
 * file's orders read and stored): their input, where a fetched file is kept, the record of a file
 * refused by name, a set-up marked failed. Apart from the steps, so that the ingest step (with the
 * spreadsheet readers) and the others (with the SFTP transport) each bundle only what they call.
 */
import type { SftpProblem } from '@shared/integrations/sftp';
import { clock } from '../lib/clock';
import { sha256Base64url } from '../lib/hash';
import { changeSftpConfig, emptyFile, putSftpFile } from './sftp-store';

export interface RunInput {
  companyId: string;
  runId: string;
}
export interface FileInput extends RunInput {
  name: string;
  size: number;
  modifiedAt: number;
}

export const objectKeyOf = (companyId: string, digest: string) => `sftp/${companyId}/${digest}`;
/** A file refused before it was read whole is known by its name, size and date. */
export const refusedIdOf = (file: FileInput) =>
  `n-${sha256Base64url(`${file.name}\n${file.size}\n${file.modifiedAt}`).slice(0, 32)}`;

export async function markProblem(companyId: string, problem: SftpProblem) {
  const now = clock.now().toISOString();
  await changeSftpConfig(companyId, () => ({ state: 'failed', problem, problemAt: now }));
}

export async function markRefused(file: FileInput, problem: SftpProblem | null) {
  await putSftpFile(
    { ...emptyFile(file, refusedIdOf(file), clock.now().toISOString()), problem },
    { listed: false },
  );
}
