/**
 * Invoice audit (issue 6): started when a carrier invoice is confirmed, named after its document,
 * so a confirmation retried is one run. Read the invoice into shards of shipments, audit the
 * shards in parallel (a Distributed Map in AWS: each shard a child execution; the local runner
 * runs the same states in-process), then open the investigations and count the invoice once.
 * Payloads carry ids and shard numbers, never lines (256 KiB cap).
 */
import { ON_FAILURE, TASK_RETRY, type WorkflowDefinition } from './types';

const task = {
  entry: 'functions/workflows/audit-step.ts',
  load: () => import('../../functions/workflows/audit-step'),
};

/** Reading the invoice needs the spreadsheet readers: a Lambda of its own keeps the others small. */
const readTask = {
  entry: 'functions/workflows/audit-read-step.ts',
  load: () => import('../../functions/workflows/audit-read-step'),
};

const retry = TASK_RETRY;
const onFailure = ON_FAILURE;
const run = { 'companyId.$': '$.companyId', 'documentId.$': '$.documentId' };

export const invoiceAuditWorkflow: WorkflowDefinition = {
  name: 'InvoiceAudit',
  definition: {
    Comment: 'Read a carrier invoice, audit its shipments in shards, open the investigations',
    StartAt: 'ReadInvoice',
    States: {
      ReadInvoice: {
        Type: 'Task',
        Resource: '${ReadInvoice}',
        Parameters: { step: 'read', ...run },
        Retry: retry,
        Catch: onFailure,
        Next: 'Refused?',
      },
      'Refused?': {
        Type: 'Choice',
        Choices: [{ Variable: '$.refused', BooleanEquals: true, Next: 'Refused' }],
        Default: 'AuditShards',
      },
      Refused: { Type: 'Succeed' },
      AuditShards: {
        Type: 'Map',
        ItemsPath: '$.shards',
        MaxConcurrency: 8,
        ItemSelector: { step: 'shard', ...run, 'index.$': '$$.Map.Item.Value' },
        ItemProcessor: {
          ProcessorConfig: { Mode: 'DISTRIBUTED', ExecutionType: 'STANDARD' },
          StartAt: 'AuditShard',
          States: {
            AuditShard: { Type: 'Task', Resource: '${AuditShard}', Retry: retry, End: true },
          },
        },
        ResultPath: null,
        Catch: onFailure,
        Next: 'RecordFindings',
      },
      RecordFindings: {
        Type: 'Task',
        Resource: '${RecordFindings}',
        Parameters: { step: 'record', ...run },
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
      Failed: { Type: 'Fail', Error: 'Audit.Failed', Cause: 'The invoice could not be audited' },
    },
  },
  tasks: { ReadInvoice: readTask, AuditShard: task, RecordFindings: task, MarkFailed: task },
};
