/** The billing area's Lambda: the subscription and its usage, the ledger, fee lines and payments. */
import { areaLambda } from '../http/lambda';
import { handler as changePlan } from './change-plan';
import { handler as driveSandbox } from './drive-sandbox';
import { handler as driveSandboxAuthorization } from './drive-sandbox-authorization';
import { handler as generateDocuments } from './generate-documents';
import { handler as getDocumentPdf } from './get-document-pdf';
import { handler as getPayment } from './get-payment';
import { handler as getPlanAuthorization } from './get-plan-authorization';
import { handler as getPlanChange } from './get-plan-change';
import { handler as getPreview } from './get-preview';
import { handler as getSubscription } from './get-subscription';
import { handler as listDocuments } from './list-documents';
import { handler as listFees } from './list-fees';
import { handler as payDocument } from './pay-document';
import { handler as receiveWebhook } from './receive-webhook';

export const handler = areaLambda('billing', {
  'get-subscription': getSubscription,
  'list-billing-documents': listDocuments,
  'list-fees': listFees,
  'get-preview': getPreview,
  'generate-documents': generateDocuments,
  'get-document-pdf': getDocumentPdf,
  'pay-document': payDocument,
  'get-payment': getPayment,
  'drive-sandbox': driveSandbox,
  'get-plan-change': getPlanChange,
  'change-plan': changePlan,
  'get-plan-authorization': getPlanAuthorization,
  'drive-sandbox-authorization': driveSandboxAuthorization,
  'receive-webhook': receiveWebhook,
});
