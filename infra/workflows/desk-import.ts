/**
 * A carrier's answer file applied on the claims desk (issue 38, item 5): the rows of the preview
 * the person applied, moved in batches (two at a time), each row's move once whatever runs again
 * (functions/desk/import-steps.ts), the progress kept on the import. Started with the import's id as
 * the execution name, so a double start is one run; payloads carry ids, never rows (256 KiB cap).
 */
import { ON_FAILURE, TASK_RETRY, type WorkflowDefinition } from './types';

const task = {
  entry: 'functions/workflows/desk-import-step.ts',
  load: () => import('../../functions/workflows/desk-import-step'),
};

const retry = TASK_RETRY;
const onFailure = ON_FAILURE;
const run = { 'importId.$': '$.importId' };

export const deskImportWorkflow: WorkflowDefinition = {
  name: 'DeskImport',
  definition: {
    Comment: 'Apply the rows of a carrier answer file to their claims, in batches, each move once',
    StartAt: 'Plan',
    States: {
      Plan: {
        Type: 'Task',
        Resource: '${Plan}',
        Parameters: { step: 'plan', ...run },
        Retry: retry,
        Catch: onFailure,
        Next: 'ApplyBatches',
      },
      ApplyBatches: {
        Type: 'Map',
        ItemsPath: '$.batches',
        // Two at a time: every move of a company writes its counters, so more would mostly wait on each other.
        MaxConcurrency: 2,
        ItemSelector: { step: 'batch', ...run, 'index.$': '$$.Map.Item.Value' },
        ItemProcessor: {
          ProcessorConfig: { Mode: 'INLINE' },
          StartAt: 'ApplyBatch',
          States: {
            ApplyBatch: { Type: 'Task', Resource: '${ApplyBatch}', Retry: retry, End: true },
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
      Failed: { Type: 'Fail', Error: 'DeskImport.Failed', Cause: 'The answer file could not be applied' },
    },
  },
  tasks: { Plan: task, ApplyBatch: task, Finish: task, MarkFailed: task },
};
