/**
 * What a person decides of a carrier mail, each decision once whatever the clicks: the mail's new
 * status is written conditionally on the status it was read with, in the same transaction as the
 * claim's change (changeClaim's `alongside`), so a move and its mail stand or fall together.
 *
 * - apply: the move the person chose (the proposal, or another), recorded as record-desk-move
 *   records it (deskChange, changeClaim), its moveId the mail's id (a retry finds its move), the
 *   claim's pendingAnswers down by one in the same change;
 * - dismiss: the mail said nothing to act on: pendingAnswers down by one, nothing else;
 * - attach: an unmatched mail is an answer on a claim of its company (pendingAnswers up by one);
 * - discard: an unmatched mail leaves the tray.
 * Nothing here runs without a person: the inbound function only counts answers and proposes.
 */
import { type DeskMove, deskLane, movesFrom } from '@shared/claims/desk';
import { getClaim } from '../claims/claim-queries';
import {
  type ClaimChange,
  ClaimChangedError,
  changeClaim,
  MoveRefusedError,
  retryOnChange,
  TrackingTakenError,
} from '../claims/claim-writes';
import type { StoredClaim } from '../claims/stored-claim';
import { getDocument } from '../documents/document-store';
import { HttpError, NotFound } from '../http/errors';
import { type TransactItem, table } from '../lib/table/table';
import { deskChange } from './desk-moves';
import { getMail, getMailBody, mailChange, type StoredMail } from './mail-store';
import { proposeMove } from './mail-words';

export const mailDecided = () =>
  new HttpError('desk.mail_decided', 'This e-mail was decided on already, another way');

/** The move a mail's words propose for the claim, if the desk would offer it once the mail is counted. */
export function proposalFor(claim: StoredClaim, mail: { subject: string; text: string }) {
  const proposal = proposeMove(mail, { filed: claim.claim_number !== null, currency: claim.currency });
  const counted = { ...claim, pendingAnswers: (claim.pendingAnswers ?? 0) + 1 };
  return proposal && movesFrom(deskLane(counted), counted).includes(proposal.move) ? proposal : null;
}

/**
 * One more answer on the claim: a 'carrier_mail' history entry (the mail's subject), pendingAnswers
 * up by one, and the mail's write in the same transaction. `settled` says, after a lost race,
 * whether the mail's write was made meanwhile (then nothing is left to do: false is answered).
 */
export async function countAnswer(
  claim: StoredClaim,
  answer: { by: string; at: string; subject: string; mailWrite: TransactItem },
  settled: () => Promise<boolean>,
): Promise<StoredClaim | false> {
  const changed = await retryOnChange(
    claim,
    () => getClaim(claim.companyId, claim.claimId),
    async (current): Promise<StoredClaim | false> => {
      try {
        return await changeClaim(current, {
          mover: 'staff',
          event: 'carrier_mail',
          to: current.state,
          by: answer.by,
          at: answer.at,
          message: answer.subject || null,
          set: { pendingAnswers: (current.pendingAnswers ?? 0) + 1 },
          alongside: [answer.mailWrite],
        });
      } catch (error) {
        if (error instanceof ClaimChangedError && (await settled())) return false;
        throw error;
      }
    },
  );
  if (changed === null) throw NotFound('No such investigation');
  return changed;
}

const decision = (by: string, at: string, move: DeskMove['move'] | null) => ({ by, at, move });
const fewer = (claim: StoredClaim) => Math.max(0, (claim.pendingAnswers ?? 0) - 1);

async function claimOf(mail: StoredMail): Promise<StoredClaim> {
  const claim = mail.claimId ? await getClaim(mail.companyId, mail.claimId) : null;
  if (!claim) throw NotFound('No such investigation');
  return claim;
}

export type Applied =
  | { kind: 'done'; claim: StoredClaim; mail: StoredMail; moved: boolean }
  | { kind: 'conflict'; claim: StoredClaim; mail: StoredMail };

