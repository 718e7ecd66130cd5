/**
 * Counting the DynamoDB reads a request makes, for the benchmarks that say their reads do not grow
 * with the data: a middleware on the back end's own client counts every Get, Query and Scan (and
 * the items each touched) until it is reset.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface Reads {
  calls: number;
  items: number;
  byCommand: Record<string, number>;
}

export function countReads(dynamo: DynamoDBDocumentClient): Reads & { reset: () => void } {
  const reads = {
    calls: 0,
    items: 0,
    byCommand: {} as Record<string, number>,
    reset() {
      Object.assign(reads, { calls: 0, items: 0, byCommand: {} });
    },
  };
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      const out = await next(args);
      const name = String(context.commandName ?? '');
      if (/Get|Query|Scan/.test(name)) {
        reads.calls++;
        reads.byCommand[name] = (reads.byCommand[name] ?? 0) + 1;
        const output = out.output as {
          Items?: unknown[];
          Item?: unknown;
          Responses?: Record<string, unknown[]>;
        };
        reads.items +=
          output.Items?.length ??
          (output.Item ? 1 : 0) +
            Object.values(output.Responses ?? {}).reduce((sum, list) => sum + list.length, 0);
      }
      return out;
    },
    { step: 'initialize', name: 'benchReadCounter' },
  );
  return reads;
}

/** '5 calls (3 BatchGetItem, 2 Query), 303 items' */
export const describeReads = (reads: Reads) =>
  `${reads.calls} calls (${Object.entries(reads.byCommand)
    .map(([name, count]) => `${count} ${name.replace('Command', '')}`)
    .join(', ')}), ${reads.items} items`;
