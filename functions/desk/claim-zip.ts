/**
 * A claim's documents as one zip for the carrier (issue 38, item 3): read from the uploads bucket,
 * zipped (fflate) and written back under `exports/` (expired after a day), then handed out as a
 * five-minute link: the files never pass through a Lambda's answer.
 *
 * The zip is the claim version's: its key names the version, so asking again for the same version
 * (a second click, a second person) finds it made and makes nothing; a claim that changed (a new
 * document) gets a new zip. Its bytes are the same however often it is made (each entry dated by
 * its upload), so two people making it at once write the same object.
 */
import { type Zippable, zipSync } from 'fflate';
import type { StoredClaim } from '../claims/stored-claim';
import type { StoredDocument } from '../documents/document-store';
import { HttpError } from '../http/errors';
import { downloadLink, objectExists, readObject, writeObject } from '../lib/aws/s3';
import { forEachLimit } from '../lib/concurrency';
import { fromItem } from '../lib/table/item';
import { keys } from '../lib/table/keys';
import { table } from '../lib/table/table';
import { COMPRESSED, claimFiles, zipFileName, zipKey, zipNames } from './zip-names';

/** A claim holds at most 20 documents of at most 5 MB each that carriers take: a zip holds as much. */
export const ZIP_MAX_BYTES = 20 * 5 * 1024 * 1024;

/** Builds the version's zip unless it is there, and answers a link to it. */
export async function claimZipLink(claim: StoredClaim) {
  const key = zipKey(claim);
  const files = claimFiles(claim);
  const fileName = zipFileName(claim);
  if (!(await objectExists(key))) {
    const documents = await readDocuments(claim.companyId, files);
    const names = zipNames(
      documents.map(({ file, document }) => ({ kind: file.kind, fileName: document.fileName })),
    );
    const entries: Zippable = {};
    await forEachLimit(
      documents.map((entry, index) => ({ ...entry, name: names[index]! })),
      4,
      async ({ document, name }) => {
        entries[name] = [
          await readObject(document.key),
          { level: COMPRESSED.test(name) ? 0 : 6, mtime: entryDate(document.uploadedAt) },
        ];
      },
    );
    // Entries in the zip's order, whatever order the reads finished in: the same bytes every time.
    const ordered: Zippable = Object.fromEntries(
      names.filter((name) => entries[name]).map((name) => [name, entries[name]!]),
    );
    await writeObject(key, zipSync(ordered), 'application/zip');
  }
  return { ...(await downloadLink(key, fileName)), fileName, files: files.length };
}

/** An entry's date: its upload (a zip dates nothing before 1980; a document without one gets 2000). */
const entryDate = (uploadedAt: string | undefined) => {
  const at = Date.parse(uploadedAt ?? '');
  return new Date(at >= Date.UTC(1980, 1, 1) ? at : Date.UTC(2000, 0, 1));
};

/** The claim's documents as stored (a document since deleted is left out), within the zip's cap. */
async function readDocuments(companyId: string, files: { documentId: string; kind: string }[]) {
  const items = files.length
    ? await table.batchGet(files.map((file) => keys.document(companyId, file.documentId)))
    : [];
  const byId = new Map(
    items.map((item) => fromItem<StoredDocument>(item)).map((document) => [document.documentId, document]),
  );
  const documents = files.flatMap((file) => {
    const document = byId.get(file.documentId);
    return document ? [{ file, document }] : [];
  });
  const bytes = documents.reduce((sum, { document }) => sum + (document.size ?? 0), 0);
  if (bytes > ZIP_MAX_BYTES)
    throw new HttpError(
      'desk.zip_too_large',
      'The documents are too large for one zip: download them one by one',
    );
  return documents;
}
