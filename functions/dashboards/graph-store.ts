/**
 * The custom graphs a company keeps for its team: `C#<co>` / `GRAPH#<graphId>`, at most MAX_GRAPHS,
 * counted on `GRAPHS` in the transaction that adds or removes one (two people saving at once cannot
 * pass the limit). A graph's id is named by what it shows, so the same graph saved twice (a double
 * click) is kept once.
 */
import { createHash } from 'node:crypto';
import { type GraphInput, MAX_GRAPHS } from '@shared/dashboards/catalog';
import { cancellationReasons } from '../lib/aws/dynamo';
import { fromItem } from '../lib/table/item';
import { collections, keys } from '../lib/table/keys';
import { IF_ABSENT, table, txDelete, txPut, txUpdate } from '../lib/table/table';

export interface StoredGraph extends GraphInput {
  graphId: string;
  createdBy: string;
  createdById: string;
  createdAt: string;
}

const GRAPH_COUNT = 'GRAPHS';

export const graphIdOf = (companyId: string, graph: GraphInput) =>
  createHash('sha256')
    .update(
      `${companyId}|${graph.metric}|${graph.dimension}|${graph.period}|${graph.name.trim().toLowerCase()}`,
    )
    .digest('hex')
    .slice(0, 20);

export async function listGraphs(companyId: string): Promise<StoredGraph[]> {
  const items = await table.queryAll(collections.graphs(companyId));
  return items
    .map((item) => fromItem<StoredGraph>(item))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.graphId.localeCompare(b.graphId));
}

export async function getGraph(companyId: string, graphId: string): Promise<StoredGraph | null> {
  const item = await table.get(keys.graph(companyId, graphId), { consistent: true });
  return item ? fromItem<StoredGraph>(item) : null;
}

/** Adds a graph; 'exists' when the same one is kept already, 'full' at the limit. */
export async function addGraph(companyId: string, graph: StoredGraph): Promise<'added' | 'exists' | 'full'> {
  try {
    await table.transact([
      txPut({ ...keys.graph(companyId, graph.graphId), entity: 'graph', ...graph }, IF_ABSENT),
      txUpdate(keys.stats(companyId, GRAPH_COUNT), {
        UpdateExpression: 'SET entity = :entity ADD graphs :one',
        ConditionExpression: 'attribute_not_exists(graphs) OR graphs < :max',
        ExpressionAttributeValues: { ':one': 1, ':max': MAX_GRAPHS, ':entity': 'graphCount' },
      }),
    ]);
    return 'added';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    if (reasons[0]?.Code === 'ConditionalCheckFailed') return 'exists';
    if (reasons[1]?.Code === 'ConditionalCheckFailed') return 'full';
    throw error;
  }
}

/** Removes a graph; false when it was gone already. */
export async function removeGraph(companyId: string, graphId: string): Promise<boolean> {
  try {
    await table.transact([
      txDelete(keys.graph(companyId, graphId), { ConditionExpression: 'attribute_exists(pk)' }),
      txUpdate(keys.stats(companyId, GRAPH_COUNT), {
        UpdateExpression: 'ADD graphs :minus',
        ExpressionAttributeValues: { ':minus': -1 },
      }),
    ]);
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
