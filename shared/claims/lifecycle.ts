/**
 * An investigation's lifecycle (spec section 4), written once: its states, the stage each state
 * belongs to, and who may move a claim from which state to which. The server applies every change
 * through `canMove`; the web reads the same tables to show what a person may do.
 *
 * Movers:
 * - merchant: the company's people. They stop a claim (irreversible) and answer an 'unknown' or
 *   'action needed' claim with the missing information, which puts it back to be opened.
 * - connector: the carrier connector, filing the claim and reporting what the carrier decided.
 * - staff: provider staff and platform admins on the claims desk, recording what they did with the
 *   carrier and what the carrier answered (shared/claims/desk.ts): filed, accepted, denied,
 *   re-disputed (a denied claim goes back to the carrier), credited, closed.
 * - platform_admin: corrects a claim by hand, to any state, except that nobody reopens a stopped one.
 */
export const CLAIM_STATES = [
  'not_open',
  'refundable',
  'action_needed',
  'requested',
  'processing',
  'ongoing',
  'overdue',
  'confirmed',
  'credited',
  'declined',
  'closed',
  'stopped',
  'investigation_stopped',
  'impossible_to_open',
  'not_eligible',
  'delivered',
  'returned_to_sender',
  'on_time',
  'unknown',
] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

export const CLAIM_STAGES = ['not_open', 'ongoing', 'closed', 'unknown'] as const;
export type ClaimStage = (typeof CLAIM_STAGES)[number];

export const STAGE_OF: Record<ClaimState, ClaimStage> = {
  not_open: 'not_open',
  refundable: 'not_open',
  action_needed: 'not_open',
  requested: 'ongoing',
  processing: 'ongoing',
  ongoing: 'ongoing',
  overdue: 'ongoing',
  confirmed: 'ongoing',
  credited: 'closed',
  declined: 'closed',
  closed: 'closed',
  stopped: 'closed',
  investigation_stopped: 'closed',
  impossible_to_open: 'closed',
  not_eligible: 'closed',
  delivered: 'closed',
  returned_to_sender: 'closed',
  on_time: 'closed',
  unknown: 'unknown',
};

export const CLAIM_MOVERS = ['merchant', 'connector', 'staff', 'platform_admin'] as const;
export type ClaimMover = (typeof CLAIM_MOVERS)[number];

/** States from which the carrier may still have something to say. */
const OPEN_STATES = CLAIM_STATES.filter((state) => STAGE_OF[state] !== 'closed');

/** What filing can lead to: a retried filing may learn a later status straight away. */
const FILING_OUTCOMES: readonly ClaimState[] = [
  'requested',
  'processing',
  'confirmed',
  'declined',
  'credited',
  'impossible_to_open',
  'not_eligible',
  'unknown',
];

const CONNECTOR_MOVES: Partial<Record<ClaimState, readonly ClaimState[]>> = {
  refundable: FILING_OUTCOMES,
  not_open: FILING_OUTCOMES,
  requested: ['processing', 'ongoing', 'confirmed', 'declined', 'credited', 'overdue', 'unknown'],
  processing: ['ongoing', 'confirmed', 'declined', 'credited', 'overdue', 'unknown'],
  ongoing: ['processing', 'confirmed', 'declined', 'credited', 'overdue', 'unknown'],
  overdue: ['processing', 'ongoing', 'confirmed', 'declined', 'credited', 'unknown'],
  confirmed: ['credited', 'declined', 'unknown'],
  unknown: ['requested', 'processing', 'ongoing', 'confirmed', 'declined', 'credited'],
};

/** What the carrier does with a filed claim, as the desk records it. */
const CARRIER_ANSWERS: readonly ClaimState[] = ['processing', 'confirmed', 'declined', 'credited', 'closed'];

const STAFF_MOVES: Partial<Record<ClaimState, readonly ClaimState[]>> = {
  // Filed with the carrier (or closed: the parcel turned up, the merchant withdrew it).
  refundable: ['requested', 'closed'],
  not_open: ['requested', 'closed'],
  unknown: ['requested', 'processing', 'confirmed', 'declined', 'credited', 'closed'],
  requested: CARRIER_ANSWERS,
  processing: ['ongoing', 'confirmed', 'declined', 'credited', 'closed'],
  ongoing: ['processing', 'confirmed', 'declined', 'credited', 'closed'],
  overdue: CARRIER_ANSWERS,
  confirmed: ['credited', 'declined', 'closed'],
  // Re-disputed with new evidence: the carrier looks at it again.
  declined: ['ongoing'],
};

const MERCHANT_MOVES: Partial<Record<ClaimState, readonly ClaimState[]>> = Object.fromEntries(
  OPEN_STATES.map((state) => [
    state,
    state === 'unknown' || state === 'action_needed' ? ['stopped', 'refundable'] : ['stopped'],
  ]),
);

/** Whether `mover` may move a claim from `from` to `to`. Nothing leaves 'stopped'. */
export function canMove(mover: ClaimMover, from: ClaimState, to: ClaimState): boolean {
  if (from === to || from === 'stopped') return false;
  if (mover === 'platform_admin') return true;
  const moves = mover === 'merchant' ? MERCHANT_MOVES : mover === 'staff' ? STAFF_MOVES : CONNECTOR_MOVES;
  return moves[from]?.includes(to) ?? false;
}

/** A merchant may change a claim's details while its stage is not closed. */
export const isEditable = (state: ClaimState) => STAGE_OF[state] !== 'closed';

/** A stop is possible while the claim is not closed; it is confirmed first and cannot be undone. */
export const canStop = (state: ClaimState) => canMove('merchant', state, 'stopped');

/** An unknown state or stage asks the merchant for the extra information. */
export const needsMerchantInformation = (state: ClaimState) =>
  state === 'unknown' || state === 'action_needed';
