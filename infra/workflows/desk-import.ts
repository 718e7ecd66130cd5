/**
 * A carrier's answer file on the claims desk (issue 38, item 5), in two runs of one definition: the
 * file read once it arrives (`phase: 'read'`, execution `desk-read-<importId>`: the spreadsheet
 * readers live in this task's Lambda, not the API's), then the rows of the preview the person
 * applied, moved in batches (two at a time), each row's move once whatever runs again
 * (functions/desk-files/import-steps.ts), the progress kept on the import (execution
 * `desk-import-<importId>`, so a double start is one run). Payloads carry ids, never rows.
 */
import { ON_FAILURE, TASK_RETRY, type WorkflowDefinition } from './types';

const task = {
  entry: 'functions/workflows/desk-import-step.ts',
  load: () => import('../../functions/workflows/desk-import-step'),
};

/** Reading the file needs the spreadsheet readers: a Lambda of its own keeps the others small. */
const readTask = {
  entry: 'functions/workflows/desk-read-step.ts',
  load: () => import('../../functions/workflows/desk-read-step'),
};

const retry = TASK_RETRY;
const onFailure = ON_FAILURE;
const run = { 'importId.$': '$.importId' };

export const deskImportWorkflow: WorkflowDefinition = {
  name: 'DeskImport',
  definition: {
    Comment: 'Apply the rows of a carrier answer file to their claims, in batches, each move once',
    StartAt: 'Phase',
    States: {
      // An import's file is read once it arrives (`read`), and applied later (`apply`): two runs.
      Phase: {
        Type: 'Choice',
        Choices: [
          {
            And: [
              { Variable: '$.phase', IsPresent: true },
              { Variable: '$.phase', StringEquals: 'read' },
            ],
            Next: 'Read',
          },
        ],
        Default: 'Plan',
      },
      Read: {
        Type: 'Task',
        Resource: '${Read}',
        Parameters: { step: 'read', ...run },
        Retry: retry,
        Catch: onFailure,
        End: true,
      },
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
  tasks: { Read: readTask, Plan: task, ApplyBatch: task, Finish: task, MarkFailed: task },
};
