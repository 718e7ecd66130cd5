import type { ClaimState } from '@shared/claims/lifecycle';
import type { HistoryEvent } from '@shared/claims/schema';
import { describe, expect, it } from 'vitest';
import { type AmountKind, amountsReached, type CounterDeltas, mergeDeltas } from './counters';
import { type ReplayedEntry, replayScorecard, type ScoredClaim, scorecardDeltas } from './scorecard-counters';

const claim = (fields: Partial<ScoredClaim> = {}): ScoredClaim => ({
  carrier: 'colis_prive',
  currency: 'EUR',
  createdAt: '2026-03-02T09:00:00.000Z',
  timeZone: 'Europe/Paris',
  state: 'refundable',
  counted: [],
  scoring: {},
  ...fields,
});

/** A claim's steps applied one after the other, as changeClaim does: the deltas summed. */
function walk(steps: { to: ClaimState; at: string; event?: HistoryEvent; creditedCents?: number }[]) {
  let current = claim();
  const total: CounterDeltas = {};
  for (const step of steps) {
    const { deltas, scoring } = scorecardDeltas(current, {
      to: step.to,
      event: step.event ?? 'status',
      at: step.at,
      creditedCents: step.creditedCents ?? 10_000,
    });
    mergeDeltas(total, deltas);
    const counted: AmountKind[] =
      step.to === current.state
        ? [...current.counted]
        : [...current.counted, ...amountsReached(step.to, current.counted)];
    current = { ...current, state: step.to, counted, ...(scoring ? { scoring } : {}) };
  }
  return { total, claim: current };
}

describe('the desk figures of the carrier scorecards', () => {
  it('count the days to file, to the first answer and from it to the credit, in the month and week of each step', () => {
    // Prepare, Act: opened 2 March, filed 5 March, the carrier asks for more 12 March, accepts 20 March, credits 1 April.
    const { total, claim: after } = walk([
      { to: 'requested', at: '2026-03-05T10:00:00.000Z', event: 'filed' },
      { to: 'processing', at: '2026-03-12T10:00:00.000Z', event: 'carrier_request' },
      { to: 'confirmed', at: '2026-03-20T10:00:00.000Z', event: 'accepted' },
      { to: 'credited', at: '2026-04-01T10:00:00.000Z', event: 'credited', creditedCents: 8_000 },
    ]);

    // Assess
    expect(total['CLAIMSTATS#M#2026-03']).toEqual({
      days_filed_colis_prive_3: 1,
      days_answer_colis_prive_7: 1,
      n_decided_colis_prive: 1,
      n_accepted_colis_prive: 1,
    });
    expect(total['CLAIMSTATS#M#2026-04']).toEqual({
      days_credit_colis_prive_20: 1,
      creditamt_colis_prive_EUR: 8_000,
    });
    expect(total['CLAIMSTATS#W#2026-W10']).toMatchObject({ days_filed_colis_prive_3: 1 });
    expect(total['CLAIMSTATS#ALL']).toBeUndefined();
    expect(after.scoring).toEqual({
      filedAt: '2026-03-05T10:00:00.000Z',
      answeredAt: '2026-03-12T10:00:00.000Z',
      decidedAt: '2026-03-20T10:00:00.000Z',
      accepted: true,
    });
  });

  it('keep a re-disputed denial in the period of its first decision, accepted once credited', () => {
    const { total } = walk([
      { to: 'requested', at: '2026-03-05T10:00:00.000Z' },
      { to: 'declined', at: '2026-03-25T10:00:00.000Z', event: 'denied' },
      { to: 'ongoing', at: '2026-04-02T10:00:00.000Z', event: 'redisputed' },
      { to: 'credited', at: '2026-05-10T10:00:00.000Z', event: 'credited' },
    ]);
    expect(total['CLAIMSTATS#M#2026-03']).toMatchObject({
      n_decided_colis_prive: 1,
      n_accepted_colis_prive: 1,
    });
    expect(total['CLAIMSTATS#M#2026-04']).toBeUndefined();
    expect(total['CLAIMSTATS#M#2026-05']).toEqual({
      // From the denial, the first answer, to the credit: 46 days, the 46-60 range.
      days_credit_colis_prive_46: 1,
      creditamt_colis_prive_EUR: 10_000,
    });
  });

  it('leave out a claim filed before its steps were kept, and count nothing twice', () => {
    const legacy = claim({ state: 'requested', counted: ['requested'], scoring: undefined });
    expect(
      scorecardDeltas(legacy, {
        to: 'confirmed',
        event: 'status',
        at: '2026-03-05T10:00:00.000Z',
        creditedCents: 1,
      }),
    ).toEqual({ deltas: {}, scoring: undefined });
    const { total } = walk([
      { to: 'requested', at: '2026-03-05T10:00:00.000Z' },
      { to: 'processing', at: '2026-03-06T10:00:00.000Z', event: 'carrier_request' },
      { to: 'processing', at: '2026-03-07T10:00:00.000Z', event: 'carrier_request' },
      { to: 'confirmed', at: '2026-03-08T10:00:00.000Z' },
      { to: 'credited', at: '2026-03-09T10:00:00.000Z' },
    ]);
    const march = total['CLAIMSTATS#M#2026-03']!;
    expect(Object.entries(march).filter(([name]) => name.startsWith('days_answer'))).toEqual([
      ['days_answer_colis_prive_1', 1],
    ]);
    expect(march).toMatchObject({
      n_decided_colis_prive: 1,
      n_accepted_colis_prive: 1,
      days_credit_colis_prive_3: 1,
    });
  });

  it('replay a claim’s history to the same figures and steps', () => {
    const steps = [
      { to: 'requested' as const, at: '2026-03-05T10:00:00.000Z', event: 'filed' as const },
      { to: 'declined' as const, at: '2026-03-25T10:00:00.000Z', event: 'denied' as const },
      { to: 'ongoing' as const, at: '2026-04-02T10:00:00.000Z', event: 'redisputed' as const },
      { to: 'credited' as const, at: '2026-05-10T10:00:00.000Z', event: 'credited' as const },
    ];
    const live = walk(steps);
    const entries: ReplayedEntry[] = [
      { at: '2026-03-02T09:00:00.000Z', event: 'created', from: null, to: 'refundable' },
      ...steps.map((step, index) => ({
        ...step,
        from: index ? steps[index - 1]!.to : ('refundable' as const),
      })),
    ];
    const replay = replayScorecard({ ...claim(), creditedCents: 10_000 }, entries);
    expect(replay.deltas).toEqual(live.total);
    expect(replay.scoring).toEqual(live.claim.scoring);
  });
});
