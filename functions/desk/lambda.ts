/**
 * The claims desk's Lambda (issue 38): the lanes of claims to file and to follow with the carriers,
 * for platform admins and provider staff, and the moves they record.
 */
import { areaLambda } from '../http/lambda';
import { handler as applyMailMove } from './apply-mail-move';
import { handler as assignDeskClaim } from './assign-desk-claim';
import { handler as attachDeskMail } from './attach-desk-mail';
import { handler as createInboundAddress } from './create-inbound-address';
import { handler as discardDeskMail } from './discard-desk-mail';
import { handler as dismissDeskMail } from './dismiss-desk-mail';
import { handler as getDeskClaim } from './get-desk-claim';
import { handler as getDeskMail } from './get-desk-mail';
import { handler as getDeskScope } from './get-desk-scope';
import { handler as getFilingSheet } from './get-filing-sheet';
import { handler as listClaimMails } from './list-claim-mails';
import { handler as listDeskClaims } from './list-desk-claims';
import { handler as listDeskMails } from './list-desk-mails';
import { handler as recordDeskMove } from './record-desk-move';
import { handler as recordLoginCheck } from './record-login-check';
import { handler as revealPortalLogin } from './reveal-portal-login';
import { handler as zipClaimDocuments } from './zip-claim-documents';

export const handler = areaLambda('desk', {
  'list-desk-claims': listDeskClaims,
  'get-desk-scope': getDeskScope,
  'get-desk-claim': getDeskClaim,
  'record-desk-move': recordDeskMove,
  'assign-desk-claim': assignDeskClaim,
  'get-filing-sheet': getFilingSheet,
  'zip-claim-documents': zipClaimDocuments,
  'reveal-portal-login': revealPortalLogin,
  'record-login-check': recordLoginCheck,
  // Carrier e-mail: answers matched to claims, the unmatched tray, each company's inbound address.
  'list-claim-mails': listClaimMails,
  'list-desk-mails': listDeskMails,
  'get-desk-mail': getDeskMail,
  'apply-mail-move': applyMailMove,
  'dismiss-desk-mail': dismissDeskMail,
  'attach-desk-mail': attachDeskMail,
  'discard-desk-mail': discardDeskMail,
  'create-inbound-address': createInboundAddress,
});
