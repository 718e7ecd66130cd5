/**
 * The invoice audit's steps (infra/workflows/invoice-audit.ts) after the read (./read-step, which
 * reads the carrier invoice once into shipments and writes them to S3 in shards, in a Lambda of
 * its own with the spreadsheet readers): `auditShard` runs the rule catalog over one shard's shipments (shards run in parallel:
 * a Distributed Map in AWS) and records their credit lines as evidence on success fee lines;
 * `record` opens an investigation per shipment and reason (claim source 'audit', awaiting
 * opening), keeps the findings for the screens and the download, and adds the invoice's spend,
 * savings and shipments to the company's counters. Every step can run again without doubling a
 * claim or a count; payloads carry ids, never lines (256 KiB cap).
 */
import { createHash } from 'node:crypto';
import { auditShipment, type Finding } from '@shared/audit/audit';
import { contractFor } from '@shared/audit/contract';
import { amountsTotal, type RuleTotal, reviewList, type StoredFinding } from '@shared/audit/invoice-audit';
import { type Shipment, shipmentValue } from '@shared/audit/rules/rule';
import { type CarrierId, type ClaimType, carrierById, normaliseTracking } from '@shared/carriers/carriers';
import { DEFAULT_TIME_ZONE } from '@shared/dashboards/calendar';
import { warnBundleOnce } from '../billing/bundle-warning';
import { recordCreditEvidence } from '../billing/credit-evidence';
import { creditsOf } from '../billing/credit-match';
import { listContracts } from '../carriers/contract-store';
import { listCredentials, preferredCredential } from '../carriers/credential-store';
import { getClaims, openClaimIds } from '../claims/claim-queries';
import { changeClaim, unlessChanged } from '../claims/claim-writes';
import { proposeCredits } from '../claims/credit-seen';
import { newClaim, openClaims } from '../claims/open-claim';
import type { StoredClaim } from '../claims/stored-claim';
import { addShipments, type ShipmentFigure, shipmentFigure } from '../dashboards/shipment-counters';
import { readJson, writeObject } from '../lib/aws/s3';
import { clock } from '../lib/clock';
import { log } from '../lib/log';
import {
  auditFolder,
  chunkOutcomes,
  countShardDone,
  REVIEWS_FILE,
  recordChunk,
  type StoredAudit,
  setAudit,
} from './audit-store';
import { countDashboards, countOnce, type ShardDashboard } from './count-audit';
import { writeFindingsFiles } from './findings-files';
import { decisionFor, decisionsOf } from './review-decisions';
import { type AuditInput, addAmount, objectKey, requireAudit } from './step-input';
import { trackingKey, trackShard } from './tracking';

/** Claims per chunk of the record step: one transaction of markers, claims and first history entries. */
const CHUNK_CLAIMS = 25;

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Audits one shard's shipments, each against its carrier account's contract terms when the
 * merchant entered them; writes its findings. Run again, it writes the same findings.
 */
export async function auditShard(input: AuditInput & { index: number }): Promise<{ findings: number }> {
  const shipments = await readJson<Shipment[]>(objectKey(input, `shard-${input.index}.json`));
  const asOf = clock.now().toISOString().slice(0, 10);
  const [tracking, contracts, audit] = await Promise.all([
    trackShard(input.companyId, shipments),
    listContracts(input.companyId),
    requireAudit(input),
  ]);
  const timeZone = audit.timeZone ?? DEFAULT_TIME_ZONE;
  const findings: Finding[] = [];
  const figures: ShipmentFigure[] = [];
  const invoices: Record<string, string> = {};
  for (const shipment of shipments) {
    const facts = tracking.facts.get(trackingKey(shipment.carrier, shipment.trackingNumber)) ?? null;
    const account = shipmentValue(shipment, (line) => line.account) ?? '';
    const contract = contractFor(contracts, shipment.carrier, account);
    findings.push(...auditShipment({ ...shipment, tracking: facts, contract, asOf }));
    // What the shipment adds to the dashboards: by its invoice's day, carrier, service, destination.
    const figure = shipmentFigure(shipment, facts, timeZone, asOf);
    figures.push(figure);
    for (const line of shipment.lines)
      if (line.invoiceNumber)
        invoices[`${line.carrier}|${line.invoiceNumber}`] ??= line.invoiceDate || figure.day;
  }
  await writeObject(objectKey(input, `findings-${input.index}.json`), JSON.stringify(findings));
  await writeObject(
    objectKey(input, `dashboard-${input.index}.json`),
    JSON.stringify({ deltas: addShipments({}, figures), invoices } satisfies ShardDashboard),
  );
  // Credit lines prove refunds our claims won: their fee lines keep them. It is the Billing page's
  // evidence, not the audit's: a failure is logged, and the invoice audited again records it.
  const credits = creditsOf(shipments);
  await recordCreditEvidence(input.companyId, credits).catch((error: unknown) =>
    log.warn('credit evidence not recorded', { documentId: input.documentId, error: String(error) }),
  );
  // A credit for a claim the carrier has but nobody recorded as credited: the desk confirms it.
  await proposeCredits(input.companyId, credits, clock.now().toISOString()).catch((error: unknown) =>
    log.warn('credits not proposed to the desk', { documentId: input.documentId, error: String(error) }),
  );
  await countShardDone(input.companyId, input.documentId, input.index);
  return { findings: findings.length };
}

