/** The audit area's Lambda: My Invoices (each carrier invoice's audit), its signals to review, the findings' download, and auditing an invoice again. */
import { areaLambda } from '../http/lambda';
import { handler as auditAgain } from './audit-again';
import { confirm as confirmReview, dismiss as dismissReview } from './decide-review';
import { handler as downloadFindings } from './download-findings';
import { handler as getInvoice } from './get-invoice';
import { handler as listInvoices } from './list-invoices';
import { handler as listReviews } from './list-reviews';

export const handler = areaLambda('audit', {
  'list-invoices': listInvoices,
  'get-invoice': getInvoice,
  'download-findings': downloadFindings,
  'audit-again': auditAgain,
  'list-reviews': listReviews,
  'confirm-review': confirmReview,
  'dismiss-review': dismissReview,
});
