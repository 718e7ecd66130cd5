/**
 * Counters equal a recount (issue 19): after random sequences of invoices audited (by the audit's
 * own steps), claims opened, moved by the carrier or stopped, asked for more or re-disputed on the
 * desk (issue 38's scorecard figures), their needs answered, and invoices deleted, every counter the dashboards read equals what a recount from the raw data gives: the
 * claims and their history as stored, the shipments the invoices held and the findings the audit
 * kept. The recount here is written apart from the code that keeps the counters.
 */
import { randomUUID } from 'node:crypto';
import type { ChargeLine } from '@shared/audit/charge-line';
import type { Shipment } from '@shared/audit/rules/rule';
import { CLAIM_STATES, type ClaimState, canMove, STAGE_OF } from '@shared/claims/lifecycle';
import { localDay, monthOf, weekOf } from '@shared/dashboards/calendar';
import { dayBucket } from '@shared/dashboards/day-histogram';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCompany } from '../support/people';
import { applyStackEnv } from '../support/stack-env';

applyStackEnv();
const { newClaim, openClaim } = await import('../../functions/claims/open-claim');
const { changeClaim } = await import('../../functions/claims/claim-writes');
const { getClaim } = await import('../../functions/claims/claim-queries');
const { closingDay } = await import('../../functions/claims/claim-view');
const { toStoredClaim } = await import('../../functions/claims/stored-claim');
const { putNewAudit, setAudit, getAudit, auditFolder } = await import('../../functions/audit/audit-store');
const { newAudit } = await import('../../functions/audit/start-audit');
const { auditShard, record } = await import('../../functions/audit/run-steps');
const { forgetAudit } = await import('../../functions/audit/forget-audit');
const { serviceName } = await import('../../functions/dashboards/shipment-counters');
const { readJson, writeObject } = await import('../../functions/lib/aws/s3');
const { table } = await import('../../functions/lib/table/table');

type Counters = Record<string, number>;
const ZONE = 'Europe/Paris';
const DAY_MS = 86_400_000;
const NOW = Date.now();

// What the random sequences are made of.
const moment = fc
  .integer({ min: 0, max: 60 * 24 })
  .map((minutes) => new Date(NOW - minutes * 60_000 * 40).toISOString());
const openStep = fc.record({
  kind: fc.constant('open' as const),
  carrier: fc.constantFrom('ups', 'dhl', 'colissimo'),
  issue: fc.constantFrom('lost', 'damaged', 'late_delivery'),
  euros: fc.integer({ min: 1, max: 900 }),
  at: moment,
  goods: fc.boolean(),
});
const moveStep = fc.record({
  kind: fc.constant('move' as const),
  claim: fc.nat(),
  to: fc.constantFrom<ClaimState>(
    'requested',
    'processing',
    'confirmed',
    'credited',
    'declined',
    'unknown',
    'stopped',
  ),
  later: fc.integer({ min: 0, max: 20 * 24 * 60 }),
  /** What the carrier credits, in euros, when the move credits the claim. */
  paid: fc.integer({ min: 1, max: 900 }),
});
// What the desk records beyond a connector's moves: the carrier asking for more, a denial re-disputed.
const deskStep = fc.record({
  kind: fc.constant('desk' as const),
  claim: fc.nat(),
  event: fc.constantFrom('carrier_request' as const, 'redisputed' as const),
  later: fc.integer({ min: 0, max: 20 * 24 * 60 }),
});
const answerStep = fc.record({ kind: fc.constant('answer' as const), claim: fc.nat() });
const auditStep = fc.record({
  kind: fc.constant('audit' as const),
  shipments: fc.array(
    fc.record({
      carrier: fc.constantFrom('ups', 'dhl'),
      service: fc.constantFrom('Standard', 'Express Saver', ''),
      country: fc.constantFrom('FR', 'DE', 'BE', ''),
      day: fc.integer({ min: 0, max: 80 }),
      cents: fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 3 }),
      currency: fc.constantFrom('EUR', 'EUR', 'GBP'),
      invoice: fc.constantFrom('A', 'B'),
      repeated: fc.boolean(),
    }),
    { minLength: 1, maxLength: 6 },
  ),
});
const deleteStep = fc.record({ kind: fc.constant('delete' as const), audit: fc.nat() });
const step = fc.oneof(
  openStep,
  openStep,
  moveStep,
  moveStep,
  moveStep,
  deskStep,
  answerStep,
  auditStep,
  deleteStep,
);

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const dayAgo = (days: number) => new Date(NOW - days * DAY_MS).toISOString().slice(0, 10);

