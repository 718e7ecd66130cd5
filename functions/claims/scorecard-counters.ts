/**
 * The desk's figures of the carrier scorecards (issue 38, item 10), counted on write in the same
 * transaction as the claim change, like every other dashboard figure, so reading them costs the
 * same whatever the number of claims. Per carrier, in the month and ISO week items of the moment
 * each step happened (the company's calendar):
 * - day histograms (`days_<figure>_<carrier>_<bucket>`, shared/dashboards/day-histogram) of the days
 *   from open to filed (at the first filing), from filed to the carrier's first answer (an
 *   acceptance, a denial, a credit or a request for more), and from that answer to the credit; the
 *   scorecard reads their medians;
 * - decided claims and accepted ones (`n_decided_`, `n_accepted_`): a claim counts once, in the
 *   period of its first decision, as accepted while its latest decision is an acceptance or a
 *   credit; a denial re-disputed and then credited moves it to accepted in that same period, so a
 *   period's acceptance rate stays a share of its own decided claims;
 * - the amounts actually credited (`creditamt_<carrier>_<CUR>`, at the first credit), set against
 *   the amounts claimed (the claims counters' `requested_<carrier>_<CUR>`, at filing).
 *
 * When each step happened is kept on the claim (`scoring`), so a later step measures from it. A
 * claim filed before this was kept has no `scoring` and is left out until the dashboards backfill
 * replays its history and stamps it (functions/dashboards/backfill.ts).
 */
import type { ClaimState } from '@shared/claims/lifecycle';
import type { HistoryEvent } from '@shared/claims/schema';
import { dayBucket } from '@shared/dashboards/day-histogram';
import { type AmountKind, amountsReached, type CounterDeltas, periodKeys } from './counters';

/** When a claim reached each step the scorecards measure, and whether its latest decision accepts it. */
export interface Scoring {
  filedAt?: string;
  answeredAt?: string;
  decidedAt?: string;
  accepted?: boolean;
}

export const SCORE_FIGURES = ['filed', 'answer', 'credit'] as const;
export type ScoreFigure = (typeof SCORE_FIGURES)[number];

export const scoreCounter = {
  days: (figure: ScoreFigure, carrier: string, bucket: number) => `days_${figure}_${carrier}_${bucket}`,
  decided: (carrier: string) => `n_decided_${carrier}`,
  accepted: (carrier: string) => `n_accepted_${carrier}`,
  creditedAmount: (carrier: string, currency: string) => `creditamt_${carrier}_${currency}`,
};

/** What the scorecards read of a claim before its change. */
export interface ScoredClaim {
  carrier: string;
  currency: string;
  createdAt: string;
  timeZone?: string;
  state: ClaimState;
  counted: readonly AmountKind[];
  scoring?: Scoring;
}

export interface ScoredChange {
  to: ClaimState;
  event: HistoryEvent | null;
  at: string;
  /** The amount the carrier credited, in cents, once the claim is credited. */
  creditedCents: number;
}

/** The decisions a carrier makes on a claim, and whether each accepts it. */
const DECISIONS: Partial<Record<ClaimState, boolean>> = { confirmed: true, credited: true, declined: false };

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/** A claim the carrier had before its steps were kept: the backfill stamps it first. */
export const unscored = (claim: Pick<ScoredClaim, 'scoring' | 'counted'>) =>
  claim.scoring === undefined && claim.counted.includes('requested');

/**
 * What one change adds to the scorecards' counters, and the claim's steps after it (undefined: the
 * claim is left out, see `unscored`).
 */
export function scorecardDeltas(
  claim: ScoredClaim,
  change: ScoredChange,
): { deltas: CounterDeltas; scoring: Scoring | undefined } {
  if (unscored(claim)) return { deltas: {}, scoring: undefined };
  const scoring: Scoring = { ...claim.scoring };
  const deltas: CounterDeltas = {};
  const add = (at: string, name: string, value: number) => {
    for (const sk of periodKeys(at, claim.timeZone)) {
      deltas[sk] ??= {};
      deltas[sk][name] = (deltas[sk][name] ?? 0) + value;
    }
  };
  const moving = change.to !== claim.state;
  const reached = moving ? amountsReached(change.to, claim.counted) : [];
  const decision = moving ? DECISIONS[change.to] : undefined;
  const { carrier, currency } = claim;

  if (reached.includes('requested') && !scoring.filedAt) {
    scoring.filedAt = change.at;
    add(
      change.at,
      scoreCounter.days('filed', carrier, dayBucket(daysBetween(claim.createdAt, change.at))),
      1,
    );
  }
  if (!scoring.answeredAt && (decision !== undefined || change.event === 'carrier_request')) {
    scoring.answeredAt = change.at;
    const filedAt = scoring.filedAt ?? change.at;
    add(change.at, scoreCounter.days('answer', carrier, dayBucket(daysBetween(filedAt, change.at))), 1);
  }
  if (decision !== undefined) {
    if (!scoring.decidedAt) {
      scoring.decidedAt = change.at;
      add(change.at, scoreCounter.decided(carrier), 1);
      if (decision) add(change.at, scoreCounter.accepted(carrier), 1);
    } else if (scoring.accepted !== decision) {
      // Decided again: the claim stays in the period of its first decision, with its new outcome.
      add(scoring.decidedAt, scoreCounter.accepted(carrier), decision ? 1 : -1);
    }
    scoring.accepted = decision;
  }
  if (reached.includes('credited')) {
    const answeredAt = scoring.answeredAt ?? change.at;
    add(change.at, scoreCounter.days('credit', carrier, dayBucket(daysBetween(answeredAt, change.at))), 1);
    add(change.at, scoreCounter.creditedAmount(carrier, currency), change.creditedCents);
  }
  return { deltas, scoring };
}

/** A history entry as the replay reads it. */
export interface ReplayedEntry {
  at: string;
  event: HistoryEvent;
  /** null: a change that kept the state. */
  from: ClaimState | null;
  to: ClaimState;
}

/**
 * The scorecards' counters of a claim from its history, oldest entry first, as the writes would have
 * kept them from its opening (the dashboards backfill), and the steps to stamp on it.
 */
export function replayScorecard(
  claim: Omit<ScoredClaim, 'state' | 'counted' | 'scoring'> & { creditedCents: number },
  entries: readonly ReplayedEntry[],
): { deltas: CounterDeltas; scoring: Scoring } {
  const total: CounterDeltas = {};
  let state: ClaimState | null = null;
  let counted: AmountKind[] = [];
  let scoring: Scoring = {};
  for (const entry of entries) {
    const to = entry.to;
    if (state === null) {
      state = to;
      continue;
    }
    const { deltas, scoring: next } = scorecardDeltas(
      { ...claim, state, counted, scoring },
      { to, event: entry.event, at: entry.at, creditedCents: claim.creditedCents },
    );
    for (const [sk, counters] of Object.entries(deltas)) {
      total[sk] ??= {};
      for (const [name, value] of Object.entries(counters)) total[sk][name] = (total[sk][name] ?? 0) + value;
    }
    scoring = next ?? scoring;
    if (to !== state) counted = [...counted, ...amountsReached(to, counted)];
    state = to;
  }
  return { deltas: total, scoring };
}
