/**
 * The company's SFTP set-up (issue 21): read it with its latest files (GET), check a connection
 * (POST /check answers the server's host key fingerprint), save it with the fingerprint the
 * merchant confirmed (PUT), disconnect it (DELETE), fetch now (POST /fetch), and read a file's bad
 * rows (GET /files/{fileId}/problems).
 */
import type { SftpConnectionInput, SftpSetupInput } from '@shared/integrations/sftp';
import type { Reply } from '@shared/platform/replies';
import { api } from '@web/lib/api-client';
import useSWR from 'swr';

export const SFTP_KEY = '/api/private/integration/sftp';

export type SftpReply = Reply<'get-sftp'>;
export type SftpFileRow = SftpReply['files'][number];
export type SftpProblemsReply = Reply<'get-sftp-file-problems'>;

/** The set-up and its files; looked at every 2 s while `watching` (a fetch just started). */
export const useSftp = (watching = false) =>
  useSWR(SFTP_KEY, (path: string) => api<SftpReply>(path), { refreshInterval: watching ? 2000 : 0 });

export const checkSftp = (connection: SftpConnectionInput) =>
  api<Reply<'check-sftp'>>(`${SFTP_KEY}/check`, { method: 'POST', body: connection });

export const saveSftp = (setup: SftpSetupInput) =>
  api<Reply<'save-sftp'>>(SFTP_KEY, { method: 'PUT', body: setup });

export const disconnectSftp = () => api<Reply<'disconnect-sftp'>>(SFTP_KEY, { method: 'DELETE' });

export const fetchSftpNow = () => api<Reply<'fetch-sftp'>>(`${SFTP_KEY}/fetch`, { method: 'POST', body: {} });

export const readFileProblems = (fileId: string) =>
  api<SftpProblemsReply>(`${SFTP_KEY}/files/${encodeURIComponent(fileId)}/problems`);
