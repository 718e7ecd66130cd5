/**
 * The custom graphs (spec: dashboards, custom graphs): a person picks a metric, a dimension and a
 * period and saves the graph for the team; everyone of the company sees it on their dashboard.
 * - GET /api/private/dashboard-graphs: the company's graphs with their figures (one batched read of
 *   the counters every graph needs, whatever their number);
 * - POST /api/private/dashboard-graphs: saves one (the same one twice is kept once);
 * - DELETE /api/private/dashboard-graphs/{graphId}: its author or a client admin removes it.
 */
import { graphInputSchema, MAX_GRAPHS, PERIODS, type SavedGraph } from '@shared/dashboards/catalog';
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { HttpError, NotAdmin, NotFound } from '../http/errors';
import { created, ok } from '../http/responses';
import { clock } from '../lib/clock';
import {
  bucketItems,
  bucketsOf,
  companyToday,
  openDashboards,
  readCounters,
  withCounters,
} from './board-data';
import { addGraph, getGraph, graphIdOf, listGraphs, removeGraph, type StoredGraph } from './graph-store';
import { buildGraph, cutsOf } from './graphs';

async function withFigures(
  companyId: string,
  timeZone: string,
  graphs: StoredGraph[],
): Promise<SavedGraph[]> {
  const today = companyToday(timeZone);
  const periods = PERIODS.filter((period) => graphs.some((graph) => graph.period === period));
  const plans = Object.fromEntries(periods.map((period) => [period, bucketsOf(period, today)]));
  const counters = await readCounters(
    companyId,
    periods.flatMap((period) =>
      bucketItems(plans[period]!, cutsOf(graphs.filter((graph) => graph.period === period))),
    ),
  );
  return graphs.map((graph) => {
    const buckets = withCounters(plans[graph.period]!, counters);
    return {
      graphId: graph.graphId,
      name: graph.name,
      metric: graph.metric,
      dimension: graph.dimension,
      period: graph.period,
      createdBy: graph.createdBy,
      createdAt: graph.createdAt,
      graph: buildGraph(graph, buckets),
    };
  });
}

export const list = endpoint(z.strictObject({}), async ({ actor: me }) => {
  const [{ timeZone }, graphs] = await Promise.all([openDashboards(me), listGraphs(me.companyId)]);
  return ok({ graphs: await withFigures(me.companyId, timeZone, graphs) });
});

export const save = endpoint(graphInputSchema, async ({ actor: me, input }) => {
  const { timeZone } = await openDashboards(me);
  const graph: StoredGraph = {
    ...input,
    name: input.name.trim(),
    graphId: graphIdOf(me.companyId, input),
    createdBy: me.email,
    createdById: me.userId,
    createdAt: clock.now().toISOString(),
  };
  const added = await addGraph(me.companyId, graph);
  if (added === 'full')
    throw new HttpError(
      'dashboard.graph_limit',
      `A company keeps ${MAX_GRAPHS} graphs at most: remove one first`,
    );
  // Saved already (a second click): the one kept is answered.
  const kept = added === 'exists' ? ((await getGraph(me.companyId, graph.graphId)) ?? graph) : graph;
  const [saved] = await withFigures(me.companyId, timeZone, [kept]);
  return added === 'added' ? created({ graph: saved! }) : ok({ graph: saved! });
});

export const remove = endpoint(z.strictObject({}), async ({ actor: me, request }) => {
  await openDashboards(me);
  const graph = await getGraph(me.companyId, request.params.graphId ?? '');
  if (!graph) throw NotFound('No such graph');
  if (graph.createdById !== me.userId && me.role !== 'client_admin' && me.role !== 'platform_admin')
    throw NotAdmin();
  await removeGraph(me.companyId, graph.graphId);
  return ok({ deleted: true });
});
