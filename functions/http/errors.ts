/**
 * Typed errors. Domain code throws these; the error responder maps them to a status and a stable
 * code (statuses live in `shared/platform/errors.ts`). Anything else becomes a logged 500 with no details.
 */
import {
  ERROR_STATUS,
  type ErrorCode,
  type FieldIssue,
  REAUTHENTICATE_MESSAGE,
} from '@shared/platform/errors';

export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    /** A sentence a person reads (the code is the stable part): never the code itself. */
    message: string,
    readonly issues?: FieldIssue[],
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = ERROR_STATUS[code];
  }
}

export const Invalid = (message: string, issues?: FieldIssue[]) =>
  new HttpError('request.invalid', message, issues);
export const NotFound = (message = 'Not found') => new HttpError('resource.not_found', message);
export const Conflict = (message = 'Conflict') => new HttpError('resource.conflict', message);
export const Forbidden = (message = 'Forbidden') => new HttpError('auth.forbidden', message);
/** The spec's 'No Admin Access': the caller is not the company's client admin. */
export const NotAdmin = () => new HttpError('auth.not_admin', 'No Admin Access');
export const Unauthenticated = () => new HttpError('auth.unauthenticated', 'A bearer token is required');
export const Reauthenticate = () => new HttpError('auth.reauthenticate', REAUTHENTICATE_MESSAGE);
/** The token is genuine but its session has ended (removed, deactivated, password changed, signed out). */
export const SessionEnded = () =>
  new HttpError('auth.session_ended', 'This session has ended: sign in again');
