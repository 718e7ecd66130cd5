/**
 * The claims area's Lambda: investigations, their lifecycle with the carrier, favourites, totals,
 * the actions waiting for the merchant and the sales invoices that answer them, lost packages.
 */
import { areaLambda } from '../http/lambda';
import { handler as actionCounts } from './action-counts';
import { handler as answerAction } from './answer-action';
import { handler as attachSalesInvoice } from './attach-sales-invoice';
import { handler as claimSummary } from './claim-summary';
import { handler as createClaim } from './create-claim';
import { handler as favouriteClaim } from './favourite-claim';
import { handler as getClaim } from './get-claim';
import { handler as listClaims } from './list-claims';
import { handler as listLost } from './list-lost-packages';
import { handler as listRefunds } from './list-refunds';
import { handler as listWaiting } from './list-waiting';
import { handler as salesInvoiceTasks } from './sales-invoice-tasks';
import { handler as scanLost } from './scan-lost-packages';
import { handler as stopClaim } from './stop-claim';

export const handler = areaLambda('claims', {
  'create-claim': createClaim,
  'list-claims': listClaims,
  'get-claim': getClaim,
  'stop-claim': stopClaim,
  'favourite-claim': favouriteClaim,
  'claim-summary': claimSummary,
  'answer-action': answerAction,
  'list-waiting': listWaiting,
  'action-counts': actionCounts,
  'sales-invoice-tasks': salesInvoiceTasks,
  'attach-sales-invoice': attachSalesInvoice,
  'list-lost-packages': listLost,
  'scan-lost-packages': scanLost,
  'list-refunds': listRefunds,
});
