/**
 * Stable error codes (`area.reason`) and the HTTP status each maps to. The server answers
 * `{ error: { code, message } }`; the web turns the code into an en/fr message from its catalogs,
 * keyed `error.<code>`. Adding a code here without a message in both catalogs fails a test.
 */
export const ERROR_STATUS = {
  'request.malformed_json': 400,
  'request.invalid': 400,
  'request.too_large': 413,
  'request.unsupported_media_type': 415,
  'route.not_found': 404,
  'auth.unauthenticated': 401,
  'auth.reauthenticate': 403,
  /**
   * A genuine token whose session has ended: the person was removed or deactivated, their company
   * deactivated, their role or password changed, or they signed out of it. Refresh refuses it too.
   */
  'auth.session_ended': 401,
  'auth.forbidden': 403,
  'auth.not_admin': 403,
  /** A carrier password is shown to the company's own client admin only, never to a platform admin acting for it. */
  'auth.client_admin_only': 403,
  'auth.invalid_credentials': 401,
  'auth.processing': 403,
  'auth.password_disabled': 405,
  'auth.throttled': 429,
  'auth.blocked': 403,
  'auth.email_taken': 409,
  'auth.company_has_admin': 400,
  'auth.code_invalid': 400,
  'auth.code_expired': 400,
  'auth.code_cooldown': 429,
  /** An hourly limit of an e-mail address or of a source is reached (codes, code guesses, resets). */
  'auth.limit_reached': 429,
  'mail.failed': 503,
  'auth.reset_invalid': 400,
  'auth.register_company_has_admin': 403,
  'auth.google_disabled': 503,
  'auth.google_invalid': 401,
  'auth.google_company_exists': 401,
  'auth.captcha_failed': 403,
  'auth.wrong_password': 400,
  /**
   * Sign-up: the Terms or the Data Processing Agreement accepted is not the version in force (the
   * page was opened before a new version was published): the person reads and accepts the new one.
   */
  'legal.version_outdated': 409,
  'company.switch_forbidden': 403,
  /**
   * A company's VAT number: written as its country's but its check digits are wrong (mistyped); or
   * VIES, the EU's register, answers that no trader has it. VIES out of service refuses nothing.
   */
  'company.vat_check_digits': 422,
  'company.vat_not_registered': 422,
  'carrier.check_cooldown': 429,
  'claim.tracking_exists': 409,
  'claim.confirm_value': 422,
  'claim.window_closed': 422,
  'claim.carrier_not_registered': 422,
  'claim.document_invalid': 422,
  'claim.not_editable': 409,
  'claim.action_not_needed': 409,
  'claim.credential_not_working': 422,
  'claim.scan_cooldown': 429,
  /** The claims desk: a company not assigned to the staff member, a move the claim cannot make now. */
  'desk.not_assigned': 403,
  'desk.move_refused': 409,
  'desk.proof_missing': 422,
  'desk.currency_mismatch': 422,
  /**
   * The filing sheet and the merchant's portal login: a denial reason the claim's carrier never
   * gives; a login shown to assigned provider staff only (a platform admin is no assigned staff);
   * a company without an account with the claim's carrier; documents too large for one zip.
   */
  'desk.denial_reason_refused': 422,
  'desk.staff_only': 403,
  'desk.no_carrier_account': 404,
  'desk.zip_too_large': 422,
  /** Carrier e-mail on the desk: the mail was decided on already, another way. */
  'desk.mail_decided': 409,
  /**
   * The desk's files: no claim to export; an answer file that cannot be read or holds too many rows;
   * an import whose rows are in error (nothing applied), whose claims changed since its preview
   * (nothing applied), or that was applied already (preview again).
   */
  'desk.nothing_to_export': 409,
  'desk.file_unreadable': 422,
  'desk.too_many_rows': 422,
  'desk.import_invalid': 422,
  'desk.import_stale': 409,
  'desk.import_state': 409,
  'bulk.file_invalid': 422,
  /** The company's dashboards are locked (contact customer success) or being prepared (we are working on it). */
  'dashboard.locked': 403,
  'dashboard.preparing': 403,
  'dashboard.graph_limit': 409,
  /** Billing: the preview changed before 'Generate invoice' (generate again); nothing to bill. */
  'billing.preview_changed': 409,
  'billing.nothing_to_bill': 409,
  /** Card and debit payments are off (no provider configured): pay by transfer. */
  'billing.payments_off': 503,
  'billing.not_payable': 409,
  /** Plans: the change previewed no longer holds (another change, a new day): look again. */
  'billing.plan_changed': 409,
  'billing.plan_unchanged': 409,
  'billing.nothing_to_cancel': 409,
  /** A plan that costs more needs the card authenticated, and no payment provider is configured. */
  'billing.cards_off': 503,
  'billing.payment_pending': 409,
  'billing.reference_mismatch': 422,
  'billing.amount_mismatch': 422,
  /** A webhook request whose signature does not verify (forged, altered or replayed). */
  'billing.webhook_invalid': 400,
  /** The PDF is being generated: ask again in a few seconds. */
  'billing.pdf_preparing': 409,
  /** The company was deactivated by the platform team: its people cannot sign in. */
  'auth.company_inactive': 403,
  /** A sign-in block lifted for an address no account uses. */
  'admin.no_such_account': 404,
  /** The company's account is suspended for an invoice overdue past the grace period. */
  'auth.suspended': 403,
  'audit.not_done': 409,
  'audit.review_decided': 409,
  'audit.running': 409,
  'audit.not_readable': 409,
  'upload.wrong_type': 400,
  'upload.too_large': 400,
  'upload.empty': 400,
  'upload.unsafe_archive': 400,
  'upload.password_protected': 400,
  'upload.duplicate': 409,
  'document.in_use': 409,
  'upload.not_found': 404,
  'team.member_taken': 409,
  'team.cannot_delete_self': 400,
  'team.invitation_invalid': 400,
  /** An integration route called without a live API key (none, a session token, a revoked key). */
  'auth.api_key_invalid': 401,
  /** An API key past its requests per minute. */
  'auth.rate_limited': 429,
  'integration.too_many_keys': 409,
  /** The Idempotency-Key was used for another batch, or its batch is still being handled. */
  'integration.idempotency_mismatch': 422,
  'integration.idempotency_in_progress': 409,
  /** The SFTP server given could not be read (the field issue names why). */
  'integration.sftp_failed': 422,
  /** The SFTP server shows another host key than the one the merchant confirmed. */
  'integration.sftp_host_key_mismatch': 409,
  /** The public contact form: the hourly limit of a source, or the daily one of a sender's address. */
  'contact.limit_reached': 429,
  /** Demo booking: the slot was booked by someone else first (two people clicked it together). */
  'demo.slot_taken': 409,
  /** Demo booking: the slot is no longer offered (removed by the team, or begun). */
  'demo.slot_unavailable': 409,
  /** Admin Panel: a booked slot cannot be removed (the booker cancels or moves it by their link). */
  'demo.slot_booked': 409,
  /** Demo booking: the booking is cancelled, or its slot has begun: it can no longer change. */
  'demo.booking_closed': 409,
  /** Demo booking: the hourly limit of a source, or the daily one of an address. */
  'demo.limit_reached': 429,
  'resource.not_found': 404,
  'resource.conflict': 409,
  'server.internal': 500,
  'server.unavailable': 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The body the spec asks for when a token can no longer be used: the web re-authenticates on it. */
export const REAUTHENTICATE_MESSAGE = 'Re-Authenticate user!';

/** One problem with one input field, as the server reports it and the web shows it beside the field. */
export interface FieldIssue {
  path: string;
  code: string;
  message: string;
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; issues?: FieldIssue[] };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
