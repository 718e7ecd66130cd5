/**
 * One investigation: its facts, what the carrier did with it (./claim-carrier-side), goods,
 * documents and whole history; the favourite toggle (e-mails on each update); and Stop, which asks
 * first because it cannot be undone. A stopped or closed claim says so and offers no change. An
 * unknown state asks the merchant for more information.
 */

import { carrierById } from '@shared/carriers/carriers';
import type { ActionKind } from '@shared/claims/actions';
import { canStop, isEditable, needsMerchantInformation } from '@shared/claims/lifecycle';
import type { ClaimHistoryEntry, ClaimView } from '@shared/claims/schema';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DownloadButton } from '@web/components/document-row';
import { Facts } from '@web/components/facts';
import { FormError } from '@web/components/form-error';
import { GoodsTable } from '@web/components/goods-table';
import { Money } from '@web/components/money';
import { WindowLeft } from '@web/components/window-left';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { setFavourite, stopClaim, useClaim } from '../api/claims';
import { ActionModal, ProvideButton } from './action-modal';
import { ClaimAuditFindings } from './claim-audit';
import { ClaimCarrierSide, hasCarrierSide } from './claim-carrier-side';

function HistoryList({
  history,
  request,
}: {
  history: ClaimHistoryEntry[];
  /** The carrier's last request: its words in the history are marked with their language. */
  request: ClaimView['carrier_request'];
}) {
  return (
    <ol className="history">
      {[...history].reverse().map((entry) => (
        <li key={`${entry.at}-${entry.event}-${entry.to}`}>
          <p>
            <strong>
              <FormattedMessage id={`claims.event.${entry.event}` as MessageKey} />
              {entry.action && (
                <>
                  {' '}
                  (<FormattedMessage id={`actions.kind.${entry.action}` as MessageKey} />)
                </>
              )}
            </strong>{' '}
            {entry.from ? (
              <FormattedMessage
                id="claims.movedFromTo"
                values={{
                  from: <FormattedMessage id={`claims.state.${entry.from}` as MessageKey} />,
                  to: <FormattedMessage id={`claims.state.${entry.to}` as MessageKey} />,
                }}
              />
            ) : (
              <FormattedMessage id={`claims.state.${entry.to}` as MessageKey} />
            )}
          </p>
          <p className="field-hint">
            <FormattedDate value={entry.at} dateStyle="medium" timeStyle="short" /> ·{' '}
            {entry.by === 'carrier' ? (
              <FormattedMessage id="claims.byCarrier" />
            ) : entry.by === 'sales_data' ? (
              <FormattedMessage id="claims.bySalesData" />
            ) : (
              entry.by
            )}
          </p>
          {entry.message && (
            <blockquote
              lang={
                entry.event === 'carrier_request' && entry.message === request?.text
                  ? request.language
                  : undefined
              }
            >
              {entry.message}
            </blockquote>
          )}
        </li>
      ))}
    </ol>
  );
}

