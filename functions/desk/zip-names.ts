/**
 * The claim zip's names (./claim-zip.ts), pure: which files it holds, under which names, at
 * which key, downloaded as what.
 */
import { cleanFileName } from '@shared/documents/file-names';
import type { StoredClaim } from '../claims/stored-claim';
import { BUCKET_PREFIXES } from '../lib/buckets';

/** Files carriers compress no further (pictures, PDFs, archives): stored, not deflated again. */
export const COMPRESSED = /\.(jpe?g|png|gif|webp|heic|pdf|zip|xlsx|docx)$/i;

const PREFIX: Record<string, string> = {
  claim_invoice: 'invoice',
  damage_picture: 'photo',
  claim_document: 'document',
  audit: 'carrier-invoice',
};

/** Characters Windows reserves in a file name (cleanFileName took control characters and slashes out). */
const UNSAFE = /[<>:"|?*]/g;
const MAX_NAME = 120;

/**
 * The entries' names: the kind first (`01-invoice-…`), the name as uploaded made safe (no folders,
 * no reserved characters, at most 120 characters, its extension kept), unique within the zip.
 */
export function zipNames(files: readonly { kind: string; fileName: string }[]): string[] {
  const taken = new Set<string>();
  return files.map((file, index) => {
    const clean = cleanFileName(file.fileName).replace(UNSAFE, '_').replace(/^\.+/, '') || 'file';
    const dot = clean.lastIndexOf('.');
    const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
    const stem = (extension ? clean.slice(0, dot) : clean).slice(0, MAX_NAME - extension.length);
    const base = `${String(index + 1).padStart(2, '0')}-${PREFIX[file.kind] ?? 'document'}-${stem}`;
    let name = `${base}${extension}`;
    for (let copy = 2; taken.has(name.toLowerCase()); copy++) name = `${base} (${copy})${extension}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** The claim's files: its documents, then the carrier invoice an audit claim comes from (each once). */
export function claimFiles(claim: StoredClaim): { documentId: string; kind: string }[] {
  const files = claim.documents.map(({ documentId, kind }) => ({ documentId, kind: kind as string }));
  if (claim.audit && !files.some((file) => file.documentId === claim.audit!.documentId))
    files.push({ documentId: claim.audit.documentId, kind: 'audit' });
  return files;
}

export const zipKey = (claim: Pick<StoredClaim, 'companyId' | 'claimId' | 'version'>) =>
  `${BUCKET_PREFIXES.exports}desk/${claim.companyId}/${claim.claimId}/v${claim.version}.zip`;

/** The name the zip downloads under: the parcel's tracking number. */
export const zipFileName = (claim: Pick<StoredClaim, 'tracking_number'>) =>
  `${cleanFileName(claim.tracking_number).replace(UNSAFE, '_')}-documents.zip`;
