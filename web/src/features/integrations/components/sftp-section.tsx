/**
 * Sales data by SFTP on the Sales Data page (issue 21): the set-up's state as the spec names it
 * (not set up, set up, under our team's review, working, disconnected, failed with what to fix),
 * the set-up and when the folder was last read, and the latest files. The client admin sets it up
 * (check, compare the host key, confirm), changes it, fetches now and disconnects; members read.
 */
import type { SftpState, SftpView } from '@shared/integrations/sftp';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Facts } from '@web/components/facts';
import { FormError } from '@web/components/form-error';
import { messageKeyOf } from '@web/lib/api-client';
import { useEffect, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { disconnectSftp, fetchSftpNow, useSftp } from '../api/sftp';
import { SftpFiles } from './sftp-files';
import { SftpForm } from './sftp-form';

const BADGE: Record<SftpState, string> = {
  not_set_up: 'neutral',
  set_up: 'warn',
  processing: 'warn',
  working: 'ok',
  disconnected: 'neutral',
  failed: 'bad',
};

/** How long the page looks again after a fetch started, waiting for the run to end. */
const WATCH_MS = 3 * 60_000;

function StateText({ sftp }: { sftp: SftpView | null }) {
  const state = sftp?.state ?? 'not_set_up';
  if (state === 'failed' && sftp?.problem)
    return (
      <>
        <p>
          <FormattedMessage
            id="salesData.sftp.about.failed"
            values={{
              date: (
                <FormattedDate value={sftp.problemAt ?? sftp.setUpAt} dateStyle="medium" timeStyle="short" />
              ),
              problem: <FormattedMessage id={`integration.sftp.problem.${sftp.problem}`} />,
            }}
          />
        </p>
        <p>
          <FormattedMessage id="salesData.sftp.failedFix" />
        </p>
      </>
    );
  return (
    <p>
      <FormattedMessage id={`salesData.sftp.about.${state === 'failed' ? 'set_up' : state}`} />
    </p>
  );
}

function SftpDetails({ sftp }: { sftp: SftpView }) {
  const facts = [
    ['salesData.sftp.server', `${sftp.host}:${sftp.port}`],
    [
      'salesData.sftp.user',
      <FormattedMessage
        key="user"
        id={`salesData.sftp.userWith.${sftp.authMethod}`}
        values={{ user: sftp.username }}
      />,
    ],
    ['salesData.sftp.folder', <code key="folder">{sftp.directory}</code>],
    ['salesData.sftp.pattern', <code key="pattern">{sftp.pattern}</code>],
    ['salesData.sftp.archive', <code key="archive">{sftp.archiveDirectory}</code>],
    [
      'salesData.sftp.hostKey',
      <code key="key" className="secret">
        {sftp.hostKeyFingerprint}
      </code>,
    ],
    ['salesData.sftp.setUpAt', <FormattedDate key="at" value={sftp.setUpAt} dateStyle="medium" />],
    [
      'salesData.sftp.lastFetch',
      sftp.lastFetchAt ? (
        <FormattedDate key="last" value={sftp.lastFetchAt} dateStyle="medium" timeStyle="short" />
      ) : (
        <FormattedMessage key="never" id="salesData.never" />
      ),
    ],
  ] as const;
  return (
    <>
      <h3>
        <FormattedMessage id="salesData.sftp.details" />
      </h3>
      <Facts facts={facts} className="plan-facts" />
    </>
  );
}

export function SftpSection({ isAdmin }: { isAdmin: boolean }) {
  const [watchFrom, setWatchFrom] = useState<{ lastFetchAt: string | null } | null>(null);
  const { data, error, mutate } = useSftp(watchFrom !== null);
  const [editing, setEditing] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);
  const [fetching, setFetching] = useState(false);
  const fetchingNow = useRef(false);
  const disconnectingNow = useRef(false);
  const [failure, setFailure] = useState<unknown>(null);
  const sftp = data?.sftp ?? null;
  const state: SftpState = sftp?.state ?? 'not_set_up';
  const live = sftp !== null && state !== 'disconnected';

  // A fetch runs in the background: look again until it has ended (the last read moved), a while at most.
  useEffect(() => {
    if (!watchFrom) return;
    if (sftp && sftp.lastFetchAt !== watchFrom.lastFetchAt) {
      setWatchFrom(null);
      return;
    }
    const stop = setTimeout(() => setWatchFrom(null), WATCH_MS);
    return () => clearTimeout(stop);
  }, [watchFrom, sftp]);

  async function fetchNow() {
    // A double click sends one request: the second finds the first on its way.
    if (fetchingNow.current || !sftp) return;
    fetchingNow.current = true;
    setFetching(true);
    setFailure(null);
    try {
      await fetchSftpNow();
      setWatchFrom({ lastFetchAt: sftp.lastFetchAt });
    } catch (caught) {
      setFailure(caught);
    } finally {
      fetchingNow.current = false;
      setFetching(false);
    }
  }

  return (
    <section className="panel" aria-labelledby="sftp-heading">
      <h2 id="sftp-heading">
        <FormattedMessage id="salesData.sftp.heading" />{' '}
        <span className={`badge ${BADGE[state]}`}>
          <FormattedMessage id={`salesData.state.${state}`} />
        </span>
      </h2>
      <p>
        <FormattedMessage id="salesData.sftp.body" />
      </p>
      {data && <StateText sftp={sftp} />}
      {error && <FormError message={messageKeyOf(error)} />}
      {failure !== null && <FormError message={messageKeyOf(failure)} />}
      {live && <SftpDetails sftp={sftp} />}
      <p className="field-hint" role="status">
        {watchFrom && <FormattedMessage id="salesData.sftp.fetchStarted" />}
      </p>
      {!isAdmin ? (
        <p className="field-hint">
          <FormattedMessage id="salesData.sftp.noAdminAccess" />
        </p>
      ) : !data ? null : live && !editing ? (
        <div className="button-row">
          <button
            type="button"
            className="button primary"
            disabled={fetching}
            onClick={() => void fetchNow()}
          >
            <FormattedMessage id="salesData.sftp.fetchNow" />
          </button>
          <button type="button" className="button" onClick={() => setEditing(true)}>
            <FormattedMessage id="salesData.sftp.edit" />
          </button>
          <button type="button" className="button danger" onClick={() => setDisconnecting(true)}>
            <FormattedMessage id="salesData.sftp.disconnect" />
          </button>
        </div>
      ) : (
        <SftpForm
          saved={sftp}
          onCancel={editing ? () => setEditing(false) : undefined}
          onSaved={(saved) => {
            setEditing(false);
            setWatchFrom({ lastFetchAt: saved.lastFetchAt });
            void mutate((current) => current && { ...current, sftp: saved });
          }}
        />
      )}
      {/* Orders files sent by API are listed here too, with or without an SFTP set-up. */}
      {(sftp || (data?.files.length ?? 0) > 0) && <SftpFiles files={data?.files ?? []} />}
      {disconnecting && sftp && (
        <ConfirmDialog
          danger
          title={<FormattedMessage id="salesData.sftp.disconnectTitle" />}
          body={<FormattedMessage id="salesData.sftp.disconnectBody" values={{ host: sftp.host }} />}
          confirm={<FormattedMessage id="salesData.sftp.disconnect" />}
          cancel={<FormattedMessage id="salesData.sftp.keep" />}
          onCancel={() => setDisconnecting(false)}
          onConfirm={async () => {
            if (disconnectingNow.current) return;
            disconnectingNow.current = true;
            setFailure(null);
            try {
              await disconnectSftp();
              await mutate();
            } catch (caught) {
              setFailure(caught);
            }
            disconnectingNow.current = false;
            setDisconnecting(false);
          }}
        />
      )}
    </section>
  );
}