/** The claim a shipment and reason get: named by them, so no invoice, retried or overlapping, opens it twice. */
export function auditClaimId(
  companyId: string,
  carrier: string,
  trackingNumber: string,
  claimType: string,
): string {
  const digest = createHash('sha256')
    .update(`${companyId}|${carrier}|${trackingNumber}|${claimType}`)
    .digest('hex')
    .slice(0, 24);
  return `audit-${digest}`;
}

/** One claim per shipment and reason: the key of a finding's claim. */
const candidateKey = (finding: Finding) =>
  `${finding.carrier}|${normaliseTracking(finding.trackingNumber)}|${finding.claimType}`;

interface Candidate {
  key: string;
  claim: StoredClaim;
  findings: Finding[];
}

/** The findings grouped by shipment and reason: one claim each, for the carriers we file with. */
function candidatesOf(
  audit: StoredAudit,
  findings: Finding[],
  credentials: Awaited<ReturnType<typeof listCredentials>>,
  at: string,
): Candidate[] {
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    if (!carrierById(finding.carrier)) continue;
    const key = candidateKey(finding);
    const group = groups.get(key);
    if (group) group.push(finding);
    else groups.set(key, [finding]);
  }
  return [...groups].map(([key, group]) => ({
    key,
    claim: auditClaim(audit, group, credentials, at),
    findings: group,
  }));
}

/**
 * The investigation a shipment's findings for one reason open (awaiting opening, source 'audit'):
 * named by the shipment and reason, so no run, retry or confirmed signal opens it twice.
 */
export function auditClaim(
  audit: Pick<
    StoredAudit,
    'companyId' | 'documentId' | 'run' | 'invoiceDate' | 'startedBy' | 'startedById' | 'timeZone'
  >,
  group: Pick<
    Finding,
    | 'ruleId'
    | 'claimType'
    | 'carrier'
    | 'trackingNumber'
    | 'invoiceNumber'
    | 'reference'
    | 'shipDate'
    | 'deliveryDate'
    | 'currency'
    | 'amount'
    | 'sourceLines'
    | 'evidence'
    | 'windowDays'
  >[],
  credentials: Awaited<ReturnType<typeof listCredentials>>,
  at: string,
  owner: { userId: string; email: string } = { userId: audit.startedById, email: audit.startedBy },
): StoredClaim {
  const invoiceDate = audit.invoiceDate ?? at.slice(0, 10);
  const first = group[0]!;
  const trackingNumber = normaliseTracking(first.trackingNumber);
  const claimType = first.claimType as ClaimType;
  const claim = newClaim({
    ...(audit.timeZone ? { timeZone: audit.timeZone } : {}),
    claimId: auditClaimId(audit.companyId, first.carrier, trackingNumber, claimType),
    companyId: audit.companyId,
    source: 'audit',
    owner,
    credentialId: preferredCredential(credentials, first.carrier)?.credentialId ?? '',
    tracking_number: trackingNumber,
    carrier: first.carrier as CarrierId,
    issue: claimType,
    // The order the parcel belongs to, as the invoice's reference columns name it; the invoice number when they are empty.
    reference: (group.find((finding) => finding.reference)?.reference || first.invoiceNumber).slice(0, 100),
    lines: [],
    documents: [],
    given: { originalInvoice: false, pictures: false },
    amount: {
      currency: first.currency,
      cents: group.reduce((sum, finding) => sum + cents(finding.amount), 0),
    },
    shipment: {
      shippedAt: first.shipDate || invoiceDate,
      scheduledDeliveryAt: first.deliveryDate || first.shipDate || invoiceDate,
      deliveredAt: first.deliveryDate || null,
      invoicedAt: invoiceDate,
      ...(first.windowDays ? { windowDays: first.windowDays } : {}),
    },
    audit: {
      documentId: audit.documentId,
      run: audit.run ?? 1,
      findings: group.map((finding) => ({
        ruleId: finding.ruleId,
        amount: finding.amount,
        invoiceNumber: finding.invoiceNumber,
        sourceLines: finding.sourceLines,
        evidence: finding.evidence,
      })),
    },
    at,
  });
  return claim;
}

