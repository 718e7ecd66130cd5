/**
 * A claim's filing sheet (issue 38, item 3): the claim's carrier's form (shared/carriers/
 * claim-forms.ts), each field prefilled from what we hold (the claim, its company, the carrier
 * account, the merchant's answers in its history), the documents the carrier wants for the issue
 * and which of them the claim has. Pure: the endpoint reads, this decides.
 *
 * Values are written as a carrier's form takes them: dates YYYY-MM-DD, amounts with two decimals
 * and a point, no currency sign (the currency is its own field); a field nothing we hold knows is
 * null, and the sheet says so rather than guess.
 */
import { carrierById } from '@shared/carriers/carriers';
import {
  type ClaimForm,
  claimFormFor,
  denialReasonsFor,
  documentsWanted,
  NEED_HELD_BY,
  SHARED_FIELDS,
  SHEET_FIELDS,
  type SheetFieldKey,
  sheetFieldLabel,
} from '@shared/carriers/claim-forms';
import type { FilingSheet, SheetDocument } from '@shared/claims/desk-sheet';
import type { ClaimHistoryEntry } from '@shared/claims/schema';
import type { StoredCredential } from '../carriers/credential-store';
import type { StoredClaim } from '../claims/stored-claim';
import type { Company } from '../companies/company-store';

export interface SheetInputs {
  claim: StoredClaim;
  company: Pick<
    Company,
    | 'name'
    | 'invoice_company_name'
    | 'street_name'
    | 'zip_code'
    | 'city_name'
    | 'country'
    | 'claim_email_address'
    | 'finance_email_address'
  > | null;
  /** The carrier account the claim is filed with (its password is never read here). */
  credential: Omit<StoredCredential, 'secret'> | null;
  history: readonly ClaimHistoryEntry[];
  /** The carrier invoice an audit claim comes from, as its document is named. */
  auditInvoice: { documentId: string; fileName: string } | null;
}

const day = (iso: string | null | undefined) =>
  iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : null;
const amount = (cents: number) => (cents / 100).toFixed(2);
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** What the merchant wrote to us about the claim: its answers, oldest first. */
function merchantWords(history: readonly ClaimHistoryEntry[]): string | null {
  const words = history
    .filter((entry) => entry.event === 'information' && entry.message?.trim())
    .map((entry) => `${entry.at.slice(0, 10)}: ${entry.message!.trim()}`);
  return words.length ? words.join('\n\n') : null;
}

function values({ claim, company, credential, history }: SheetInputs): Record<SheetFieldKey, string | null> {
  const lines = claim.lines;
  const address = company
    ? [
        text(company.street_name),
        [text(company.zip_code), text(company.city_name)].filter(Boolean).join(' '),
        text(company.country),
      ]
        .filter((part) => part)
        .join('\n')
    : '';
  return {
    trackingNumber: claim.tracking_number,
    issue: claim.reason_refund,
    shipDate: day(claim.shipment?.shippedAt),
    deliveryDate: day(claim.shipment?.deliveredAt ?? claim.shipment?.scheduledDeliveryAt),
    serviceLevel: text(claim.service_level_agreement),
    weight: claim.weight === null ? null : String(claim.weight),
    senderName: company ? (text(company.invoice_company_name) ?? company.name) : null,
    senderAddress: address || null,
    contactEmail: text(company?.claim_email_address) ?? text(company?.finance_email_address),
    accountNumber: text(credential?.username),
    receiverName: null,
    receiverAddress: null,
    receiverPostalCode: text(claim.postal_code_receiver),
    receiverCountry: text(claim.country_code_receiver),
    goodsDescription: lines.length
      ? lines.map((line) => `${line.nb_of_items} × ${line.description}`).join('\n')
      : null,
    quantity: lines.length ? String(lines.reduce((sum, line) => sum + line.nb_of_items, 0)) : null,
    goodsValue: lines.length
      ? amount(lines.reduce((sum, line) => sum + Math.round(line.amount_excl * 100), 0))
      : null,
    amountClaimed: claim.requestedCents > 0 ? amount(claim.requestedCents) : null,
    currency: claim.currency,
    orderReference: text(claim.reference),
    merchantWords: merchantWords(history),
  };
}

/** The documents the carrier wants for the claim's issue, each with the claim's files that can be it. */
function documentsOf(claim: StoredClaim, auditInvoice: SheetInputs['auditInvoice']): SheetDocument[] {
  return documentsWanted(claim.carrier, claim.reason_refund).map((need) => {
    const held = NEED_HELD_BY[need];
    const files =
      held === 'audit'
        ? auditInvoice
          ? [auditInvoice]
          : []
        : claim.documents
            .filter((document) => document.kind === held)
            .map(({ documentId, fileName }) => ({ documentId, fileName }));
    // Other documents may or may not be this one: a person looks.
    const status = !files.length ? 'lacks' : held === 'claim_document' ? 'check' : 'has';
    return { need, status, files };
  });
}

/** The form a carrier without one of its own is filed with: the shared fields, on its portal. */
function formOf(carrier: string): Pick<ClaimForm, 'channels' | 'fields' | 'sources'> {
  return (
    claimFormFor(carrier) ?? {
      channels: [{ kind: 'portal', address: carrierById(carrier)?.portalUrl ?? '' }],
      fields: SHARED_FIELDS,
      sources: [],
    }
  );
}

export function filingSheet(inputs: SheetInputs): FilingSheet {
  const { claim, credential } = inputs;
  const form = formOf(claim.carrier);
  const known = values(inputs);
  const catalog = carrierById(claim.carrier);
  return {
    companyId: claim.companyId,
    claimId: claim.claimId,
    carrier: claim.carrier,
    carrierName: catalog?.name ?? claim.carrier,
    version: claim.version,
    channels: form.channels.map(({ kind, address }) => ({ kind, address })),
    portalUrl: text(credential?.portal_url) ?? catalog?.portalUrl ?? form.channels[0]?.address ?? '',
    fields: form.fields.map(({ key, required }) => ({
      key,
      labelKey: sheetFieldLabel(key),
      format: SHEET_FIELDS[key].format,
      value: known[key],
      required,
    })),
    documents: documentsOf(claim, inputs.auditInvoice),
    documentCount: new Set([
      ...claim.documents.map((document) => document.documentId),
      ...(inputs.auditInvoice ? [inputs.auditInvoice.documentId] : []),
    ]).size,
    denialReasons: [...denialReasonsFor(claim.carrier)],
    sources: form.sources.map(({ url, title }) => ({ url, title })),
    login: credential
      ? {
          credentialId: credential.credentialId,
          username: credential.username,
          status: credential.status,
          statusReason: credential.statusReason,
        }
      : null,
  };
}
