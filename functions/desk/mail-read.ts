/**
 * Reading one carrier mail, as untrusted input (QUALITY.md item 21): parsed with mailparser from the
 * raw message SES (or the laptop's SMTP server) stored; the subject, sender, date and Message-ID
 * kept; the text part kept (cut at its cap), the HTML part sanitised before anything keeps it;
 * attachments checked one by one as uploads are (the type from their first bytes against what a
 * claim's documents may be, the size, a spreadsheet's zip directory before anything inflates it),
 * at most MAIL_MAX_ATTACHMENTS of them. Pure: storing what passes is the caller's business.
 */
import {
  type AttachmentRefusal,
  MAIL_ATTACHMENT_MAX_BYTES,
  MAIL_MAX_ATTACHMENTS,
  MAIL_MAX_HTML_CHARS,
  MAIL_MAX_TEXT_CHARS,
} from '@shared/claims/carrier-mail';
import { cleanFileName } from '@shared/documents/file-names';
import {
  acceptedType,
  extensionOf,
  FILE_TYPES,
  type FileType,
  sniffFileType,
  type UploadKind,
} from '@shared/documents/uploads';
import { scanZip } from '@shared/sheets/zip-scan';
import { type AddressObject, simpleParser } from 'mailparser';
import { htmlText, sanitizeMailHtml } from './mail-html';

export interface ReadAttachment {
  fileName: string;
  size: number;
  fileType: FileType | null;
  /** The document kind it is kept as (null: refused). */
  kind: UploadKind | null;
  refused: AttachmentRefusal | null;
  /** The bytes of an attachment that passed (empty for a refused one). */
  content: Uint8Array;
}

export interface ReadMail {
  subject: string;
  from: string;
  fromName: string | null;
  /** The date the mail says it was written (null: none, or one that is no date). */
  date: string | null;
  messageId: string | null;
  text: string;
  html: string | null;
  truncated: boolean;
  attachments: ReadAttachment[];
}

/** A claim's documents are PDFs and pictures; a carrier's statement may be a spreadsheet. */
const KIND_OF_TYPE: Partial<Record<FileType, UploadKind>> = {
  pdf: 'claim_document',
  png: 'claim_document',
  jpeg: 'claim_document',
  xlsx: 'carrier_other',
  xls: 'carrier_other',
  csv: 'carrier_other',
};

/** Header text kept short and on one line (a subject is shown, logged and written to the history). */
const oneLine = (value: string, max: number) => cleanFileName(value.replace(/[\r\n\t]+/g, ' ')).slice(0, max);

function firstAddress(header: AddressObject | AddressObject[] | undefined) {
  const object = Array.isArray(header) ? header[0] : header;
  const value = object?.value.find((entry) => entry.address) ?? object?.value[0];
  return {
    address: oneLine(value?.address ?? '', 320).toLowerCase(),
    name: value?.name ? oneLine(value.name, 200) : null,
  };
}

/**
 * Checks one attachment as an upload is checked. `index` counts from 0 in the mail; `virus` is the
 * receiving side's verdict on the whole message (SES scans it): a message found infected keeps none.
 */
export function checkAttachment(
  rawName: string,
  content: Uint8Array,
  index: number,
  virus: boolean,
): ReadAttachment {
  const sniffed = content.length ? sniffFileType(content.subarray(0, 8192)) : null;
  const fileType = sniffed === 'zip' ? null : sniffed;
  let fileName = cleanFileName(rawName).slice(0, 200);
  // A mail's parts are often named without an extension: the type their bytes show names them.
  if (fileType && !extensionOf(fileName))
    fileName = `${fileName || `attachment-${index + 1}`}.${FILE_TYPES[fileType].extensions[0]}`;
  if (!fileName) fileName = `attachment-${index + 1}`;
  const refuse = (refused: AttachmentRefusal): ReadAttachment => ({
    fileName,
    size: content.length,
    fileType,
    kind: null,
    refused,
    content: new Uint8Array(),
  });
  if (index >= MAIL_MAX_ATTACHMENTS) return refuse('too_many');
  if (virus) return refuse('virus');
  if (!content.length) return refuse('empty');
  if (content.length > MAIL_ATTACHMENT_MAX_BYTES) return refuse('too_large');
  const kind = fileType ? KIND_OF_TYPE[fileType] : undefined;
  if (!kind || !acceptedType(kind, fileName, content.subarray(0, 8192))) return refuse('wrong_type');
  // A spreadsheet is a zip: one whose directory declares a bomb is refused before anything inflates it.
  if (fileType === 'xlsx' && !scanZip(content).ok) return refuse('unsafe_archive');
  return { fileName, size: content.length, fileType, kind, refused: null, content };
}

/** Parses a raw message and checks what it carries. */
export async function readMail(raw: Uint8Array, options: { virus: boolean }): Promise<ReadMail> {
  // Only what the desk uses: no links made, no HTML made of the text, no text made of the HTML
  // (htmlText makes it, the same way on the laptop and in the Lambda bundle, whose stand-ins drop those).
  const parsed = await simpleParser(Buffer.from(raw), {
    skipImageLinks: true,
    skipTextLinks: true,
    skipTextToHtml: true,
    skipHtmlToText: true,
  });
  const from = firstAddress(parsed.from);
  const html = typeof parsed.html === 'string' ? sanitizeMailHtml(parsed.html, MAIL_MAX_HTML_CHARS) : null;
  const text = (parsed.text || (html ? htmlText(html.html) : '')).replace(/\r\n?/g, '\n');
  // Inline parts an HTML body shows (a signature's logo) are no documents of the claim.
  const files = parsed.attachments.filter((attachment) => !attachment.related);
  const date = parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date.toISOString() : null;
  return {
    subject: oneLine(parsed.subject ?? '', 500),
    from: from.address,
    fromName: from.name,
    date,
    messageId: parsed.messageId ? oneLine(parsed.messageId, 500) : null,
    text: text.slice(0, MAIL_MAX_TEXT_CHARS),
    html: html?.html || null,
    truncated: text.length > MAIL_MAX_TEXT_CHARS || Boolean(html?.truncated),
    attachments: files.map((file, index) =>
      checkAttachment(file.filename ?? '', new Uint8Array(file.content), index, options.virus),
    ),
  };
}
