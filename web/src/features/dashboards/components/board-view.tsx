/**
 * One fixed dashboard for a period: its headline figures (the savings board adds the success
 * rate), then its graphs, or the carrier scorecards. A closed dashboard shows why instead.
 */
import type { Board, BoardView as BoardData, Period, Tile } from '@shared/dashboards/catalog';
import { NotYetFigures } from '@web/components/dashboards-closed';
import type { MessageKey } from '@web/i18n/en';
import { valueFormat } from '@web/lib/chart-labels';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBoard } from '../api/dashboards';
import { GraphFigure, metricLabel } from './graph-figure';
import { NoData } from './no-data';
import { ScorecardsTable } from './scorecards-table';

function Tiles({ data }: { data: BoardData }) {
  const intl = useIntl();
  // A tile with no figure says why, as its metric's empty graph does.
  const figure = (tile: Pick<Tile, 'unit' | 'currency' | 'value'>, reason: MessageKey) =>
    tile.value === null ? (
      <NoData reason={reason} />
    ) : (
      valueFormat(intl, tile.unit, tile.currency).format(tile.value)
    );
  return (
    <section aria-labelledby="tiles-heading">
      <h2 id="tiles-heading" className="visually-hidden">
        <FormattedMessage id="dashboards.tiles" />
      </h2>
      <ul className="stat-cards tiles">
        {data.tiles.map((tile) => (
          <li key={tile.metric} className="stat-card">
            <p className="stat-label">{metricLabel(intl, tile.metric)}</p>
            <p className="stat-value">{figure(tile, `dashboards.empty.${tile.metric}` as MessageKey)}</p>
          </li>
        ))}
        {data.board === 'savings' && (
          <li className="stat-card">
            <p className="stat-label">
              <FormattedMessage id="dashboards.successRate" />
            </p>
            <p className="stat-value">
              {figure(
                { unit: 'percent', currency: null, value: data.successRate },
                'dashboards.successRateEmpty',
              )}
            </p>
            <p className="field-hint">
              <FormattedMessage id="dashboards.successRateHint" />
            </p>
          </li>
        )}
      </ul>
    </section>
  );
}

export function BoardView({ board, period }: { board: Board; period: Period }) {
  const { data: shown, error } = useBoard(board, period);
  // While another period loads the last one stays (marked busy); another board's figures never do.
  const data = shown?.board === board ? shown : undefined;
  if (error || !data) return <NotYetFigures error={error} />;
  return (
    <div className="board" aria-busy={data.period !== period}>
      {data.tiles.length > 0 && <Tiles data={data} />}
      {board === 'scorecards' ? (
        <ScorecardsTable rows={data.scorecards} />
      ) : (
        <section aria-labelledby="graphs-heading">
          <h2 id="graphs-heading" className="visually-hidden">
            <FormattedMessage id="dashboards.graphs" />
          </h2>
          <div className="graph-grid">
            {data.graphs.map((graph) => (
              <GraphFigure key={`${graph.metric}-${graph.dimension}`} graph={graph} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
