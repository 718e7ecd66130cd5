/**
 * The one table, for the stores: each call names its key or item and what it requires, and the
 * table name (read once from the environment) is filled in here. These are the DocumentClient's
 * own commands with TableName taken care of, nothing more: conditions, updates and pages are
 * written as DynamoDB writes them.
 */
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  type DeleteCommandInput,
  GetCommand,
  PutCommand,
  type PutCommandInput,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../aws/dynamo';
import { env } from '../env';
import type { Collection, Key } from './keys';
import type { INDEX } from './schema';

const TableName = env.TABLE_NAME;

/** A pause before sending again what DynamoDB left unprocessed, longer each time (attempt 1, 2...). */
const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 50 * 2 ** Math.min(attempt, 6)));

export type Item = Record<string, unknown>;
/** A position in a query's results, to read the next page from. */
export type Cursor = Record<string, unknown>;
/** One item of a transaction (see txPut, txUpdate, txDelete, txCondition). */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type PutOptions = Omit<PutCommandInput, 'TableName' | 'Item'>;
type UpdateOptions = Omit<UpdateCommandInput, 'TableName' | 'Key'>;
type DeleteOptions = Omit<DeleteCommandInput, 'TableName' | 'Key'>;
type QueryOptions = Omit<QueryCommandInput, 'TableName' | 'IndexName' | 'KeyConditionExpression'>;

/** Conditions most writes use: the item must not exist yet, or must exist. */
export const IF_ABSENT = { ConditionExpression: 'attribute_not_exists(pk)' } as const;
export const IF_PRESENT = { ConditionExpression: 'attribute_exists(pk)' } as const;

/** Items of a transaction, with the table name filled in. */
export const txPut = (Item: Item, options: PutOptions = {}): TransactItem => ({
  Put: { TableName, Item, ...options },
});
export const txUpdate = (Key: Key, options: UpdateOptions): TransactItem => ({
  Update: { TableName, Key, ...options } as TransactItem['Update'],
});
export const txDelete = (Key: Key, options: DeleteOptions = {}): TransactItem => ({
  Delete: { TableName, Key, ...options },
});
export const txCondition = (
  Key: Key,
  options: { ConditionExpression: string } & Pick<
    UpdateOptions,
    'ExpressionAttributeNames' | 'ExpressionAttributeValues' | 'ReturnValuesOnConditionCheckFailure'
  >,
): TransactItem => ({ ConditionCheck: { TableName, Key, ...options } });

