/**
 * The team's custom graphs: the form that builds one, and every graph saved in the company with
 * its chart, who saved it, and (for its author or a client admin) a way to remove it.
 */
import { MAX_GRAPHS, type SavedGraph } from '@shared/dashboards/catalog';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { NotYetFigures } from '@web/components/dashboards-closed';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { removeGraph, saveGraph, useGraphs } from '../api/dashboards';
import { GraphFigure, graphTitle } from './graph-figure';
import { GraphForm } from './graph-form';

function SavedGraphCard({ graph, canRemove }: { graph: SavedGraph; canRemove: boolean }) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const remove = async () => {
    setAsking(false);
    setRemoving(true);
    setFailure(null);
    try {
      await removeGraph(graph.graphId);
    } catch (caught) {
      setFailure(messageKeyOf(caught));
      setRemoving(false);
    }
  };
  return (
    <li className="saved-graph">
      <GraphFigure graph={graph.graph} title={graph.name} />
      <div className="saved-graph-footer">
        <p className="field-hint">
          {graphTitle(intl, graph.metric, graph.dimension, graph.period)} ·{' '}
          <FormattedMessage id={`dashboards.period.${graph.period}` as MessageKey} />
          <br />
          <FormattedMessage
            id="dashboards.custom.savedBy"
            values={{
              person: graph.createdBy,
              date: <FormattedDate value={graph.createdAt} dateStyle="medium" />,
            }}
          />
        </p>
        {canRemove && (
          <button
            type="button"
            className="button small"
            disabled={removing}
            aria-label={intl.formatMessage({ id: 'dashboards.custom.removeLabel' }, { name: graph.name })}
            onClick={() => setAsking(true)}
          >
            <FormattedMessage id="dashboards.custom.remove" />
          </button>
        )}
      </div>
      <FormError message={failure} />
      {asking && (
        <ConfirmDialog
          danger
          title={<FormattedMessage id="dashboards.custom.removeTitle" values={{ name: graph.name }} />}
          body={<FormattedMessage id="dashboards.custom.removeBody" />}
          confirm={<FormattedMessage id="dashboards.custom.remove" />}
          cancel={<FormattedMessage id="dashboards.custom.keep" />}
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        />
      )}
    </li>
  );
}

export function CustomGraphs() {
  const session = useSession();
  const { data, error } = useGraphs();
  if (error || !data) return <NotYetFigures error={error} />;
  const graphs = data.graphs;
  // The server decides; the button shows only to those it lets remove a graph.
  const mayRemove = (graph: SavedGraph) =>
    session?.role === 'client_admin' ||
    session?.role === 'platform_admin' ||
    graph.createdBy.toLowerCase() === session?.email.toLowerCase();
  return (
    <div className="custom-graphs">
      <GraphForm
        saved={graphs.length}
        onSave={async (input) => {
          const { graph } = await saveGraph(input);
          return !graphs.some((kept) => kept.graphId === graph.graphId);
        }}
      />
      <section aria-labelledby="saved-graphs-heading">
        <h2 id="saved-graphs-heading">
          <FormattedMessage
            id="dashboards.custom.listHeading"
            values={{ count: graphs.length, max: MAX_GRAPHS }}
          />
        </h2>
        {graphs.length === 0 ? (
          <p>
            <FormattedMessage id="dashboards.custom.none" />
          </p>
        ) : (
          <ul className="graph-grid saved-graphs">
            {graphs.map((graph) => (
              <SavedGraphCard key={graph.graphId} graph={graph} canRemove={mayRemove(graph)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
