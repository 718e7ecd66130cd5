/** The dashboards area's Lambda: Home, the dashboards and scorecards, and the team's custom graphs. */
import { areaLambda } from '../http/lambda';
import { handler as getBoard } from './get-board';
import { handler as getHome } from './get-home';
import { remove as deleteGraph, list as listGraphs, save as saveGraph } from './graphs-endpoints';

export const handler = areaLambda('dashboards', {
  'get-home': getHome,
  'get-board': getBoard,
  'list-graphs': listGraphs,
  'save-graph': saveGraph,
  'delete-graph': deleteGraph,
});
