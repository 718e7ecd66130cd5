/**
 * Bulk investigations (issue 5): the submitted file is checked again on the server, its rows are
 * created in batches of 250 (four at a time: the claims share their company's partition), and the
 * rows that did not become claims are exported. Started with the file's document id as the
 * execution name, so a double submit is one run. Every step can run again without doubling a
 * claim or a count (functions/bulk/prepare-step.ts, run-steps.ts); payloads carry ids, never rows (256 KiB cap).
 */
import { ON_FAILURE, TASK_RETRY, type WorkflowDefinition } from './types';

const task = {
  entry: 'functions/workflows/bulk-step.ts',
  load: () => import('../../functions/workflows/bulk-step'),
};

/** Reading the file needs the spreadsheet readers: a Lambda of its own keeps the others small. */
const prepareTask = {
  entry: 'functions/workflows/bulk-prepare-step.ts',
  load: () => import('../../functions/workflows/bulk-prepare-step'),
};

const retry = TASK_RETRY;
const onFailure = ON_FAILURE;
const run = { 'companyId.$': '$.companyId', 'bulkId.$': '$.bulkId' };

export const bulkClaimsWorkflow: WorkflowDefinition = {
  name: 'BulkClaims',
  definition: {
    Comment: 'Check a bulk claim file again, create its claims in batches, export the rows left out',
    StartAt: 'Prepare',
    States: {
      Prepare: {
        Type: 'Task',
        Resource: '${Prepare}',
        Parameters: { step: 'prepare', ...run },
        Retry: retry,
        Catch: onFailure,
        Next: 'Refused?',
      },
      'Refused?': {
        Type: 'Choice',
        Choices: [{ Variable: '$.refused', BooleanEquals: true, Next: 'Refused' }],
        Default: 'CreateBatches',
      },
      Refused: { Type: 'Succeed' },
      CreateBatches: {
        Type: 'Map',
        ItemsPath: '$.batches',
        MaxConcurrency: 4,
        ItemSelector: { step: 'batch', ...run, 'index.$': '$$.Map.Item.Value' },
        ItemProcessor: {
          ProcessorConfig: { Mode: 'INLINE' },
          StartAt: 'CreateBatch',
          States: {
            CreateBatch: { Type: 'Task', Resource: '${CreateBatch}', Retry: retry, End: true },
          },
        },
        ResultPath: null,
        Catch: onFailure,
        Next: 'Finish',
      },
      Finish: {
        Type: 'Task',
        Resource: '${Finish}',
        Parameters: { step: 'finish', ...run },
        Retry: retry,
        Catch: onFailure,
        End: true,
      },
      MarkFailed: {
        Type: 'Task',
        Resource: '${MarkFailed}',
        Parameters: { step: 'fail', ...run },
        ResultPath: null,
        Next: 'Failed',
      },
      Failed: { Type: 'Fail', Error: 'Bulk.Failed', Cause: 'The bulk file could not be processed' },
    },
  },
  tasks: { Prepare: prepareTask, CreateBatch: task, Finish: task, MarkFailed: task },
};
