/**
 * The demo merchant's year (issue 40): twelve months of carrier invoices from UPS, FedEx, DHL
 * Express, Colissimo and Chronopost, each uploaded and audited as a merchant's upload is, the
 * claims the audits opened carried by the claims desk through what carriers do (filed, asked for
 * more, accepted, denied, re-disputed, credited with proof), and the monthly billing runs that
 * invoice the success fees and issue the statements, with the invoices paid by transfer, one by
 * card through the payments sandbox, and the last one left overdue.
 *
 * Everything goes through the product's own functions (the upload flow, the InvoiceAudit workflow
 * on the local Step Functions, the desk's moves through the claims core, the scheduled billing
 * run, the payments webhook), in the order it would have happened: the back end's one clock
 * (functions/lib/clock) is set to each moment in turn, so every date the product writes (an
 * audit, a claim's history, a fee line, an invoice, its due date) is the moment's. The stack takes
 * no request meanwhile: seeding runs before it says it is ready. Nothing is random: invoices come
 * from the generator with fixed seeds, and what happens to a claim follows from its place in its
 * invoice, so every first start shows the same year.
 */
import { createHash } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { amountDue } from '@shared/billing/documents';
import type { CarrierId } from '@shared/carriers/carriers';
import { denialReasonsFor } from '@shared/carriers/claim-forms';
import { type DeskMove, deskMoveSchema } from '@shared/claims/desk';
import { type GeneratedLayout, generateInvoice } from '../invoice-generator';
import { DEMO_COMPANY_ID, putDemoCredential } from '../seed';

const DAY_MS = 86_400_000;
const MONTHS = 12;
/** Parcels per invoice: one in four carries an anomaly the audit claims. */
const SHIPMENTS = 8;

/** The demo's carrier accounts and the layout each one's invoices come in. */
export const DEMO_INVOICES: {
  layout: GeneratedLayout;
  carrier: CarrierId;
  credentialId: string;
  /** The invoice number of month `m` (1 = January). */
  number: (year: number, month: number) => string;
}[] = [
  {
    layout: 'ups_billing_data',
    carrier: 'ups',
    credentialId: 'demo-ups',
    number: (y, m) => `0000A12B${String(y).slice(2)}${String(m).padStart(2, '0')}`,
  },
  {
    layout: 'fedex_csv_edi',
    carrier: 'fedex',
    credentialId: 'demo-fedex',
    number: (y, m) => `8-${y}${String(m).padStart(2, '0')}-4471`,
  },
  {
    layout: 'dhl_express_csv',
    carrier: 'dhl_express',
    credentialId: 'demo-dhl',
    number: (y, m) => `PARIR${y}${String(m).padStart(2, '0')}1`,
  },
  {
    layout: 'colissimo_detail',
    carrier: 'colissimo',
    credentialId: 'demo-colissimo',
    number: (y, m) => `CLP-${y}-${String(m).padStart(2, '0')}-001`,
  },
  {
    layout: 'chronopost_detail',
    carrier: 'chronopost',
    credentialId: 'demo-chronopost',
    number: (y, m) => `CHR-${y}${String(m).padStart(2, '0')}-0093`,
  },
];

/** The accounts the seed of every start lacks (UPS and Colissimo are there already). */
const MORE_ACCOUNTS: { credentialId: string; carrier: CarrierId; username: string; portal_url: string }[] = [
  {
    credentialId: 'demo-fedex',
    carrier: 'fedex',
    username: 'DEMO-FDX-7',
    portal_url: 'https://www.fedex.com',
  },
  {
    credentialId: 'demo-dhl',
    carrier: 'dhl_express',
    username: 'DEMO-DHL-3',
    portal_url: 'https://mydhl.express.dhl',
  },
  {
    credentialId: 'demo-chronopost',
    carrier: 'chronopost',
    username: 'demo-merchant',
    portal_url: 'https://www.chronopost.fr/fr/espace-pro',
  },
];

/**
 * What happens to a claim the audit opened, by its place among the year's claims: days after the
 * audit, the desk's moves in order. Moves later than today have not happened yet, so the last
 * months' claims are still to file, filed, answered or waiting for their credit. The slow ones
 * (filed late, answered late, credited late) span two monthly audits, so whatever day the demo
 * starts, some claim waits in each of those stages.
 */