export function ClaimDetails({ claimId, backTo }: { claimId: string; backTo: string }) {
  const { data, error } = useClaim(claimId);
  const [confirmStop, setConfirmStop] = useState(false);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [done, setDone] = useState<MessageKey | null>(null);
  const [answering, setAnswering] = useState<ActionKind | null>(null);
  const fail = (failure: unknown) => setProblem(messageKeyOf(failure));

  if (error) return <FormError message={messageKeyOf(error)} />;
  if (!data) {
    return (
      <p role="status">
        <FormattedMessage id="app.loading" />
      </p>
    );
  }
  const { claim, history } = data;
  const facts: [MessageKey, React.ReactNode][] = [
    ['claims.carrier', carrierById(claim.carrier)?.name ?? claim.carrier],
    [
      'claims.issue',
      <FormattedMessage key="issue" id={`claims.issue.${claim.reason_refund}` as MessageKey} />,
    ],
    ['claims.reference', claim.reference],
    ['claims.stateLabel', <FormattedMessage key="state" id={`claims.state.${claim.state}` as MessageKey} />],
    ['claims.stage', <FormattedMessage key="stage" id={`claims.stage.${claim.stage}` as MessageKey} />],
    // When it was filed and the carrier's number are the carrier's side, above (ClaimCarrierSide).
    ['claims.requested', <Money key="requested" value={claim.requested_amount} currency={claim.currency} />],
    ['claims.confirmed', <Money key="confirmed" value={claim.confirmed_amount} currency={claim.currency} />],
    ['claims.credited', <Money key="credited" value={claim.credited_amount} currency={claim.currency} />],
    [
      'claims.daysLeft',
      <WindowLeft key="window" days={claim.days_left_to_claim} closesOn={claim.window_closes_on} />,
    ],
    [
      'claims.owner',
      claim.claim_source === 'manual' ? (
        claim.owner
      ) : (
        <FormattedMessage
          key="owner"
          id={`claims.openedBy.${claim.claim_source}`}
          values={{ person: claim.owner }}
        />
      ),
    ],
  ];

  return (
    <article className="claim-details" aria-labelledby="claim-heading">
      <p>
        <Link to={backTo}>
          <FormattedMessage id="claims.backToList" />
        </Link>
      </p>
      <h2 id="claim-heading">
        <FormattedMessage id="claims.detailsHeading" values={{ tracking: claim.tracking_number }} />
      </h2>
      <FormError message={problem} />
      {done && (
        <p className="form-success" role="status">
          <FormattedMessage id={done} />
        </p>
      )}
      {!isEditable(claim.state) && (
        <p className="notice-inline" role="note">
          <FormattedMessage id={claim.state === 'stopped' ? 'claims.stoppedNote' : 'claims.closedNote'} />
        </p>
      )}
      {needsMerchantInformation(claim.state) && (
        <p className="notice-inline warning" role="note">
          <FormattedMessage id="claims.needsInformation" />
        </p>
      )}
      {claim.actions.length > 0 && isEditable(claim.state) && (
        <section className="notice-inline warning" aria-labelledby="actions-heading">
          <h3 id="actions-heading">
            <FormattedMessage id="actions.heading" />
          </h3>
          <ul className="action-list">
            {claim.actions.map((action) => (
              <li key={action}>
                <strong>
                  <FormattedMessage id={`actions.kind.${action}` as MessageKey} />
                </strong>
                : <FormattedMessage id={`actions.explain.${action}` as MessageKey} />{' '}
                <ProvideButton
                  kind={action}
                  tracking={claim.tracking_number}
                  onClick={() => {
                    setProblem(null);
                    setDone(null);
                    setAnswering(action);
                  }}
                >
                  <FormattedMessage id="actions.provide" />
                </ProvideButton>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="claim-actions">
        <button
          type="button"
          className="button"
          aria-pressed={claim.favourite}
          onClick={() => {
            setProblem(null);
            setDone(null);
            setFavourite(claim.claimId, !claim.favourite)
              .then(() => setDone(claim.favourite ? 'claims.unfavourited' : 'claims.favourited'))
              .catch(fail);
          }}
        >
          <span aria-hidden="true">{claim.favourite ? '★ ' : '☆ '}</span>
          <FormattedMessage id="claims.favourite" />
        </button>
        {canStop(claim.state) && (
          <button type="button" className="button danger" onClick={() => setConfirmStop(true)}>
            <FormattedMessage id="claims.stop" />
          </button>
        )}
      </div>
      {hasCarrierSide(claim) && <ClaimCarrierSide claim={claim} onError={setProblem} />}
      {/* The carrier's last words, unless the carrier's side above quotes them already. */}
      {claim.last_carrier_message &&
        claim.last_carrier_message !== claim.denial?.text &&
        claim.last_carrier_message !== claim.carrier_request?.text && (
          <section aria-labelledby="carrier-message-heading">
            <h3 id="carrier-message-heading">
              <FormattedMessage id="claims.lastMessage" />
            </h3>
            <blockquote>{claim.last_carrier_message}</blockquote>
          </section>
        )}
      <Facts facts={facts} />
      {claim.audit && (
        <ClaimAuditFindings audit={claim.audit} currency={claim.currency} carrier={claim.carrier} />
      )}
      {/* An investigation the audit opened about charges has no goods to show. */}
      {(claim.lines.length > 0 || claim.claim_source !== 'audit') && (
        <>
          <h3>
            <FormattedMessage id="claimForm.goods" />
          </h3>
          <GoodsTable lines={claim.lines} />
        </>
      )}
      <h3>
        <FormattedMessage id="claimForm.documents" />
      </h3>
      <ul className="attached">
        {claim.documents.map((document) => (
          <li key={document.documentId}>
            <FormattedMessage id={`documents.kind.${document.kind}` as MessageKey} />: {document.fileName}{' '}
            <DownloadButton document={document} onError={setProblem} />
          </li>
        ))}
      </ul>
      <h3>
        <FormattedMessage id="claims.history" />
      </h3>
      <HistoryList history={history} request={claim.carrier_request} />
      {answering && (
        <ActionModal
          target={claim}
          kind={answering}
          onClose={() => setAnswering(null)}
          onDone={(_claim, message) => {
            setAnswering(null);
            setDone(message);
          }}
        />
      )}
      {confirmStop && (
        <ConfirmDialog
          danger
          title={<FormattedMessage id="claims.stopTitle" values={{ tracking: claim.tracking_number }} />}
          body={<FormattedMessage id="claims.stopBody" />}
          cancel={<FormattedMessage id="confirm.cancel" />}
          confirm={<FormattedMessage id="claims.stop" />}
          onCancel={() => setConfirmStop(false)}
          onConfirm={() => {
            setConfirmStop(false);
            setProblem(null);
            stopClaim(claim.claimId)
              .then(() => setDone('claims.stopped'))
              .catch(fail);
          }}
        />
      )}
    </article>
  );
}
