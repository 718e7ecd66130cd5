/**
 * A claim on the desk, beside the lane on a laptop and the whole screen on a phone: its deadline and
 * lane, who works it, the moves it offers (each a form), then the carrier's side, the merchant's
 * claim and its history. Focus moves to its heading when it opens; Back or Escape closes it (the
 * page then gives focus back to the claim's row). Results are announced politely.
 *
 * Parts other helpers add drop in as sections where the comments below say: the filing sheet
 * (`filing-sheet.tsx`) and the claim's carrier e-mails (`claim-mails.tsx`), both taking
 * `{ companyId, claimId }`.
 */
import { carrierById } from '@shared/carriers/carriers';
import type { DeskMoveKind } from '@shared/claims/desk';
import { Facts } from '@web/components/facts';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { useEffect, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { type DeskAnswer, showAnswer, useDeskClaim } from '../api/desk';
import type { ClaimRef } from '../api/desk-query';
import { AssigneeControl } from './assignee-control';
import { ClaimMails } from './claim-mails';
import { DaysLeft } from './days-left';
import { CarrierSide, ClaimFacts, DeskHistory } from './desk-claim-sections';
import type { Words } from './desk-format';
import { FilingSheet } from './filing-sheet';
import { MoveForm, type MoveTarget } from './move-form';

const DONE: Record<DeskMoveKind, MessageKey> = {
  filed: 'desk.done.filed',
  more_requested: 'desk.done.more_requested',
  documents_sent: 'desk.done.documents_sent',
  accepted: 'desk.done.accepted',
  denied: 'desk.done.denied',
  redisputed: 'desk.done.redisputed',
  credited: 'desk.done.credited',
  denial_accepted: 'desk.done.denial_accepted',
  closed: 'desk.done.closed',
};

function DeskStatus({ target }: { target: MoveTarget }) {
  const { desk } = target;
  const closes = <FormattedDate value={`${desk.closesOn}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />;
  return (
    <Facts
      className="facts desk-status"
      facts={[
        [
          'desk.claim.lane',
          <FormattedMessage
            key="lane"
            id={desk.lane ? (`desk.lane.${desk.lane}` as MessageKey) : 'desk.claim.offLane'}
          />,
        ],
        // The carrier's deadline is to file by: once filed, it is past business.
        ...(target.claim.claim_number === null
          ? [
              [
                'desk.claim.deadline',
                <span key="deadline">
                  <DaysLeft daysLeft={desk.daysLeft} estimated={desk.estimated} />
                  {' · '}
                  <FormattedMessage
                    id={desk.daysLeft < 0 ? 'desk.claim.closedOn' : 'desk.claim.closesOn'}
                    values={{ date: closes }}
                  />
                </span>,
              ] as const,
            ]
          : []),
        ...(desk.pendingAnswers > 0
          ? [
              [
                'desk.claim.answers',
                <FormattedMessage
                  key="answers"
                  id="desk.pendingAnswers"
                  values={{ count: desk.pendingAnswers }}
                />,
              ] as const,
            ]
          : []),
      ]}
    />
  );
}

export function DeskClaimPanel({
  claimRef,
  onClose,
  onAnswer,
}: {
  claimRef: ClaimRef;
  onClose: () => void;
  /** A write's answer, for the lane to show the claim's new row (or drop it). */
  onAnswer: (answer: DeskAnswer) => void;
}) {
  const { data, error } = useDeskClaim(claimRef);
  const heading = useRef<HTMLHeadingElement>(null);
  const [moving, setMoving] = useState<DeskMoveKind | null>(null);
  const [done, setDone] = useState<Words | null>(null);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const loaded = Boolean(data);
  const version = data?.desk.version;

  // Into the claim when it opens (the panel is drawn anew for each claim).
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  // A move's button gone with the move it made: focus stays in the claim, not lost to the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version is the trigger, not an input.
  useEffect(() => {
    if (!moving && (document.activeElement === document.body || !document.activeElement))
      heading.current?.focus();
  }, [version]);

  const answered = (answer: DeskAnswer, message: Words) => {
    setProblem(null);
    setDone(message);
    onAnswer(answer);
    void showAnswer(claimRef, answer);
  };

  const target: MoveTarget | null = data ? { ref: claimRef, claim: data.claim, desk: data.desk } : null;
  return (
    <section
      className="desk-detail"
      aria-labelledby="desk-claim-heading"
      onKeyDown={(event) => {
        // A dialog's Escape stops at the dialog; a select's closes its list first.
        if (event.key !== 'Escape' || event.defaultPrevented || event.target instanceof HTMLSelectElement)
          return;
        event.preventDefault();
        onClose();
      }}
    >
      <button type="button" className="button small desk-back" onClick={onClose}>
        <span aria-hidden="true">← </span>
        <FormattedMessage id="desk.claim.back" />
      </button>
      {error && <FormError message={messageKeyOf(error)} />}
      {!target || !data ? (
        !error && (
          <p aria-busy="true">
            <FormattedMessage id="app.loading" />
          </p>
        )
      ) : (
        <>
          <h2 id="desk-claim-heading" ref={heading} tabIndex={-1}>
            <FormattedMessage id="desk.claim.heading" values={{ tracking: data.claim.tracking_number }} />
          </h2>
          <p className="field-hint">
            <FormattedMessage
              id="desk.claim.of"
              values={{
                company: data.desk.companyName,
                carrier: carrierById(data.claim.carrier)?.name ?? data.claim.carrier,
                issue: <FormattedMessage id={`claims.issue.${data.claim.reason_refund}` as MessageKey} />,
              }}
            />
          </p>
          <p className="form-success desk-done" role="status">
            {done && <FormattedMessage id={done.id} values={done.values} />}
          </p>
          <FormError message={problem} />
          <DeskStatus target={target} />
          <AssigneeControl target={target} onAnswer={answered} onProblem={setProblem} />
          <section className="desk-section" aria-labelledby="desk-moves-heading">
            <h3 id="desk-moves-heading">
              <FormattedMessage id="desk.claim.moves" />
            </h3>
            {data.desk.moves.length === 0 ? (
              <p className="field-hint">
                <FormattedMessage id="desk.claim.noMoves" />
              </p>
            ) : (
              <div className="button-row desk-moves">
                {data.desk.moves.map((move, index) => (
                  <button
                    key={move}
                    type="button"
                    className={index === 0 ? 'button primary' : 'button'}
                    onClick={() => {
                      setDone(null);
                      setProblem(null);
                      setMoving(move);
                    }}
                  >
                    <FormattedMessage id={`desk.move.${move}` as MessageKey} />
                  </button>
                ))}
              </div>
            )}
          </section>
          <FilingSheet companyId={data.desk.companyId} claimId={data.claim.claimId} />
          <CarrierSide desk={data.desk} />
          <ClaimMails companyId={data.desk.companyId} claimId={data.claim.claimId} />
          <ClaimFacts claim={data.claim} companyName={data.desk.companyName} />
          <DeskHistory history={data.history} carrierRequest={data.desk.carrierRequest} />
        </>
      )}
      {moving && target && (
        <MoveForm
          target={target}
          move={moving}
          returnFocus={heading}
          onClose={() => setMoving(null)}
          onDone={(answer) => {
            setMoving(null);
            answered(answer, { id: DONE[moving] });
          }}
          onConflict={(answer) => {
            onAnswer(answer);
            void showAnswer(claimRef, answer);
          }}
        />
      )}
    </section>
  );
}
