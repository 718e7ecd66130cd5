/**
 * Step 4: the submitted file's run on the server, its outcome and what to do next: where its new
 * claims go (the claims desk or the carrier's connector) and where their answers show.
 */
import type { BulkRunView } from '@shared/bulk/schema';
import { paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { downloadBulkExport, restartBulkRun, useBulkRun } from '../api/bulk';
import { Progress } from './wizard-parts';

export function RunProgress({ bulkId, onAgain }: { bulkId: string; onAgain: () => void }) {
  const { data } = useBulkRun(bulkId);
  const [restarting, setRestarting] = useState(false);
  const run: BulkRunView | undefined = data?.run;
  if (!run) return <Progress label="bulk.submitting" value={0} />;
  const finished = run.status === 'done' || run.status === 'failed';
  return (
    <section aria-labelledby="bulk-submit-title">
      <h2 id="bulk-submit-title">
        <FormattedMessage id="bulk.step.submit" />
      </h2>
      <div className="bulk-progress">
        <progress max={Math.max(1, run.total)} value={run.processed} aria-labelledby="bulk-count" />
        <span id="bulk-count" role="status">
          <FormattedMessage id="bulk.progress" values={{ done: run.processed, total: run.total }} />
        </span>
      </div>
      {run.status === 'failed' && (
        <div className="form-error" role="alert">
          <p>
            <FormattedMessage id={(run.problem ?? 'bulk.failed') as MessageKey} />
          </p>
          {run.problem === 'bulk.failed' && (
            <button
              type="button"
              className="button"
              disabled={restarting}
              onClick={() => {
                setRestarting(true);
                restartBulkRun(run)
                  .catch(() => {})
                  .finally(() => setRestarting(false));
              }}
            >
              <FormattedMessage id="bulk.retry" />
            </button>
          )}
        </div>
      )}
      {run.status === 'done' && (
        <div className="form-success" role="status">
          <p>
            <FormattedMessage
              id={run.mode === 'update' ? 'bulk.doneUpdate' : 'bulk.done'}
              values={{ created: run.created, removed: run.removed, rejected: run.rejected }}
            />
          </p>
          {/* What happens to the new claims, as the single claim form says of one (claims/claim-created). */}
          {run.mode === 'start' && run.created > 0 && (
            <p>
              <FormattedMessage
                id="bulk.whatHappensNext"
                values={{
                  link: (text) => <Link to={`${paths.investigationDetails}?view=claims`}>{text}</Link>,
                }}
              />
            </p>
          )}
        </div>
      )}
      {finished && (
        <div className="button-row">
          {run.hasExport && (
            <button type="button" className="button" onClick={() => void downloadBulkExport(run.bulkId)}>
              <FormattedMessage id="bulk.downloadRemoved" />
            </button>
          )}
          <Link className="button" to={`${paths.investigationDetails}?view=claims`}>
            <FormattedMessage id="bulk.seeClaims" />
          </Link>
          <button type="button" className="button" onClick={onAgain}>
            <FormattedMessage id="bulk.another" />
          </button>
        </div>
      )}
    </section>
  );
}
