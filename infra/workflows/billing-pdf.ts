/**
 * Renders a billing document's PDF in one language and stores it in S3 (functions/billing/pdf-store
 * starts it, named after the document and language so each is rendered once). A Task of its own:
 * pdfkit is about 900 KB bundled, kept out of the billing API's Lambda.
 */
import type { WorkflowDefinition } from './types';

export const billingPdfWorkflow: WorkflowDefinition = {
  name: 'BillingPdf',
  definition: {
    Comment: 'Render a billing document as PDF and store it',
    StartAt: 'RenderPdf',
    States: {
      RenderPdf: {
        Type: 'Task',
        Resource: '${RenderPdf}',
        Retry: [{ ErrorEquals: ['States.ALL'], IntervalSeconds: 2, MaxAttempts: 3, BackoffRate: 2 }],
        End: true,
      },
    },
  },
  tasks: {
    RenderPdf: {
      entry: 'functions/workflows/render-billing-pdf.ts',
      load: () => import('../../functions/workflows/render-billing-pdf'),
    },
  },
};
