/**
 * The form of one move recorded on a claim (shared/claims/desk.ts), in a modal: checked in the
 * browser with the schema the server checks with, its issues beside their fields and summed up
 * above them. It sends the claim's version as the form showed it and a move id made once when the
 * form opens, so a second click, or a retry after a lost answer, makes no second move.
 *
 * When someone else changed the claim meanwhile (409), the detail behind the form shows the claim
 * as it now is, the form says so and keeps what the person typed: saving again records the move on
 * the claim as it is now.
 */
import { creditProofComplete, type DeskDetail, type DeskMoveKind, deskMoveSchema } from '@shared/claims/desk';
import type { ClaimView } from '@shared/claims/schema';
import { readDecimal } from '@shared/sheets/decimals';
import { ErrorSummary } from '@web/components/error-summary';
import { useFieldErrors } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { Modal } from '@web/components/modal';
import type { MessageKey } from '@web/i18n/en';
import { ApiError, messageKeyOf } from '@web/lib/api-client';
import { type RefObject, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { type DeskAnswer, type DeskClaimReply, DeskConflict, recordDeskMove } from '../api/desk';
import type { ClaimRef } from '../api/desk-query';
import { MoveFields, type MoveValues } from './move-fields';

export interface MoveTarget {
  ref: ClaimRef;
  claim: ClaimView;
  desk: DeskClaimReply['desk'];
}

/** Today in the person's own calendar, as a date input holds it. */
export function localDay(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What each move's form starts with: today's date, the claim's currency, a credit's accepted amount. */
export function initialValues(
  move: DeskMoveKind,
  claim: ClaimView,
  today: string,
  creditSeen: DeskDetail['creditSeen'] = null,
): MoveValues {
  switch (move) {
    case 'filed':
      return { claimNumber: '', filedOn: today, channel: '', note: '' };
    case 'more_requested':
      return { carrierText: '', language: '' };
    case 'accepted':
      return { amount: '', currency: claim.currency, note: '' };
    case 'denied':
      return { reason: '', text: '' };
    case 'redisputed':
      return { evidence: '' };
    case 'credited':
      // A credit line the audit saw on a later invoice is the proof, ready to confirm.
      if (creditSeen)
        return {
          amount: String(creditSeen.amount),
          currency: creditSeen.currency,
          creditedOn: creditSeen.invoiceDate,
          proof: 'audit_line',
          documentId: '',
          reference: `${creditSeen.invoiceNumber} (${creditSeen.invoiceDate})`,
        };
      return {
        amount: claim.confirmed_amount === null ? '' : String(claim.confirmed_amount),
        currency: claim.currency,
        creditedOn: today,
        proof: '',
        documentId: '',
        reference: '',
      };
    default:
      return { note: '' };
  }
}

/**
 * The move as the API takes it, from what the form holds: an amount read as people write it
 * ('12,50'), the currency in capitals, an optional note left out when empty, and of a credit's
 * proof only the part its kind names (the credit note's document, or the line's text).
 */
export function moveInput(
  move: DeskMoveKind,
  values: MoveValues,
  version: number,
  moveId: string,
): Record<string, unknown> {
  const input: Record<string, unknown> = { move, version, moveId };
  for (const [name, raw] of Object.entries(values)) {
    const value = raw.trim();
    if (name === 'amount') input.amount = value === '' ? undefined : (readDecimal(value) ?? Number.NaN);
    else if (name === 'currency') input.currency = value.toUpperCase();
    else if (name === 'documentId') {
      if (values.proof === 'credit_note' && value) input.documentId = value;
    } else if (name === 'reference') {
      if (values.proof !== 'credit_note' && value) input.reference = value;
    } else if (name === 'note' && move !== 'closed' && value === '') continue;
    else input[name] = value;
  }
  return input;
}

export function MoveForm({
  target,
  move,
  onClose,
  onDone,
  onConflict,
  returnFocus,
}: {
  target: MoveTarget;
  move: DeskMoveKind;
  onClose: () => void;
  onDone: (answer: DeskAnswer) => void;
  /** Someone else changed the claim meanwhile: the claim as it now is. */
  onConflict: (answer: DeskAnswer) => void;
  /** Where focus goes when the form closes and its button is gone (the move made, the moves changed). */
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const [moveId] = useState(() => crypto.randomUUID());
  // The version the person saw: it moves on only when the form tells them the claim changed.
  const [version, setVersion] = useState(target.desk.version);
  const [values, setValues] = useState(() =>
    initialValues(move, target.claim, localDay(), target.desk.creditSeen),
  );
  const fields = useFieldErrors(deskMoveSchema);
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  // A second click before the first answer: the same form is already on its way.
  const sending = useRef(false);

  async function save() {
    if (sending.current) return;
    setError(null);
    const input = fields.validate(moveInput(move, values, version, moveId));
    if (!input) return;
    if (input.move === 'credited' && !creditProofComplete(input)) {
      const path = input.proof === 'credit_note' ? 'documentId' : 'reference';
      fields.setServerIssues([{ path, message: 'desk.invalid.proof' }]);
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      onDone(await recordDeskMove(target.ref, input));
    } catch (failure) {
      if (failure instanceof DeskConflict) {
        setVersion(failure.answer.desk.version);
        onConflict(failure.answer);
        setError(
          failure.answer.desk.moves.includes(move) ? 'desk.claim.conflict' : 'desk.claim.conflictMoveGone',
        );
      } else {
        if (failure instanceof ApiError && failure.issues.length) fields.setServerIssues(failure.issues);
        setError(messageKeyOf(failure));
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <Modal
      title={
        <FormattedMessage
          id="desk.moveTitle"
          values={{
            move: <FormattedMessage id={`desk.move.${move}` as MessageKey} />,
            tracking: target.claim.tracking_number,
          }}
        />
      }
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <form
        noValidate
        className="desk-move-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <ErrorSummary fields={fields} />
        <FormError message={error} />
        <MoveFields move={move} values={values} onChange={setValues} claim={target.claim} fields={fields} />
        <div className="button-row">
          <button
            type="submit"
            className="button primary"
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
          >
            <FormattedMessage id="desk.save" />
          </button>
          <button type="button" className="button" onClick={onClose}>
            <FormattedMessage id="confirm.cancel" />
          </button>
        </div>
      </form>
    </Modal>
  );
}
