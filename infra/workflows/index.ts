/**
 * Every workflow of the product, read by the CDK Workflows construct and the local Step Functions
 * stand-in. Bulk-upload validation and the SFTP sales-data fetch join this list with their issues.
 */
import { billingPdfWorkflow } from './billing-pdf';
import { bulkClaimsWorkflow } from './bulk-claims';
import { invoiceAuditWorkflow } from './invoice-audit';
import { sendInvitationWorkflow } from './send-invitation';
import type { WorkflowDefinition } from './types';

export const workflows: WorkflowDefinition[] = [
  sendInvitationWorkflow,
  bulkClaimsWorkflow,
  invoiceAuditWorkflow,
  billingPdfWorkflow,
];
