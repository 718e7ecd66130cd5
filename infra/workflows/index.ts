/**
 * Every workflow of the product, read by the CDK Workflows construct and the local Step Functions
 * stand-in.
 */
import { billingPdfWorkflow } from './billing-pdf';
import { bulkClaimsWorkflow } from './bulk-claims';
import { deskImportWorkflow } from './desk-import';
import { invoiceAuditWorkflow } from './invoice-audit';
import { salesDataFetchWorkflow } from './sales-data-fetch';
import { salesDataUploadWorkflow } from './sales-data-upload';
import { sendInvitationWorkflow } from './send-invitation';
import type { WorkflowDefinition } from './types';

export const workflows: WorkflowDefinition[] = [
  sendInvitationWorkflow,
  bulkClaimsWorkflow,
  invoiceAuditWorkflow,
  billingPdfWorkflow,
  salesDataFetchWorkflow,
  salesDataUploadWorkflow,
  deskImportWorkflow,
];
