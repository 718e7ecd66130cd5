/**
 * Sales data by SFTP (issue 21): list the merchant's folder, then for each new file (one at a time)
 * fetch it, ingest its orders and archive it on the merchant's server; then record the fetch. Started
 * by the hourly schedule and by 'Fetch now' (execution names carry the company and the hour or
 * minute, so a double click is one run), and by the team's review. A file's failure past its
 * retries is recorded against the file and the run goes on with the next; a failure of the listing
 * marks the set-up failed. Payloads carry names and digests, never file contents.
 */
import { TASK_RETRY, type WorkflowDefinition } from './types';

const task = {
  entry: 'functions/workflows/sales-data-step.ts',
  load: () => import('../../functions/workflows/sales-data-step'),
  // A 100 MB file: downloaded (10 minutes at most), then its orders stored, in one step.
  timeoutSeconds: 900,
  memoryMb: 3008,
};

/** Reading a file needs the spreadsheet readers: a Lambda of its own keeps the others small. */
const ingestTask = {
  entry: 'functions/workflows/sales-data-ingest-step.ts',
  load: () => import('../../functions/workflows/sales-data-ingest-step'),
  // A 100 MB file's orders stored in one step, as the fetch downloads it.
  timeoutSeconds: 900,
  memoryMb: 3008,
};

const retry = TASK_RETRY;
/**
 * A step may take as long as its Lambda (15 minutes: a 100 MB file). Said explicitly: Step
 * Functions has no Task timeout of its own, but aws-local-stepfunctions cuts a Task at 60 s unless
 * told (a 50 MB file was refused locally before this).
 */
const TIMEOUT = { TimeoutSeconds: 900 };
const run = { 'companyId.$': '$.companyId', 'runId.$': '$.runId' };
const file = {
  ...run,
  'name.$': '$.name',
  'size.$': '$.size',
  'modifiedAt.$': '$.modifiedAt',
};

export const salesDataFetchWorkflow: WorkflowDefinition = {
  name: 'SalesDataFetch',
  definition: {
    Comment: "Fetch a merchant's order files by SFTP, ingest them, archive them on the merchant's server",
    StartAt: 'ListFiles',
    States: {
      ListFiles: {
        Type: 'Task',
        Resource: '${ListFiles}',
        ...TIMEOUT,
        Parameters: { step: 'list', ...run },
        ResultPath: '$.listing',
        Retry: retry,
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'MarkFailed' }],
        Next: 'EachFile',
      },
      EachFile: {
        Type: 'Map',
        ItemsPath: '$.listing.files',
        MaxConcurrency: 1,
        ItemProcessor: {
          ProcessorConfig: { Mode: 'INLINE' },
          StartAt: 'FetchFile',
          States: {
            FetchFile: {
              Type: 'Task',
              Resource: '${FetchFile}',
              ...TIMEOUT,
              Parameters: { step: 'fetch', ...file },
              ResultPath: '$.fetched',
              Retry: retry,
              Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'FileFailed' }],
              Next: 'Fetched?',
            },
            'Fetched?': {
              Type: 'Choice',
              Choices: [
                { Variable: '$.fetched.next', StringEquals: 'ingest', Next: 'IngestFile' },
                { Variable: '$.fetched.next', StringEquals: 'archive', Next: 'ArchiveFile' },
              ],
              Default: 'FileDone',
            },
            IngestFile: {
              Type: 'Task',
              Resource: '${IngestFile}',
              ...TIMEOUT,
              Parameters: { step: 'ingest', ...file, 'digest.$': '$.fetched.digest' },
              ResultPath: '$.ingested',
              Retry: retry,
              Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'FileFailed' }],
              Next: 'Ingested?',
            },
            'Ingested?': {
              Type: 'Choice',
              Choices: [{ Variable: '$.ingested.archive', BooleanEquals: true, Next: 'ArchiveFile' }],
              Default: 'FileDone',
            },
            ArchiveFile: {
              Type: 'Task',
              Resource: '${ArchiveFile}',
              ...TIMEOUT,
              Parameters: { step: 'archive', ...file },
              ResultPath: null,
              Retry: retry,
              Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'FileFailed' }],
              Next: 'FileDone',
            },
            FileFailed: {
              Type: 'Task',
              Resource: '${FileFailed}',
              Parameters: { step: 'fileFailed', ...file, 'error.$': '$.error.Error' },
              ResultPath: null,
              Next: 'FileDone',
            },
            FileDone: { Type: 'Succeed' },
          },
        },
        ItemSelector: {
          'companyId.$': '$.companyId',
          'runId.$': '$.runId',
          'name.$': '$$.Map.Item.Value.name',
          'size.$': '$$.Map.Item.Value.size',
          'modifiedAt.$': '$$.Map.Item.Value.modifiedAt',
        },
        ResultPath: null,
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'MarkFailed' }],
        Next: 'Finish',
      },
      Finish: {
        Type: 'Task',
        Resource: '${Finish}',
        ...TIMEOUT,
        Parameters: { step: 'finish', ...run },
        Retry: retry,
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'MarkFailed' }],
        End: true,
      },
      MarkFailed: {
        Type: 'Task',
        Resource: '${MarkFailed}',
        Parameters: { step: 'fail', ...run },
        ResultPath: null,
        Next: 'Failed',
      },
      Failed: { Type: 'Fail', Error: 'SalesData.Failed', Cause: 'The SFTP server could not be read' },
    },
  },
  tasks: {
    ListFiles: task,
    FetchFile: task,
    IngestFile: ingestTask,
    ArchiveFile: task,
    FileFailed: task,
    Finish: task,
    MarkFailed: task,
  },
};
