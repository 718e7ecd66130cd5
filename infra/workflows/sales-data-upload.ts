/**
 * An orders file sent by API (issue 21): read in the background, as the SFTP workflow reads a
 * fetched file. Started with the document's id as the execution name, so a completion sent twice is
 * one run; the step may run again without storing anything twice.
 */
import { TASK_RETRY, type WorkflowDefinition } from './types';

const task = {
  entry: 'functions/workflows/sales-data-upload-step.ts',
  load: () => import('../../functions/workflows/sales-data-upload-step'),
  // A 100 MB file's orders stored in one step.
  timeoutSeconds: 900,
  memoryMb: 3008,
};

const run = { 'companyId.$': '$.companyId', 'documentId.$': '$.documentId' };

export const salesDataUploadWorkflow: WorkflowDefinition = {
  name: 'SalesDataUpload',
  definition: {
    Comment: 'Read an orders file a company sent by API',
    StartAt: 'IngestUpload',
    States: {
      IngestUpload: {
        Type: 'Task',
        Resource: '${IngestUpload}',
        // The Lambda's own 15 minutes (aws-local-stepfunctions would cut a Task at 60 s unless told).
        TimeoutSeconds: 900,
        Parameters: { step: 'ingest', ...run },
        Retry: TASK_RETRY,
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'RecordFailure' }],
        End: true,
      },
      RecordFailure: {
        Type: 'Task',
        Resource: '${RecordFailure}',
        Parameters: { step: 'fail', ...run },
        ResultPath: null,
        Next: 'Failed',
      },
      Failed: { Type: 'Fail', Error: 'SalesData.UploadFailed', Cause: 'The orders file could not be read' },
    },
  },
  tasks: { IngestUpload: task, RecordFailure: task },
};
