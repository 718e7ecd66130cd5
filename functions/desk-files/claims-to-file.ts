/**
 * The desk's bulk file out: one carrier's claims waiting to be filed (the lane 'to_file', of one
 * company or of every company in the caller's scope), read through the desk's indexes page after
 * page up to DESK_FILE_CAP claims (soonest deadline first: past the cap, the latest wait for the
 * next export, and the answer says so), their details read in batches, and written in the
 * carrier's layout or ours (shared/claims/desk-export.ts), formula-safe, amounts as numbers, to S3.
 * A manifest beside the file keeps its claims by tracking number: the carrier's answer file, which
 * names parcels by their tracking numbers, finds its claims across companies from it.
 */
import { type ExportFacts, exportTable, layoutOf } from '@shared/claims/desk-export';
import { DESK_FILE_CAP, dayText } from '@shared/claims/desk-files';
import type { DeskExportInput } from '@shared/claims/desk-files-api';
import { toCsv } from '@shared/sheets/exports';
import { toXlsxFile, XLSX_MIME } from '@shared/sheets/xlsx-writer';
import { getClaims } from '../claims/claim-queries';
import { deskDeadline, type StoredClaim } from '../claims/stored-claim';
import { type Company, getCompany } from '../companies/company-store';
import { type DeskIndexRow, lanePage } from '../desk/desk-queries';
import type { DeskScope } from '../desk/desk-scope';
import { HttpError } from '../http/errors';
import { downloadLink, writeObject } from '../lib/aws/s3';
import { randomId } from '../lib/ids';
import { type ExportManifest, exportFolder, manifestKey } from './answer-preview';

/** Index rows a page of the export reads (the desk's queries read at most 400 per partition a page). */
const PAGE = 500;

/** The claims to file of the lane, in the lane's order, at most DESK_FILE_CAP; whether more wait. */
async function laneToFile(
  input: DeskExportInput,
  scope: DeskScope,
  today: Date,
): Promise<{ rows: DeskIndexRow[]; capped: boolean }> {
  const filters = {
    lane: 'to_file' as const,
    carrier: input.carrier,
    ...(input.companyId ? { companyId: input.companyId } : {}),
  };
  const rows: DeskIndexRow[] = [];
  let position: string | undefined;
  for (;;) {
    const page = await lanePage(filters, scope, position, today, PAGE);
    // Filed claims whose documents are to send share the lane: they are not filed again.
    rows.push(...page.rows.filter((row) => row.claim_number === null));
    if (rows.length > DESK_FILE_CAP) return { rows: rows.slice(0, DESK_FILE_CAP), capped: true };
    if (!page.next) return { rows, capped: false };
    if (rows.length === DESK_FILE_CAP) return { rows, capped: true };
    position = page.next;
  }
}

const addressOf = (company: Company | null) =>
  [company?.street_name, [company?.zip_code, company?.city_name].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

function factsOf(claim: StoredClaim, company: Company | null): ExportFacts {
  const deadline = deskDeadline(claim);
  const name = company?.invoice_company_name || company?.name || claim.companyId;
  return {
    companyName: company?.name ?? claim.companyId,
    tracking_number: claim.tracking_number,
    carrier: claim.carrier,
    issue: claim.reason_refund,
    openedOn: claim.createdAt.slice(0, 10),
    shippedOn: claim.shipment?.shippedAt.slice(0, 10) ?? '',
    scheduledDeliveryOn: claim.shipment?.scheduledDeliveryAt.slice(0, 10) ?? '',
    deliveredOn: claim.shipment?.deliveredAt?.slice(0, 10) ?? '',
    closesOn: deadline.closesOn,
    estimated: deadline.estimated,
    senderName: name,
    senderAddress: addressOf(company),
    senderCountry: claim.country_code_sender ?? company?.country ?? '',
    receiverCountry: claim.country_code_receiver ?? '',
    receiverPostalCode: claim.postal_code_receiver ?? '',
    goods: claim.lines.map((line) => `${line.nb_of_items} x ${line.description}`).join('; '),
    amount: claim.requestedCents / 100,
    currency: claim.currency,
    reference: claim.reference,
    claimRef: `${claim.companyId}/${claim.claimId}`,
  };
}

/** Writes the export file and its manifest; answers a five-minute link to the file. */
export async function exportClaimsToFile(input: DeskExportInput, scope: DeskScope, today: Date) {
  const { rows, capped } = await laneToFile(input, scope, today);
  if (!rows.length)
    throw new HttpError('desk.nothing_to_export', 'No claim of this carrier waits to be filed');
  const byCompany = new Map<string, string[]>();
  for (const row of rows)
    byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row.claimId]);
  const read = await Promise.all(
    [...byCompany].map(async ([companyId, claimIds]) => {
      const [claims, company] = await Promise.all([getClaims(companyId, claimIds), getCompany(companyId)]);
      return { claims, company };
    }),
  );
  const claims = new Map<string, { claim: StoredClaim; company: Company | null }>();
  for (const { claims: found, company } of read)
    for (const claim of found.values()) claims.set(`${claim.companyId}/${claim.claimId}`, { claim, company });
  // In the lane's order; a claim gone since its index row was read is left out.
  const facts = rows.flatMap((row) => {
    const found = claims.get(`${row.companyId}/${row.claimId}`);
    return found ? [factsOf(found.claim, found.company)] : [];
  });
  const layout = input.layout === 'carrier' ? layoutOf(input.carrier) : null;
  const table = exportTable(layout, facts, input.locale);
  const exportId = randomId(12);
  const fileName = `${input.carrier}-claims-to-file-${dayText(today)}.${table.format}`;
  const key = `${exportFolder(exportId)}/${fileName}`;
  if (table.format === 'csv')
    await writeObject(key, toCsv(table.header, table.rows), 'text/csv; charset=utf-8');
  else
    await writeObject(
      key,
      toXlsxFile(input.locale === 'fr' ? 'Réclamations' : 'Claims', table.header, table.rows),
      XLSX_MIME,
    );
  const manifest: ExportManifest = {
    carrier: input.carrier,
    claims: Object.fromEntries(facts.map((fact) => [fact.tracking_number, fact.claimRef])),
  };
  await writeObject(manifestKey(exportId), JSON.stringify(manifest));
  return {
    exportId,
    fileName,
    layout: table.layout,
    count: facts.length,
    capped,
    ...(await downloadLink(key, fileName)),
  };
}
