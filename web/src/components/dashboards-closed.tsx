/**
 * What Home and the dashboards show instead of figures when the company's dashboards are closed
 * (spec: locked with an informational message: contact customer success, or 'we are working on
 * it'): a friendly panel, not an error.
 */
import { SUPPORT_EMAIL } from '@shared/platform/constants';
import { FormError } from '@web/components/form-error';
import { ApiError, messageKeyOf } from '@web/lib/api-client';
import { FormattedMessage } from 'react-intl';

export type ClosedReason = 'locked' | 'preparing';

/** Why the dashboards are closed, when that is what a failed call says. */
export function closedReason(failure: unknown): ClosedReason | null {
  if (!(failure instanceof ApiError)) return null;
  if (failure.code === 'dashboard.locked') return 'locked';
  if (failure.code === 'dashboard.preparing') return 'preparing';
  return null;
}

/** SWR retries a failed read; a closed dashboard or a refusal will answer the same: not retried. */
export const retryUnlessRefused = (failure: unknown) =>
  !(failure instanceof ApiError && failure.status < 500);

export function DashboardsClosed({ reason }: { reason: ClosedReason }) {
  return (
    <section className="panel closed-panel" aria-labelledby="closed-heading">
      <h2 id="closed-heading">
        <FormattedMessage
          id={reason === 'locked' ? 'dashboards.closed.locked' : 'dashboards.closed.preparing'}
        />
      </h2>
      <p>
        <FormattedMessage id={reason === 'locked' ? 'error.dashboard.locked' : 'error.dashboard.preparing'} />
      </p>
      {reason === 'locked' && (
        <p>
          <a className="button" href={`mailto:${SUPPORT_EMAIL}`}>
            <FormattedMessage id="dashboards.closed.contact" />
          </a>
        </p>
      )}
    </section>
  );
}

/** While a dashboard's figures are not there: loading, closed (the panel above), or the failure's message. */
export function NotYetFigures({ error }: { error: unknown }) {
  if (!error)
    return (
      <p role="status">
        <FormattedMessage id="app.loading" />
      </p>
    );
  const reason = closedReason(error);
  return reason ? <DashboardsClosed reason={reason} /> : <FormError message={messageKeyOf(error)} />;
}