/** A moment `minutes` after the claim's last change. */
const laterThan = (claim: { updatedAt?: string; createdAt: string }, minutes: number) =>
  new Date(
    Math.max(Date.parse(claim.updatedAt ?? claim.createdAt), Date.parse(claim.createdAt)) + minutes * 60_000,
  ).toISOString();

function chargeLine(
  s: Extract<Step, { kind: 'audit' }>['shipments'][number],
  tracking: string,
  cents: number,
  index: number,
): ChargeLine {
  return {
    carrier: s.carrier,
    account: 'ACC',
    invoiceNumber: `INV-${s.carrier}-${s.invoice}`,
    invoiceDate: dayAgo(s.day),
    currency: s.currency,
    trackingNumber: tracking,
    leadShipmentNumber: '',
    references: [],
    shipDate: dayAgo(s.day + 2),
    deliveryDate: '',
    service: s.service,
    zone: '',
    origin: { country: 'FR', postalCode: '75001', city: 'Paris', residential: null, company: 'Shop' },
    destination: { country: s.country, postalCode: '', city: '', residential: null, company: '' },
    enteredWeightKg: 1,
    billedWeightKg: 1,
    billedWeightType: 'actual',
    dimensionsCm: null,
    dimDivisor: null,
    category: index === 0 ? 'transportation' : 'fuel',
    rawCode: index === 0 ? 'TRA' : 'FSC',
    rawDescription: index === 0 ? 'Transportation' : 'Fuel surcharge',
    gross: cents / 100,
    discount: 0,
    net: cents / 100,
    vat: 0,
    sourceLine: index + 1,
  };
}

/** Audits an invoice of `shipments` with the audit's own steps (its file already read into one shard). */
async function auditInvoice(
  companyId: string,
  step: Extract<Step, { kind: 'audit' }>,
): Promise<{ documentId: string; shipments: Shipment[] }> {
  const documentId = `doc-${randomUUID()}`;
  const shipments: Shipment[] = step.shipments.map((s, index) => {
    const tracking = `1ZPROP${String(index).padStart(10, '0')}`;
    const lines = s.cents.map((cents, line) => chargeLine(s, tracking, cents, line));
    // A transport charge billed twice: the audit finds a duplicate (a claim it counts as found).
    if (s.repeated) lines.push({ ...lines[0]!, sourceLine: lines.length + 1 });
    return { carrier: s.carrier, trackingNumber: tracking, lines };
  });
  const now = new Date();
  await putNewAudit(
    newAudit(
      {
        documentId,
        companyId,
        fileName: 'prop.csv',
        fileType: 'csv',
        key: `documents/${companyId}/${documentId}`,
        uploadedAt: now.toISOString(),
      },
      { userId: 'owner', email: 'owner@example.test' },
      now,
    ),
  );
  await writeObject(`${auditFolder(companyId, documentId)}/shard-0.json`, JSON.stringify(shipments));
  const spend: Record<string, number> = {};
  for (const line of shipments.flatMap((shipment) => shipment.lines))
    spend[line.currency] = Math.round(((spend[line.currency] ?? 0) + line.net) * 100) / 100;
  await setAudit(companyId, documentId, {
    status: 'auditing',
    layout: 'generic',
    lines: shipments.reduce((sum, shipment) => sum + shipment.lines.length, 0),
    shipments: shipments.length,
    shards: 1,
    shardsDone: 0,
    spend,
    invoiceDate: shipments
      .map((shipment) => shipment.lines[0]!.invoiceDate)
      .sort()
      .at(-1)!,
  });
  await auditShard({ companyId, documentId, index: 0 });
  await record({ companyId, documentId });
  return { documentId, shipments };
}

function add(into: Record<string, Counters>, sk: string, name: string, value: number) {
  if (!value) return;
  into[sk] ??= {};
  into[sk][name] = (into[sk][name] ?? 0) + value;
}

/**
 * The desk's scorecard figures of one claim from its history: the days from opening to the first
 * filing, from it to the carrier's first answer (a decision, or a request for more), from that to the
 * credit; the claim decided in the period of its first decision, accepted if its last decision is;
 * the amount credited. In the month and week of each step.
 */
