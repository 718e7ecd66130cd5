/** English messages: the server's error codes (`error.<code>`, after shared/platform/errors.ts). */

export const errors = {
  'error.request.malformed_json': 'The request could not be read. Please try again.',
  'error.request.invalid': 'Some fields are not valid. Please check them.',
  'error.request.too_large': 'This is too large to send. Files may be at most 5 MB.',
  'error.request.unsupported_media_type': 'This kind of content is not accepted.',
  'error.route.not_found': 'This action does not exist.',
  'error.auth.unauthenticated': 'Please sign in to continue.',
  'error.auth.reauthenticate': 'Your session has ended. Please sign in again.',
  'error.auth.session_ended':
    'You were signed out because your access changed: a new password, a new role, or your account was removed or deactivated. Please sign in again.',
  'error.auth.forbidden': 'You do not have access to this.',
  'error.auth.not_admin': 'No Admin Access',
  'error.auth.client_admin_only': 'Only the company’s client admin can see a carrier password.',
  'error.auth.invalid_credentials': 'Incorrect e-mail address or password.',
  'error.auth.processing':
    'Your data is still being processed. We will let you know by e-mail as soon as you can access your account.',
  'error.auth.password_disabled':
    'Password sign-in is not enabled for this account. Contact our support team to get access.',
  'error.auth.throttled': 'Too many attempts. Please wait a moment, then try again.',
  'error.auth.limit_reached':
    'Too many requests for this address or from your network. Please try again within the hour.',
  'error.auth.email_taken': 'This e-mail address is already registered. Sign in, or reset your password.',
  'error.auth.company_has_admin':
    'Your company already has an admin on Parcel Audit. Ask them to add you from the Team page.',
  'error.auth.code_invalid': 'That code is not right. Check the e-mail and try again.',
  'error.auth.code_expired': 'This code has expired or was tried too many times. Ask for a new code.',
  'error.auth.code_cooldown':
    'A code was sent less than a minute ago. Please wait before asking for another.',
  'error.mail.failed': 'Something went wrong in the email system. Please try again in a moment.',
  'error.auth.reset_invalid': 'This link is not valid: it was already used or is more than an hour old.',
  'error.auth.wrong_password': 'The current password is not right.',
  'error.legal.version_outdated':
    'The Terms and Conditions or the Data Processing Agreement changed since this page was opened. Please reload the page, read the new version and accept it.',
  'error.company.switch_forbidden':
    'You cannot switch to this account: it is unknown or not available to you.',
  'error.auth.register_company_has_admin':
    'Your company already has an admin on Parcel Audit. Ask them to add you from the Team page.',
  'error.auth.google_disabled':
    'Google sign-in is not enabled on this platform. Sign in with your e-mail address and password.',
  'error.auth.google_invalid': 'We could not confirm your Google sign-in. Please try again.',
  'error.auth.google_company_exists':
    'Your company already has an admin on Parcel Audit. Ask them to add you from the Team page.',
  'error.auth.captcha_failed':
    'We need to make sure you are not a robot: please confirm your e-mail address to continue.',
  'error.carrier.check_cooldown':
    'This account was checked less than 30 seconds ago. Please wait a moment before checking again.',
  'error.upload.unsafe_archive':
    'This spreadsheet cannot be opened safely (its contents are damaged or far larger than the file). Save it again from your spreadsheet program and send it once more.',
  'error.upload.password_protected':
    'This file is protected by a password, so we cannot open it. Save it again without a password (in Excel: File > Info > Protect Workbook) and upload it again.',
  'error.upload.wrong_type': 'This type of file is not accepted here.',
  'error.upload.too_large': 'This file is over 5 MB. Please send a smaller one.',
  'error.upload.empty': 'This file is empty.',
  'error.document.in_use':
    'An open investigation uses this document: it can be deleted once the investigation is closed.',
  'error.upload.duplicate': 'This file was already uploaded: we kept the first one.',
  'error.upload.not_found': 'The upload failed: the file did not arrive. Please try again.',
  'error.team.member_taken': 'This e-mail address is already taken: the invitation was not sent.',
  'error.auth.api_key_invalid': 'This API key is not valid, or was revoked.',
  'error.auth.rate_limited': 'Too many requests with this API key: wait a minute and try again.',
  'error.integration.too_many_keys': 'Your company already has 10 API keys in use: revoke one first.',
  'error.integration.idempotency_mismatch': 'This Idempotency-Key was already used for another batch.',
  'error.integration.idempotency_in_progress': 'The batch with this Idempotency-Key is still being handled.',
  'error.integration.sftp_failed': 'We could not read your SFTP server: see the field marked.',
  'error.integration.sftp_host_key_mismatch':
    'The server now shows another host key than the one you confirmed: check the connection again.',
  'error.contact.limit_reached':
    'You have sent us several messages already. Please try again later, or write to us by e-mail.',
  'error.demo.slot_taken': 'Someone has just booked this slot. Please choose another one.',
  'error.demo.slot_unavailable': 'This slot is no longer offered. Please choose another one.',
  'error.demo.slot_booked':
    'This slot is booked: only the person who booked it can cancel or move it, with their link.',
  'error.demo.booking_closed': 'This booking is cancelled or has already begun: it can no longer be changed.',
  'error.demo.limit_reached':
    'You have made several bookings already. Please try again later, or write to us.',
  'error.team.cannot_delete_self': 'You cannot remove yourself from the team.',
  'error.team.invitation_invalid':
    'This invitation link is not valid any more. Ask your admin for a new invitation.',
  'error.auth.blocked':
    'Access restricted: too many attempts. Please contact customer success to unblock your account.',
  'error.resource.not_found': 'No data retrieved.',
  'error.resource.conflict': 'This already exists.',
  'error.server.internal': 'Something in our system went wrong',
  'error.server.unavailable': 'The service is not available right now. Please try again in a moment.',
  'error.network': 'We could not reach Parcel Audit. Check your connection and try again.',

  'error.claim.tracking_exists': 'This tracking number already has a registered claim.',
  'error.desk.not_assigned': 'This company is not assigned to you.',
  'error.desk.move_refused':
    'This investigation cannot make that move now. Reload it to see where it stands.',
  'error.desk.proof_missing': 'Name the proof of the credit: the credit note, or the line that shows it.',
  'error.desk.currency_mismatch': 'Record the amount in the investigation’s currency.',
  'error.desk.denial_reason_refused':
    'This carrier never gives that reason for a denial: choose one of its own.',
  'error.desk.staff_only':
    'Only provider staff assigned to this company can see the merchant’s portal login (platform admins are not assigned staff).',
  'error.desk.no_carrier_account':
    'The company has no account with this carrier: ask the merchant to add one.',
  'error.desk.zip_too_large': 'The documents are too large for one zip: download them one by one.',
  'error.desk.mail_decided':
    'This e-mail was already dealt with another way. Reload to see what was decided.',
  'error.desk.nothing_to_export': 'No claim of this carrier waits to be filed.',
  'error.desk.file_unreadable': 'This file cannot be read: send a CSV, XLSX or XLS file with a header row.',
  'error.desk.too_many_rows': 'An answer file holds at most 5,000 rows: split it in two.',
  'error.desk.import_invalid':
    'Rows of this file are in error: nothing was applied. Fix them and preview again.',
  'error.desk.import_stale':
    'Investigations changed since the preview: nothing was applied. Preview the file again.',
  'error.desk.import_state': 'This preview is no longer the current one: preview the file again.',
  'error.company.vat_check_digits':
    'This VAT number has a typing mistake: its check digits do not match. Copy it again from a VAT invoice or your tax office’s letter.',
  'error.company.vat_not_registered':
    'VIES, the EU’s register of VAT numbers, has no business with this number. Check it, or ask your tax office whether it is registered for trade within the EU.',
  'error.claim.window_closed':
    'The carrier’s claim window for this issue has closed: confirm to file the claim anyway.',
  'error.claim.confirm_value': 'Please confirm the values we flagged before the claim is created.',
  'error.claim.carrier_not_registered':
    'This carrier is not registered for your account. Add its credentials on My Carrier Information first.',
  'error.claim.document_invalid':
    'Claim not created: a document could not be attached. Please upload it again.',
  'error.claim.not_editable': 'This investigation is closed or stopped: it can no longer be changed.',

  'error.dashboard.locked':
    'Your dashboards are locked. Contact customer success to open them: they will be glad to help.',
  'error.dashboard.preparing':
    'We are working on your dashboards: they will show here as soon as your figures are ready.',
  'error.dashboard.graph_limit': 'Your team keeps 20 graphs at most: remove one before saving another.',

  'error.audit.not_done': 'The audit of this invoice is not finished yet.',
  'error.audit.review_decided': 'This signal was already settled the other way.',
  'error.audit.running': 'This invoice is being audited already: wait for the audit to finish.',
  'error.audit.not_readable':
    'This file cannot be audited line by line: send the invoice’s detail as CSV or Excel.',
  'error.bulk.file_invalid': 'This is not one of your bulk files.',
  'error.claim.scan_cooldown': 'We looked at your carriers less than a minute ago. Try again in a minute.',
  'error.claim.action_not_needed': 'This information is no longer needed for this investigation.',
  'error.claim.credential_not_working':
    'The carrier account still does not work: correct it on My Carrier Information first.',
  'error.billing.preview_changed':
    'What is owed changed since the preview: look at the new preview, then generate again.',
  'error.billing.nothing_to_bill': 'There is nothing to bill for this company now.',
  'error.billing.payments_off':
    'Card and direct debit payments are not available: pay by bank transfer with the invoice number as the reference.',
  'error.billing.plan_changed':
    'Your subscription changed since this preview: look at the new one, then confirm again.',
  'error.billing.plan_unchanged': 'Your company is already on this plan.',
  'error.billing.nothing_to_cancel': 'There is no paid plan to cancel.',
  'error.billing.cards_off':
    'Card authentication is not available here, so plans cannot be chosen online. Write to us to choose your plan.',
  'error.billing.not_payable': 'This document has nothing left to pay.',
  'error.billing.payment_pending': 'A payment of this invoice is already being processed.',
  'error.billing.reference_mismatch': 'The transfer reference must be the invoice number.',
  'error.billing.amount_mismatch': 'The amount received does not match what the invoice asks for.',
  'error.billing.webhook_invalid': 'The payment notification could not be verified.',
  'error.billing.pdf_preparing': 'The PDF is being prepared: it will download in a few seconds.',
  'error.auth.suspended':
    'Your company’s account is suspended because an invoice is overdue. Your client admin can pay it from Billing and Subscription, or pay by bank transfer with the invoice number as the reference: access comes back as soon as it is paid.',
  'error.auth.company_inactive':
    'Your company’s account has been deactivated. Contact customer success to have it activated again.',
  'error.admin.no_such_account': 'No account uses this e-mail address: there is no sign-in block to lift.',
} as const;