type Step = { after: number; move: DeskMove['move'] };
const SCRIPTS: Step[][] = [
  // Accepted, then credited: most claims on billing errors.
  [
    { after: 2, move: 'filed' },
    { after: 12, move: 'accepted' },
    { after: 20, move: 'credited' },
  ],
  // Credited without a word first (the credit line shows up on the next invoice).
  [
    { after: 3, move: 'filed' },
    { after: 26, move: 'credited' },
  ],
  // Denied, re-disputed with the contract's terms, then credited.
  [
    { after: 2, move: 'filed' },
    { after: 9, move: 'denied' },
    { after: 11, move: 'redisputed' },
    { after: 24, move: 'accepted' },
    { after: 31, move: 'credited' },
  ],
  // Denied, and the denial accepted.
  [
    { after: 2, move: 'filed' },
    { after: 10, move: 'denied' },
    { after: 13, move: 'denial_accepted' },
  ],
  // Accepted within the month, the credit two months later: a credit to confirm.
  [
    { after: 2, move: 'filed' },
    { after: 25, move: 'accepted' },
    { after: 70, move: 'credited' },
  ],
  // Filed, and the carrier silent for two months: waiting for the carrier.
  [
    { after: 4, move: 'filed' },
    { after: 75, move: 'credited' },
  ],
  // Filed seven weeks after the audit (the desk's backlog): to file meanwhile.
  [
    { after: 50, move: 'filed' },
    { after: 60, move: 'accepted' },
    { after: 68, move: 'credited' },
  ],
];

/** The carrier asks for more on the claims of the last weeks (the merchant has it to answer). */
const ASKED_FOR_MORE: Step[] = [
  { after: 2, move: 'filed' },
  { after: 6, move: 'more_requested' },
];

/** A claim's script: the eighth of every eight is asked for more if recent, else accepted and credited. */
const scriptOf = (place: number, recent: boolean): Step[] =>
  place % 8 === 7 ? (recent ? ASKED_FOR_MORE : SCRIPTS[0]!) : SCRIPTS[place % 8]!;

const STAFF = 'ops@parcel-audit.example';
const OWNER = { userId: 'client_admin-demo', email: 'admin@demo-merchant.example' };

export interface HistoryCounts {
  invoices: number;
  shipments: number;
  claims: number;
  moves: number;
  billingRuns: number;
  billingDocuments: number;
  planChanges: number;
  paid: number;
}

interface Event {
  at: number;
  order: number;
  run: () => Promise<void>;
}