type Outcome = NonNullable<StoredFinding['outcome']>;
interface ChunkRecord {
  outcomes: Record<string, [Outcome, string | null]>;
}

/**
 * An investigation an earlier run of this invoice opened takes this run's findings and amount while
 * nothing has happened to it yet: awaiting opening, and no goods value given by the merchant (a
 * lost or damaged parcel's amount is then theirs). Once filed with the carrier, it stays as filed.
 * Amounts are counted when a claim is filed, so the counters do not move. Run again, it finds
 * nothing to change.
 */
async function followLaterRun(stored: StoredClaim, found: StoredClaim, by: string): Promise<void> {
  const findings = found.audit!.findings;
  if (stored.state !== 'refundable' || stored.lines.length > 0) return;
  // What a finding is about (maps come back from DynamoDB in any key order: not compared whole).
  const gist = (list: typeof findings) =>
    list.map((finding) => `${finding.ruleId}|${finding.amount}|${finding.sourceLines.join(',')}`).join(';');
  if (stored.requestedCents === found.requestedCents && gist(stored.audit!.findings) === gist(findings))
    return;
  // Changed meanwhile (the merchant answered, the sync filed it): what happened to it stands.
  await unlessChanged(
    changeClaim(stored, {
      mover: 'merchant',
      event: 'overwritten',
      to: stored.state,
      by,
      at: clock.now().toISOString(),
      message: null,
      set: {
        requestedCents: found.requestedCents,
        shipment: found.shipment,
        audit: { ...stored.audit!, findings },
      },
    }),
    stored,
  );
}

/** Opens one chunk's claims once: a retried chunk reads what it did the first time. */
async function openChunk(audit: StoredAudit, index: number, chunk: Candidate[]): Promise<ChunkRecord> {
  const recorded = await chunkOutcomes<ChunkRecord['outcomes']>(audit, index);
  if (recorded) return { outcomes: recorded };
  // Each claim is counted by the transaction that creates it: once, whichever run opens it.
  const made = await openClaims(
    chunk.map((candidate) => candidate.claim),
    audit.startedBy,
    { count: true },
  );
  // 'created' covers a claim that exists already: ours (a retry), or one an earlier invoice opened.
  const existing = await getClaims(
    audit.companyId,
    chunk.filter(({ claim }) => made.get(claim.claimId) === 'created').map(({ claim }) => claim.claimId),
  );
  const holders = await openClaimIds(
    audit.companyId,
    chunk
      .filter(({ claim }) => made.get(claim.claimId) === 'open_claim')
      .map(({ claim }) => claim.tracking_number),
  );
  const outcomes: ChunkRecord['outcomes'] = {};
  for (const { key, claim } of chunk) {
    if (made.get(claim.claimId) === 'open_claim') {
      outcomes[key] = ['other_open_claim', holders.get(claim.tracking_number) ?? null];
      continue;
    }
    const stored = existing.get(claim.claimId);
    if (stored?.audit?.documentId === audit.documentId) {
      outcomes[key] = ['opened', claim.claimId];
      if ((stored.audit.run ?? 1) !== (audit.run ?? 1)) await followLaterRun(stored, claim, audit.startedBy);
    } else outcomes[key] = ['already_claimed', claim.claimId];
  }
  // Another attempt may have recorded the chunk first: its record stands.
  await recordChunk(audit, index, outcomes);
  return { outcomes };
}