function recountDeskFigures(
  expected: Record<string, Counters>,
  claim: {
    carrier: string;
    currency: string;
    createdAt: string;
    creditedCents: number | null;
    confirmedCents: number | null;
    requestedCents: number;
  },
  history: Record<string, unknown>[],
  places: (at: string) => string[],
) {
  const decisions: Record<string, boolean> = { confirmed: true, credited: true, declined: false };
  const days = (from: string, to: string) => dayBucket((Date.parse(to) - Date.parse(from)) / DAY_MS);
  const moved = (entry: Record<string, unknown>) => entry.from !== null && entry.from !== undefined;
  const filing = history.find((entry) =>
    ['requested', 'processing', 'ongoing', 'overdue', 'confirmed', 'credited', 'declined'].includes(
      String(entry.to),
    ),
  );
  if (!filing) return;
  const month = (at: string) => places(at).slice(1);
  const count = (at: string, name: string, value = 1) => {
    for (const sk of month(at)) add(expected, sk, name, value);
  };
  const filedAt = String(filing.at);
  count(filedAt, `days_filed_${claim.carrier}_${days(claim.createdAt, filedAt)}`);
  const decided = history.filter((entry) => moved(entry) && String(entry.to) in decisions);
  const answer = history.find(
    (entry) => entry.event === 'carrier_request' || (moved(entry) && String(entry.to) in decisions),
  );
  if (answer) count(String(answer.at), `days_answer_${claim.carrier}_${days(filedAt, String(answer.at))}`);
  if (decided.length) {
    const first = String(decided[0]!.at);
    count(first, `n_decided_${claim.carrier}`);
    if (decisions[String(decided.at(-1)!.to)]) count(first, `n_accepted_${claim.carrier}`);
  }
  const credit = history.find((entry) => moved(entry) && entry.to === 'credited');
  if (credit) {
    const at = String(credit.at);
    count(at, `days_credit_${claim.carrier}_${days(String(answer!.at), at)}`);
    count(
      at,
      `creditamt_${claim.carrier}_${claim.currency}`,
      claim.creditedCents ?? claim.confirmedCents ?? claim.requestedCents,
    );
  }
}

/** What the claims counters should hold, from the claims and their history as stored. */
async function recountClaims(companyId: string): Promise<Record<string, Counters>> {
  const items = await table.queryAll({ pk: `C#${companyId}`, prefix: 'CLAIM#' });
  const expected: Record<string, Counters> = {};
  const all = 'CLAIMSTATS#ALL';
  const filedStates = new Set([
    'requested',
    'processing',
    'ongoing',
    'overdue',
    'confirmed',
    'credited',
    'declined',
  ]);
  for (const item of items.filter((item) => item.entity === 'claim')) {
    const claim = toStoredClaim(item);
    const places = (at: string) => {
      const day = localDay(at, ZONE);
      return [all, `CLAIMSTATS#M#${monthOf(day)}`, `CLAIMSTATS#W#${weekOf(day)}`];
    };
    for (const sk of places(claim.createdAt)) {
      add(expected, sk, 'claims', 1);
      add(expected, sk, `claims_${claim.carrier}`, 1);
      add(expected, sk, `type_${claim.reason_refund}_${claim.carrier}`, 1);
    }
    add(expected, all, `state_${claim.state}`, 1);
    if (claim.actions.length) add(expected, all, 'attention', 1);
    for (const action of claim.actions) add(expected, all, `action_${action}`, 1);
    const closes = closingDay(claim);
    if (closes) add(expected, all, `closes_${closes}`, 1);
    const history = items
      .filter((entry) => entry.entity === 'claimHistory' && entry.claimId === claim.claimId)
      .sort((a, b) => String(a.sk).localeCompare(String(b.sk)));
    recountDeskFigures(expected, claim, history, places);
    const reached = new Set<string>();
    for (const entry of history) {
      const to = String(entry.to);
      const kinds = [
        filedStates.has(to) ? 'requested' : '',
        to === 'confirmed' || to === 'credited' ? 'confirmed' : '',
        to === 'credited' ? 'credited' : '',
        to === 'declined' ? 'declined' : '',
      ].filter((kind) => kind && !reached.has(kind));
      for (const kind of kinds) {
        reached.add(kind);
        for (const sk of places(String(entry.at))) {
          add(expected, sk, `${kind}_${claim.currency}`, claim.requestedCents);
          add(expected, sk, `${kind}_${claim.carrier}_${claim.currency}`, claim.requestedCents);
          if (kind !== 'requested') add(expected, sk, `n_${kind}_${claim.carrier}`, 1);
          if (kind === 'credited')
            add(
              expected,
              sk,
              `creditdays_${claim.carrier}`,
              Math.max(0, Math.round((Date.parse(String(entry.at)) - Date.parse(claim.createdAt)) / DAY_MS)),
            );
        }
      }
    }
  }
  return expected;
}

