/**
 * GET /api/private/dashboards/{board}?period=30d|90d|12m: one of the spec's dashboards (spend,
 * savings, shipments) or the carrier scorecards, from the counters of the period's months or
 * weeks: one batched read (and the contract terms for the scorecards), whatever the volume.
 */
import {
  BOARD_LAYOUT,
  BOARDS,
  type Board,
  boardQuerySchema,
  DEFAULT_PERIOD,
} from '@shared/dashboards/catalog';
import { listContracts } from '../carriers/contract-store';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { companyToday, openDashboards, readBuckets } from './board-data';
import { buildGraph, buildScorecards, buildTile, cutsOf, successRate } from './graphs';

export const handler = endpoint(boardQuerySchema, async ({ actor: me, input, request }) => {
  const board = request.params.board as Board;
  if (!BOARDS.includes(board)) throw NotFound('No such dashboard');
  const period = input.period ?? DEFAULT_PERIOD;
  const layout = BOARD_LAYOUT[board];
  // Open, and in which time zone: the months and weeks to read are the company's.
  const { timeZone } = await openDashboards(me);
  const [buckets, contracts] = await Promise.all([
    readBuckets(
      me.companyId,
      period,
      companyToday(timeZone),
      // The scorecards' service rows read the service cut.
      board === 'scorecards' ? ['service'] : cutsOf(layout.graphs),
    ),
    board === 'scorecards' ? listContracts(me.companyId) : Promise.resolve([]),
  ]);
  const waived = new Set(
    contracts
      .filter((contract) => contract.terms.moneyBackGuaranteeWaived)
      .map((contract) => contract.carrier),
  );
  return ok({
    board,
    period,
    successRate: board === 'savings' ? successRate(buckets) : null,
    tiles: layout.tiles.map((metric) => buildTile(metric, buckets)),
    graphs: layout.graphs.map((graph) => buildGraph({ ...graph, period }, buckets)),
    scorecards: board === 'scorecards' ? buildScorecards(buckets, waived) : [],
  });
});