/** Writes the year ending at `now`; returns what it wrote. */
export async function seedDemoHistory(now: Date): Promise<HistoryCounts> {
  const { clock } = await import('../../../functions/lib/clock');
  const { forEachLimit } = await import('../../../functions/lib/concurrency');
  const { env } = await import('../../../functions/lib/env');
  const { s3 } = await import('../../../functions/lib/aws/s3');
  const { requestUpload, confirmUpload } = await import('../../../functions/documents/upload-flow');
  const { getAudit } = await import('../../../functions/audit/audit-store');
  const { openClaimIds, getClaim } = await import('../../../functions/claims/claim-queries');
  const { changeClaim } = await import('../../../functions/claims/claim-writes');
  const { deskChange } = await import('../../../functions/desk/desk-moves');
  const billing = await import('../../../functions/billing/scheduled-billing');
  const { listDocuments, getDocument: getBillingDocument } = await import(
    '../../../functions/billing/ledger'
  );
  const { generateDocuments } = await import('../../../functions/billing/issue-documents');
  const { recordTransfer } = await import('../../../functions/billing/payments/transfers');
  const { startPayment, getPayment } = await import('../../../functions/billing/payments/payments');
  const { settleSandboxPayment, deliverSandboxEvent } = await import(
    '../../../functions/billing/drive-sandbox'
  );
  const { previewPlanChange, requestPlanChange } = await import('../../../functions/billing/plan-changes');
  const { sandboxEvent } = await import('../../../functions/billing/payments/sandbox');

  const counts: HistoryCounts = {
    invoices: 0,
    shipments: 0,
    claims: 0,
    moves: 0,
    billingRuns: 0,
    billingDocuments: 0,
    planChanges: 0,
    paid: 0,
  };
  await addAccounts(now);

  const end = now.getTime();
  const queue: Event[] = [];
  let order = 0;
  const schedule = (at: number, run: () => Promise<void>) => {
    if (at <= end) queue.push({ at, order: order++, run });
  };

  // The first of each month, 08:00 UTC: the month's invoices are there by the 5th.
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1), 1));
  for (let index = 0; index < MONTHS; index++) {
    const first = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + index, 1, 8);
    const year = new Date(first).getUTCFullYear();
    const month = new Date(first).getUTCMonth() + 1;
    // The billing run of the month (EventBridge's daily run, on its first day of the month).
    const runAt = first - 2 * 3_600_000;
    if (index > 0) schedule(runAt, () => billingRun(runAt, index === MONTHS - 2));
    schedule(first + 4 * DAY_MS, () => auditMonth(index, year, month, first + 4 * DAY_MS));
  }

  // Three weeks into its free month (it signed up the month before `start`), the client admin
  // chooses Growth on Billing and authenticates the card in the payments sandbox: Growth follows
  // the free month, and each month's run bills it.
  schedule(start.getTime() - 10 * DAY_MS, choosePlan);

  async function choosePlan() {
    const { effectiveDate } = await previewPlanChange(DEMO_COMPANY_ID, 'growth');
    const outcome = await requestPlanChange(
      DEMO_COMPANY_ID,
      { planId: 'growth', effectiveDate },
      OWNER.email,
    );
    if (outcome.status !== 'authenticate') return;
    const data = { authorizationId: outcome.authorizationId, companyId: DEMO_COMPANY_ID };
    await deliverSandboxEvent(sandboxEvent('authorization.succeeded', data, clock.now()), clock.now());
    counts.planChanges++;
  }

  async function billingRun(runAt: number, cardPayment: boolean) {
    const before = new Set((await listDocuments(DEMO_COMPANY_ID)).map((document) => document.number));
    const summary = await billing.handler();
    counts.billingRuns++;
    counts.billingDocuments += summary.documents + summary.statements;
    for (const document of await listDocuments(DEMO_COMPANY_ID)) {
      if (before.has(document.number) || document.type !== 'invoice' || document.status === 'paid') continue;
      // The client admin pays one invoice by card in the payments sandbox; the others come by transfer.
      if (cardPayment) schedule(runAt + 5 * DAY_MS, () => payByCard(document.number));
      else schedule(runAt + 12 * DAY_MS, () => payByTransfer(document.number));
    }
  }

  async function payByTransfer(number: string) {
    const document = await getBillingDocument(DEMO_COMPANY_ID, number);
    if (!document || document.status === 'paid') return;
    await recordTransfer(DEMO_COMPANY_ID, number, {
      reference: `VIR ${number}`,
      amountCents: amountDue(document),
      receivedOn: clock.now().toISOString().slice(0, 10),
    });
  }

  async function payByCard(number: string) {
    const { paymentId } = await startPayment(DEMO_COMPANY_ID, number, 'card', OWNER.userId);
    const payment = await getPayment(DEMO_COMPANY_ID, paymentId);
    if (payment) await settleSandboxPayment(payment, 'pay', clock.now());
  }

  // One invoice left unpaid past its due date, but within the grace before suspension: a platform
  // admin issues the success fees credited since the month's run, 31 to 44 days before today (the
  // first day in that window with fees to bill), due 30 days later.
  let overdueIssued = false;
  for (let day = 44; day >= 31; day--)
    schedule(end - day * DAY_MS, async () => {
      if (overdueIssued) return;
      overdueIssued = (await generateDocuments(DEMO_COMPANY_ID, clock.now())).some(
        (document) => document.type === 'invoice',
      );
      if (overdueIssued) counts.billingDocuments++;
    });

  async function auditMonth(index: number, year: number, month: number, at: number) {
    const invoiceDate = new Date(at).toISOString().slice(0, 10);
    // The parcels were shipped over the previous month.
    const shipped = new Date(Date.UTC(year, month - 2, 3)).toISOString().slice(0, 10);
    const uploaded = await Promise.all(
      DEMO_INVOICES.map(async (account, position) => {
        const invoice = generateInvoice(account.layout, SHIPMENTS, `demo-${year}-${month}`, {
          invoiceDate,
          invoiceNumber: account.number(year, month),
          firstShipDate: shipped,
          firstParcel: (position + 1) * 100_000 + index * 1_000,
        });
        const fileName = `${account.carrier}-${year}-${String(month).padStart(2, '0')}.csv`;
        const ticket = await requestUpload(
          DEMO_COMPANY_ID,
          { kind: 'carrier_invoice', fileName, carrier: account.carrier },
          OWNER,
        );
        await s3.send(
          new PutObjectCommand({
            Bucket: env.UPLOADS_BUCKET,
            Key: ticket.fields.key,
            Body: Buffer.from(invoice.text),
          }),
        );
        const { document } = await confirmUpload(DEMO_COMPANY_ID, ticket.uploadId, OWNER);
        counts.invoices++;
        counts.shipments += SHIPMENTS;
        return {
          documentId: document.documentId,
          tracking: [...new Set(invoice.planted.map((p) => p.trackingNumber))],
        };
      }),
    );
    for (const { documentId } of uploaded) await auditDone(documentId);
    const recent = end - at < 45 * DAY_MS;
    for (const { tracking } of uploaded) {
      const ids = await openClaimIds(DEMO_COMPANY_ID, tracking);
      // In the invoice's order (a batch read answers in any order): every start plays the same year.
      const claimIds = new Set(tracking.flatMap((number) => ids.get(number) ?? []));
      for (const claimId of claimIds) {
        const claim = await getClaim(DEMO_COMPANY_ID, claimId);
        if (!claim || claim.claim_number || claim.actions.length) continue;
        // The claim's place in the year picks what happens to it.
        const place = counts.claims++;
        planMoves(claimId, at, scriptOf(place, recent), 0);
      }
    }
  }

  async function auditDone(documentId: string) {
    for (let attempt = 0; attempt < 1200; attempt++) {
      const audit = await getAudit(DEMO_COMPANY_ID, documentId);
      if (audit?.status === 'done' || audit?.status === 'failed') return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the demo invoice ${documentId} was not audited within a minute`);
  }

  function planMoves(claimId: string, auditedAt: number, script: Step[], step: number) {
    const next = script[step];
    if (!next) return;
    // Staff work in office hours: 09:30 UTC, an hour and a half after the audit's 08:00.
    const at = auditedAt + next.after * DAY_MS + 90 * 60_000;
    schedule(at, async () => {
      await deskMove(claimId, next.move, at);
      planMoves(claimId, auditedAt, script, step + 1);
    });
  }

  async function deskMove(claimId: string, kind: DeskMove['move'], at: number) {
    const claim = await getClaim(DEMO_COMPANY_ID, claimId);
    if (!claim) return;
    const day = new Date(at).toISOString().slice(0, 10);
    const amount = claim.requestedCents / 100;
    // UPS and FedEx answer in English, the others in French.
    const language = claim.carrier === 'ups' || claim.carrier === 'fedex' ? 'en' : 'fr';
    const details: Record<DeskMove['move'], Record<string, unknown>> = {
      filed: { claimNumber: claimNumber(claim.carrier, claimId), filedOn: day, channel: 'portal' },
      more_requested: {
        carrierText:
          language === 'en'
            ? 'Please send the invoice of the goods and the packing list.'
            : 'Merci de nous transmettre la facture des marchandises et le bordereau de colisage.',
        language,
      },
      documents_sent: {},
      accepted: { amount, currency: claim.currency },
      denied: {
        reason: denialReasonsFor(claim.carrier)[0],
        text: 'The charge is in line with the service agreement.',
      },
      redisputed: {
        evidence: 'The contract exempts this account from the surcharge; its terms are attached.',
      },
      credited: {
        amount,
        currency: claim.currency,
        creditedOn: day,
        proof: 'statement_line',
        reference: `Credit ${claimNumber(claim.carrier, claimId)} ${amount.toFixed(2)} ${claim.currency}`,
      },
      denial_accepted: { note: 'The carrier will not move on this one.' },
      closed: { note: 'Closed' },
    };
    const move = deskMoveSchema.parse({
      move: kind,
      version: claim.version,
      moveId: createHash('sha256').update(`${claimId}/${kind}`).digest('hex').slice(0, 32),
      ...details[kind],
    });
    // The seed files the audit's claims on the desk before any connector would: a claim the desk
    // filed stays the desk's, which is how the demo's history is the same with or without the sandbox.
    const change = deskChange({ ...claim, nextSyncAt: null }, move, STAFF, new Date(at).toISOString());
    await changeClaim(claim, change);
    counts.moves++;
  }

  const realNow = clock.now;
  try {
    while (queue.length) {
      queue.sort((a, b) => a.at - b.at || a.order - b.order);
      // What happens at one moment (the desk's moves of a morning on many claims) runs side by side.
      const at = queue[0]!.at;
      const later = queue.findIndex((event) => event.at !== at);
      const batch = queue.splice(0, later === -1 ? queue.length : later);
      clock.now = () => new Date(at);
      await forEachLimit(batch, 8, (event) => event.run());
    }
  } finally {
    clock.now = realNow;
  }
  // Today's run: what is overdue is marked so.
  await billing.handler();
  counts.paid = (await listDocuments(DEMO_COMPANY_ID)).filter(
    (document) => document.status === 'paid',
  ).length;
  return counts;
}

function claimNumber(carrier: string, claimId: string) {
  const digits =
    Number.parseInt(createHash('sha256').update(claimId).digest('hex').slice(0, 8), 16) % 10_000_000;
  return `${carrier.slice(0, 3).toUpperCase()}-${String(digits).padStart(7, '0')}`;
}

async function addAccounts(now: Date) {
  const createdAt = new Date(now.getTime() - 400 * DAY_MS).toISOString();
  for (const account of MORE_ACCOUNTS)
    await putDemoCredential({ ...account, password: `${account.carrier}-demo` }, createdAt);
}
