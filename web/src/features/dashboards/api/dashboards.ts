/** The dashboards: a board's figures for a period, and the team's custom graphs (list, save, remove). */
import type { Board, GraphInput, Period } from '@shared/dashboards/catalog';
import type { Reply } from '@shared/platform/replies';
import { retryUnlessRefused } from '@web/components/dashboards-closed';
import { api } from '@web/lib/api-client';
import useSWR, { mutate } from 'swr';

const BOARDS_PATH = '/api/private/dashboards';
export const GRAPHS_KEY = '/api/private/dashboard-graphs';

export function useBoard(board: Board, period: Period) {
  return useSWR<Reply<'get-board'>>(
    [BOARDS_PATH, board, period],
    ([path, name, range]: [string, Board, Period]) =>
      api<Reply<'get-board'>>(`${path}/${name}`, { query: { period: range } }),
    { shouldRetryOnError: retryUnlessRefused, keepPreviousData: true },
  );
}

export function useGraphs() {
  return useSWR<Reply<'list-graphs'>>(GRAPHS_KEY, (path: string) => api<Reply<'list-graphs'>>(path), {
    shouldRetryOnError: retryUnlessRefused,
  });
}

export async function saveGraph(input: GraphInput): Promise<Reply<'save-graph'>> {
  const saved = await api<Reply<'save-graph'>>(GRAPHS_KEY, { body: input });
  await mutate(GRAPHS_KEY);
  return saved;
}

export async function removeGraph(graphId: string): Promise<void> {
  await api<Reply<'delete-graph'>>(`${GRAPHS_KEY}/${encodeURIComponent(graphId)}`, { method: 'DELETE' });
  await mutate(GRAPHS_KEY);
}