/** What the dashboards' and My Invoices' counters should hold, from the invoices still there. */
async function recountInvoices(companyId: string, invoices: { documentId: string; shipments: Shipment[] }[]) {
  const expected: Record<string, Counters> = {};
  for (const { documentId, shipments } of invoices) {
    const audit = (await getAudit(companyId, documentId))!;
    const auditDay = audit.invoiceDate!;
    const invoiceDays = new Map<string, string>();
    for (const shipment of shipments) {
      const first = shipment.lines[0]!;
      const day = first.invoiceDate;
      const service = serviceName(first.service);
      const country = first.destination.country || '~unknown';
      // Each cut in the month's and the week's items of its own.
      for (const [prefix, cut] of [
        ['DASH', `c_${shipment.carrier}`],
        ['DASHS', `s_${shipment.carrier}~${service}`],
        ['DASHD', `d_${country}`],
      ]) {
        for (const sk of [`${prefix}#M#${monthOf(day)}`, `${prefix}#W#${weekOf(day)}`]) {
          add(expected, sk, `ship_${cut}`, 1);
          for (const line of shipment.lines)
            add(expected, sk, `spend_${cut}_${line.currency}`, Math.round(line.net * 100));
        }
      }
      for (const line of shipment.lines)
        if (!invoiceDays.has(`${line.carrier}|${line.invoiceNumber}`))
          invoiceDays.set(`${line.carrier}|${line.invoiceNumber}`, line.invoiceDate);
      for (const line of shipment.lines)
        add(expected, 'AUDITSTATS#ALL', `spend_${line.currency}`, Math.round(line.net * 100));
    }
    for (const [key, day] of invoiceDays)
      for (const sk of [`DASH#M#${monthOf(day)}`, `DASH#W#${weekOf(day)}`])
        add(expected, sk, `inv_${key.split('|')[0]}`, 1);
    const findings = await readJson<
      { confidence: string; carrier: string; currency: string; amount: number }[]
    >(`${auditFolder(companyId, documentId)}/findings.json`);
    add(expected, 'AUDITSTATS#ALL', 'invoices', 1);
    add(expected, 'AUDITSTATS#ALL', 'shipments', shipments.length);
    add(
      expected,
      'AUDITSTATS#ALL',
      'lines',
      shipments.reduce((sum, shipment) => sum + shipment.lines.length, 0),
    );
    for (const finding of findings.filter((finding) => finding.confidence === 'claim')) {
      add(expected, 'AUDITSTATS#ALL', 'findings', 1);
      add(expected, 'AUDITSTATS#ALL', `savings_${finding.currency}`, Math.round(finding.amount * 100));
      for (const sk of [`DASH#M#${monthOf(auditDay)}`, `DASH#W#${weekOf(auditDay)}`])
        add(expected, sk, `found_c_${finding.carrier}_${finding.currency}`, Math.round(finding.amount * 100));
    }
  }
  return expected;
}

/** The counters as stored, only those the recount covers, without zeros. */
async function storedCounters(companyId: string): Promise<Record<string, Counters>> {
  const covered =
    /^(claims|claims_.+|type_.+|state_.+|attention|action_.+|closes_.+|(requested|confirmed|credited|declined)_.+|n_.+|creditdays_.+|days_.+|creditamt_.+|ship_.+|spend_.+|inv_.+|found_.+|invoices|shipments|lines|findings|savings_.+)$/;
  const stored: Record<string, Counters> = {};
  for (const prefix of ['CLAIMSTATS#', 'DASH#', 'DASHS#', 'DASHD#', 'AUDITSTATS#ALL']) {
    for (const item of await table.queryAll({ pk: `C#${companyId}`, prefix })) {
      for (const [name, value] of Object.entries(item))
        if (typeof value === 'number' && value !== 0 && covered.test(name))
          add(stored, String(item.sk), name, value);
    }
  }
  return stored;
}