/** Applies the move the person chose for a pending mail, on the claim's version they saw. */
export async function applyMove(mail: StoredMail, input: DeskMove, by: string, at: string): Promise<Applied> {
  const again = () => getMail(mail.companyId, mail.mailId).then((current) => current ?? mail);
  const outcome = async (current: StoredMail): Promise<Applied> => {
    const claim = await claimOf(current);
    if (current.status === 'applied' && current.decision?.move === input.move)
      return { kind: 'done', claim, mail: current, moved: false };
    if (current.status !== 'pending') throw mailDecided();
    return { kind: 'conflict', claim, mail: current };
  };
  if (mail.status !== 'pending') return outcome(mail);
  const claim = await claimOf(mail);
  // Another click of this form may have won since the mail was read: the mail, read again, says.
  if (claim.version !== input.version) return outcome(await again());
  const move = { ...input, moveId: mail.mailId };
  if (move.move === 'credited' && move.proof === 'credit_note' && move.documentId)
    if (!(await getDocument(mail.companyId, move.documentId)))
      throw new HttpError('desk.proof_missing', 'The credit note is not a document of this company');
  const next: StoredMail = { ...mail, status: 'applied', decision: decision(by, at, move.move) };
  const change: ClaimChange = deskChange(claim, move, by, at);
  try {
    const changed = await changeClaim(claim, {
      ...change,
      set: { ...change.set, pendingAnswers: fewer(claim) },
      alongside: [mailChange(next, 'pending')],
    });
    return { kind: 'done', claim: changed, mail: next, moved: true };
  } catch (error) {
    if (error instanceof MoveRefusedError)
      throw new HttpError(
        'desk.move_refused',
        `This investigation cannot move from ${error.from} to ${error.to}`,
      );
    if (error instanceof ClaimChangedError || error instanceof TrackingTakenError) {
      const current = await again();
      if (current.status === 'pending' && error instanceof TrackingTakenError) throw error;
      return outcome(current);
    }
    throw error;
  }
}

/** The mail says nothing to act on: it leaves the claim's answers. */
export async function dismiss(
  mail: StoredMail,
  by: string,
  at: string,
): Promise<{ claim: StoredClaim; mail: StoredMail }> {
  if (mail.status === 'dismissed') return { claim: await claimOf(mail), mail };
  if (mail.status !== 'pending') throw mailDecided();
  const next: StoredMail = { ...mail, status: 'dismissed', decision: decision(by, at, null) };
  const settled = async () => {
    const current = await getMail(mail.companyId, mail.mailId);
    if (current?.status === 'pending') return false;
    if (current?.status !== 'dismissed') throw mailDecided();
    return true;
  };
  const changed = await retryOnChange(
    await claimOf(mail),
    () => getClaim(mail.companyId, mail.claimId!),
    async (current) => {
      try {
        // A claim stopped since: it is on no lane and changes no more; the mail alone is decided.
        if (current.state === 'stopped') {
          await table.transact([mailChange(next, 'pending')]);
          return current;
        }
        return await changeClaim(current, {
          mover: 'staff',
          event: null,
          to: current.state,
          by,
          at,
          message: null,
          set: { pendingAnswers: fewer(current) },
          alongside: [mailChange(next, 'pending')],
        });
      } catch (error) {
        const lost =
          error instanceof ClaimChangedError || (error as Error).name === 'TransactionCanceledException';
        if (lost && (await settled()))
          return getClaim(mail.companyId, mail.claimId!).then((claim) => claim ?? current);
        throw error;
      }
    },
  );
  if (!changed) throw NotFound('No such investigation');
  return { claim: changed, mail: (await getMail(mail.companyId, mail.mailId)) ?? next };
}

/** An unmatched mail becomes an answer on a claim of its company, with what its words propose for it. */
export async function attach(
  mail: StoredMail,
  claimId: string,
  by: string,
  at: string,
): Promise<{ claim: StoredClaim; mail: StoredMail }> {
  if (mail.status === 'pending' && mail.claimId === claimId) return { claim: await claimOf(mail), mail };
  if (mail.status !== 'unmatched') throw mailDecided();
  const claim = await getClaim(mail.companyId, claimId);
  if (!claim) throw NotFound('No such investigation');
  if (claim.state === 'stopped')
    throw new HttpError('desk.move_refused', 'A stopped investigation takes no more answers');
  const body = await getMailBody(mail);
  const next: StoredMail = {
    ...mail,
    status: 'pending',
    claimId,
    matchedBy: 'attached',
    proposal: mail.tooLarge ? null : proposalFor(claim, { subject: mail.subject, text: body.text }),
    decision: null,
  };
  const changed = await countAnswer(
    claim,
    { by, at, subject: mail.subject, mailWrite: mailChange(next, 'unmatched') },
    async () => {
      const current = await getMail(mail.companyId, mail.mailId);
      if (current?.status === 'unmatched') return false;
      if (current?.status === 'pending' && current.claimId === claimId) return true;
      throw mailDecided();
    },
  );
  return { claim: changed || (await claimOf(next)), mail: next };
}

/** An unmatched mail leaves the tray for good. */
export async function discard(mail: StoredMail, by: string, at: string): Promise<StoredMail> {
  if (mail.status === 'discarded') return mail;
  if (mail.status !== 'unmatched') throw mailDecided();
  const next: StoredMail = { ...mail, status: 'discarded', decision: decision(by, at, null) };
  try {
    await table.transact([mailChange(next, 'unmatched')]);
    return next;
  } catch (error) {
    if ((error as Error).name !== 'TransactionCanceledException') throw error;
    const current = await getMail(mail.companyId, mail.mailId);
    if (current?.status === 'discarded') return current;
    throw mailDecided();
  }
}