/** Opens the investigations, keeps the findings, adds the invoice to the counters; marks the audit done. */
export async function record(input: AuditInput): Promise<{ findings: number; claimsOpened: number }> {
  const audit = await requireAudit(input);
  await setAudit(input.companyId, input.documentId, { status: 'recording' });
  const findings: Finding[] = [];
  for (let index = 0; index < audit.shards; index++)
    findings.push(...(await readJson<Finding[]>(objectKey(input, `findings-${index}.json`))));
  const at = clock.now().toISOString();
  // Only what a carrier would accept opens an investigation; the rest is the merchant's to review.
  const claims = findings.filter((finding) => (finding.confidence ?? 'claim') === 'claim');
  const candidates = candidatesOf(audit, claims, await listCredentials(input.companyId), at);
  const outcomes: ChunkRecord['outcomes'] = {};
  let chunks = 0;
  for (let start = 0; start < candidates.length; start += CHUNK_CLAIMS, chunks++) {
    const chunk = await openChunk(audit, chunks, candidates.slice(start, start + CHUNK_CLAIMS));
    Object.assign(outcomes, chunk.outcomes);
  }
  const stored: StoredFinding[] = findings.map((finding) => {
    const confidence = finding.confidence ?? 'claim';
    const [outcome, claimId] =
      confidence === 'claim' ? (outcomes[candidateKey(finding)] ?? [null, null]) : [null, null];
    return { ...finding, confidence, outcome, claimId };
  });
  await writeObject(objectKey(input, 'findings.json'), JSON.stringify(stored));
  // The signals to review the invoice's page lists, written now: listing them later is a small read.
  // One the merchant settled already (dismissed, or confirmed into an investigation) is not raised again.
  const signals = findings.filter((finding) => finding.confidence === 'review');
  const decided = await decisionsOf(input.companyId, signals);
  const open = signals.filter((finding) => !decisionFor(decided, finding));
  await writeObject(objectKey(input, REVIEWS_FILE), JSON.stringify(reviewList(open)));
  // The files to download, written now: downloading them later is a read.
  await writeFindingsFiles(auditFolder(input.companyId, input.documentId), stored);

  const byRule = new Map<string, RuleTotal>();
  const recoverable: Record<string, number> = {};
  for (const finding of claims) {
    let total = byRule.get(finding.ruleId);
    if (!total) {
      total = { ruleId: finding.ruleId, claimType: finding.claimType, findings: 0, amounts: {} };
      byRule.set(finding.ruleId, total);
    }
    total.findings++;
    addAmount(total.amounts, finding.currency, finding.amount);
    addAmount(recoverable, finding.currency, finding.amount);
  }
  // What the open signals would recover if the facts they need bear them out.
  const reviewable: Record<string, number> = {};
  for (const finding of open) addAmount(reviewable, finding.currency, finding.amount);
  const values = Object.values(outcomes);
  const summary = {
    status: 'done' as const,
    findings: claims.length,
    reviews: open.length,
    reviewable,
    // Largest amount first (the screen draws them as bars).
    byRule: [...byRule.values()].sort(
      (a, b) => amountsTotal(b.amounts) - amountsTotal(a.amounts) || a.ruleId.localeCompare(b.ruleId),
    ),
    recoverable,
    claimsOpened: values.filter(([outcome]) => outcome === 'opened').length,
    alreadyClaimed: values.filter(([outcome]) => outcome !== 'opened').length,
    chunks,
    finishedAt: at,
  };
  if (!audit.countedRun) await countDashboards(audit);
  await countOnce(audit, summary, claims);
  // Its parcels may take the month's usage past 80 % of the bundle: the client admins are told once.
  if (!audit.countedRun)
    await warnBundleOnce(audit.companyId).catch((error: unknown) =>
      log.warn('bundle warning failed', { documentId: input.documentId, error: String(error) }),
    );
  log.info('invoice audited', {
    documentId: input.documentId,
    findings: claims.length,
    reviews: summary.reviews,
  });
  return { findings: claims.length, claimsOpened: summary.claimsOpened };
}

/** The workflow failed after its retries: the audit says so. */
export async function fail(input: AuditInput): Promise<void> {
  await setAudit(input.companyId, input.documentId, {
    status: 'failed',
    problem: 'internal',
    finishedAt: clock.now().toISOString(),
  }).catch((error: unknown) => log.error('audit not marked failed', { error: String(error) }));
}