/** Plays the steps on a new company and checks its counters against their recount (which it answers). */
async function play(steps: Step[]) {
  const companyId = await makeCompany('Property Co');
  const claims: string[] = [];
  const invoices: { documentId: string; shipments: Shipment[] }[] = [];
  for (const s of steps) {
    if (s.kind === 'open') {
      const claim = newClaim({
        claimId: `prop-${randomUUID()}`,
        companyId,
        source: 'manual',
        owner: { userId: 'owner', email: 'owner@example.test' },
        credentialId: 'cred',
        tracking_number: `1Z${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
        carrier: s.carrier as 'ups',
        issue: s.issue as 'lost',
        reference: 'ORDER',
        lines: s.goods
          ? [
              {
                sales_date: dayAgo(40),
                description: 'Goods',
                nb_of_items: 1,
                unit_price: s.euros,
                amount_excl: s.euros,
                amount_incl: s.euros,
                tax_percentage: 0,
                currency_code: 'EUR',
              },
            ]
          : [],
        documents: [],
        given: { originalInvoice: s.goods, pictures: s.goods },
        amount: s.goods ? undefined : { currency: 'EUR', cents: s.euros * 100 },
        shipment: {
          shippedAt: s.at.slice(0, 10),
          scheduledDeliveryAt: s.at.slice(0, 10),
          deliveredAt: null,
        },
        at: s.at,
      });
      await openClaim(claim, 'owner@example.test');
      claims.push(claim.claimId);
    } else if (s.kind === 'move' && claims.length) {
      const claim = (await getClaim(companyId, claims[s.claim % claims.length]!))!;
      const mover = s.to === 'stopped' ? 'merchant' : 'connector';
      if (!canMove(mover, claim.state, s.to)) continue;
      await changeClaim(claim, {
        mover,
        event: 'status',
        to: s.to,
        by: 'carrier',
        at: laterThan(claim, s.later),
        message: null,
        ...(s.to === 'credited' ? { set: { creditedCents: s.paid * 100 } } : {}),
      });
    } else if (s.kind === 'desk' && claims.length) {
      const claim = (await getClaim(companyId, claims[s.claim % claims.length]!))!;
      const redispute = s.event === 'redisputed';
      if (redispute ? claim.state !== 'declined' : STAGE_OF[claim.state] !== 'ongoing') continue;
      await changeClaim(claim, {
        mover: 'staff',
        event: s.event,
        // Asked for more, a claim just filed goes under review; a denial re-disputed goes back to the carrier.
        to: redispute ? 'ongoing' : claim.state === 'requested' ? 'processing' : claim.state,
        by: 'staff@example.test',
        at: laterThan(claim, s.later),
        message: 'The carrier’s words',
      });
    } else if (s.kind === 'answer' && claims.length) {
      const claim = (await getClaim(companyId, claims[s.claim % claims.length]!))!;
      if (STAGE_OF[claim.state] === 'closed' || !claim.actions.length) continue;
      await changeClaim(claim, {
        mover: 'merchant',
        event: 'information',
        to: claim.state,
        by: 'owner@example.test',
        at: new Date().toISOString(),
        message: null,
        set: { actions: claim.actions.slice(1) },
      });
    } else if (s.kind === 'audit') {
      invoices.push(await auditInvoice(companyId, s));
    } else if (s.kind === 'delete' && invoices.length) {
      const [gone] = invoices.splice(s.audit % invoices.length, 1);
      await forgetAudit((await getAudit(companyId, gone!.documentId))!);
    }
  }
  const expected = {
    ...(await recountClaims(companyId)),
    ...(await recountInvoices(companyId, invoices)),
  };
  // Items both recounts fill (AUDITSTATS only from invoices, the rest apart) are merged above without overlap.
  expect(await storedCounters(companyId)).toEqual(expected);
  return expected;
}

describe('the dashboards counters', () => {
  it('equal a recount from the raw data after random audits, claim changes and deletions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        await play(steps);
      }),
      { numRuns: 25, seed: 19, endOnFailure: true },
    );
  }, 240_000);

  it('equal a recount after long lives of claims on the desk: filed, asked for more, decided, re-disputed, credited', async () => {
    let scored = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(openStep, moveStep, moveStep, moveStep, deskStep, deskStep), {
          minLength: 4,
          maxLength: 30,
        }),
        async (steps) => {
          const expected = await play(steps);
          scored += Object.values(expected)
            .flatMap((counters) => Object.keys(counters))
            .filter((name) => name.startsWith('days_credit_')).length;
        },
      ),
      { numRuns: 30, seed: 38, endOnFailure: true },
    );
    // The sequences reached the end of the desk's road: credits measured from an answer.
    expect(scored).toBeGreaterThan(0);
  }, 240_000);

  it('know every claim state the generator can reach', () => {
    expect(CLAIM_STATES).toEqual(
      expect.arrayContaining([
        'requested',
        'processing',
        'confirmed',
        'credited',
        'declined',
        'unknown',
        'stopped',
      ]),
    );
  });
});