export const table = {
  async get(key: Key, options: { consistent?: boolean } = {}): Promise<Item | undefined> {
    const out = await dynamo.send(
      new GetCommand({ TableName, Key: key, ...(options.consistent ? { ConsistentRead: true } : {}) }),
    );
    return out.Item;
  },

  put: (item: Item, options: PutOptions = {}) =>
    dynamo.send(new PutCommand({ TableName, Item: item, ...options })),

  update: (key: Key, options: UpdateOptions) =>
    dynamo.send(new UpdateCommand({ TableName, Key: key, ...options })),

  delete: (key: Key, options: DeleteOptions = {}) =>
    dynamo.send(new DeleteCommand({ TableName, Key: key, ...options })),

  /**
   * One page of a collection: a partition's items whose sort keys begin with the collection's
   * prefix, read as the range from the prefix to the prefix followed by the highest code point
   * (U+10FFFF, a noncharacter no key holds). DynamoDB reads `begins_with` and this range alike; on
   * DynamoDB Local `begins_with` scans the whole partition (30 ms in a partition of 100,000 claims,
   * against 3 ms for the range: bench/dashboards.bench.ts).
   */
  async query(
    collection: Collection,
    options: QueryOptions = {},
  ): Promise<{ items: Item[]; cursor?: Cursor }> {
    const out = await dynamo.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :prefix AND :prefixEnd',
        ...options,
        ExpressionAttributeValues: {
          ...options.ExpressionAttributeValues,
          ':pk': collection.pk,
          ':prefix': collection.prefix,
          ':prefixEnd': `${collection.prefix}\u{10FFFF}`,
        },
      }),
    );
    return { items: out.Items ?? [], cursor: out.LastEvaluatedKey };
  },

  /** Every item of a collection, page after page. */
  async queryAll(collection: Collection, options: QueryOptions = {}): Promise<Item[]> {
    const items: Item[] = [];
    let cursor: Cursor | undefined;
    do {
      const page = await table.query(collection, { ...options, ExclusiveStartKey: cursor });
      items.push(...page.items);
      cursor = page.cursor;
    } while (cursor);
    return items;
  },

  /**
   * One page of an index partition, in sort key order; `sort` adds a condition on the index's sort
   * key written with `#sk` (`'#sk = :sk'`, `'#sk <= :now'`), its values in the options.
   */
  async queryIndex(
    index: (typeof INDEX)[keyof typeof INDEX],
    partition: string,
    options: QueryOptions & { sort?: string } = {},
  ): Promise<{ items: Item[]; cursor?: Cursor; scanned: number }> {
    const { sort, ...query } = options;
    const out = await dynamo.send(
      new QueryCommand({
        TableName,
        IndexName: index.name,
        KeyConditionExpression: sort ? `#pk = :pk AND ${sort}` : '#pk = :pk',
        ...query,
        ExpressionAttributeNames: {
          ...query.ExpressionAttributeNames,
          '#pk': index.partitionKey,
          ...(sort ? { '#sk': index.sortKey } : {}),
        },
        ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':pk': partition },
      }),
    );
    // Scanned: the items read before the filter, for a caller that bounds how much a filtered page reads.
    return { items: out.Items ?? [], cursor: out.LastEvaluatedKey, scanned: out.ScannedCount ?? 0 };
  },

  transact: (items: TransactItem[]) => dynamo.send(new TransactWriteCommand({ TransactItems: items })),

  /** The items of `keys` that exist (in no particular order), 100 keys a call, retrying the keys DynamoDB left over. */
  /**
   * The items of `keys` (absent ones are left out, in no particular order). `attributes` reads only
   * those (keys included), as a small read that does not fetch whole items.
   */
  async batchGet(
    keys: Key[],
    options: { consistent?: boolean; attributes?: string[] } = {},
  ): Promise<Item[]> {
    const found: Item[] = [];
    const projection = options.attributes && {
      ProjectionExpression: ['pk', 'sk', ...options.attributes].map((_, i) => `#a${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(
        ['pk', 'sk', ...options.attributes].map((name, i) => [`#a${i}`, name]),
      ),
    };
    for (let start = 0; start < keys.length; start += 100) {
      let wanted: Record<string, unknown>[] = keys.slice(start, start + 100);
      for (let attempt = 0; wanted.length; attempt++) {
        if (attempt > 0) await backOff(attempt);
        const out = await dynamo.send(
          new BatchGetCommand({
            RequestItems: {
              [TableName]: {
                Keys: wanted,
                ...(options.consistent ? { ConsistentRead: true } : {}),
                ...projection,
              },
            },
          }),
        );
        found.push(...(out.Responses?.[TableName] ?? []));
        wanted = out.UnprocessedKeys?.[TableName]?.Keys ?? [];
      }
    }
    return found;
  },

  /**
   * Deletes `deletes` and puts `puts` (in that order), 25 a call, sending again what DynamoDB left
   * unprocessed. Not a transaction: for items that need no condition (a list rebuilt as a whole).
   */
  async batchWrite({ deletes = [], puts = [] }: { deletes?: Key[]; puts?: Item[] }): Promise<void> {
    const requests = [
      ...deletes.map((Key) => ({ DeleteRequest: { Key } })),
      ...puts.map((Item) => ({ PutRequest: { Item } })),
    ];
    for (let start = 0; start < requests.length; start += 25) {
      let pending = requests.slice(start, start + 25);
      for (let attempt = 0; pending.length; attempt++) {
        if (attempt > 0) await backOff(attempt);
        const out = await dynamo.send(new BatchWriteCommand({ RequestItems: { [TableName]: pending } }));
        pending = (out.UnprocessedItems?.[TableName] ?? []) as typeof pending;
      }
    }
  },
};
