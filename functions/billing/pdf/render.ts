/**
 * A billing document (invoice, credit note, monthly statement) as a PDF in its locale, drawn with
 * pdfkit and the standard Helvetica fonts (nothing to embed, small files).
 *
 * pdfkit's Node build loads its font metrics with a runtime `require('#standard-fonts/...')` that
 * esbuild cannot follow, so a bundled Lambda fails with "Cannot find module" (TOOLCHAIN.md). Its
 * browser build takes the fonts as imported modules (`registerStdFonts`) and bundles; the package's
 * `exports` hand it only to non-Node conditions, hence the import by file path.
 *
 * The same document renders the same bytes: the PDF's creation date is the issue date (pdfkit
 * derives the file's ID from it), never the clock.
 */
import type { BillingDocument } from '@shared/billing/documents';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import HelveticaBold from 'pdfkit/standard-fonts/HelveticaBold';
import { PDFDocument, registerStdFonts } from '../../../node_modules/pdfkit/js/pdfkit.browser.mjs';
import {
  customerLines,
  entryHeader,
  entryRows,
  headingOf,
  issuerLines,
  lineHeader,
  lineRows,
  mentionsOf,
  pageFooter,
  totalRows,
} from './content';
import { LABELS } from './labels';
import { toWinAnsi } from './winansi';

registerStdFonts(Helvetica, HelveticaBold);

export interface RenderOptions {
  /** Deflate the page contents (default true); tests turn it off to read the text. */
  compress?: boolean;
}

type Pdf = PDFKit.PDFDocument;
type Align = 'left' | 'right';
interface Column {
  width: number;
  align: Align;
}

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const MARGIN = 50;
/** Room kept under the content for the footer. */
const BOTTOM_MARGIN = 70;
const FOOTER_FROM_BOTTOM = 40;
const CELL_PADDING = 3;
const TABLE_SIZE = 9;
const TEXT_SIZE = 10;
const RULE_COLOR = '#999999';
const MUTED_COLOR = '#555555';

/** The A4 page's content width. */
const contentWidth = (pdf: Pdf) => pdf.page.width - MARGIN * 2;

/** Text at a place, made drawable by the standard fonts; returns where it ends. */
function write(pdf: Pdf, text: string, x: number, y: number, width: number, align: Align = 'left') {
  pdf.text(toWinAnsi(text), x, y, { width, align });
  return pdf.y;
}

/** Lines one under the other, the first in bold; returns where they end. */
function writeBlock(pdf: Pdf, lines: readonly string[], x: number, y: number, width: number, align: Align) {
  let bottom = y;
  lines.forEach((line, index) => {
    pdf.font(index === 0 ? BOLD : REGULAR);
    bottom = write(pdf, line, x, bottom, width, align);
  });
  pdf.font(REGULAR);
  return bottom;
}

function rule(pdf: Pdf, y: number, width = 0.5) {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(pdf), y)
    .lineWidth(width)
    .strokeColor(RULE_COLOR)
    .stroke();
}

/** The title and dates (right), the issuer (left), the customer (right, under the title). */
function drawHeading(pdf: Pdf, document: BillingDocument) {
  const half = contentWidth(pdf) / 2;
  const right = MARGIN + half;
  const heading = headingOf(document);
  pdf.fontSize(TEXT_SIZE);
  const issuerBottom = writeBlock(pdf, issuerLines(document), MARGIN, MARGIN, half - 10, 'left');
  pdf.font(BOLD).fontSize(16);
  let rightBottom = write(pdf, heading.title, right, MARGIN, half, 'right');
  pdf.font(REGULAR).fontSize(TEXT_SIZE);
  for (const detail of heading.details)
    rightBottom = write(pdf, detail, right, rightBottom + 2, half, 'right');
  const customerBottom = writeBlock(pdf, customerLines(document), right, rightBottom + 20, half, 'left');
  pdf.y = Math.max(issuerBottom, customerBottom) + 25;
}

const rowHeight = (pdf: Pdf, cells: readonly string[], columns: readonly Column[]) =>
  Math.max(
    ...cells.map((cell, index) =>
      pdf.heightOfString(toWinAnsi(cell), { width: (columns[index]?.width ?? 0) - CELL_PADDING * 2 }),
    ),
  ) +
  CELL_PADDING * 2;

/** One row of cells from the current y; moves y under it. */
function drawRow(pdf: Pdf, cells: readonly string[], columns: readonly Column[]) {
  const top = pdf.y;
  const height = rowHeight(pdf, cells, columns);
  let x = MARGIN;
  cells.forEach((cell, index) => {
    const column = columns[index] ?? { width: 0, align: 'left' };
    write(pdf, cell, x + CELL_PADDING, top + CELL_PADDING, column.width - CELL_PADDING * 2, column.align);
    x += column.width;
  });
  pdf.y = top + height;
}

function drawTableHeader(pdf: Pdf, header: readonly string[], columns: readonly Column[]) {
  pdf.font(BOLD).fontSize(TABLE_SIZE);
  drawRow(pdf, header, columns);
  rule(pdf, pdf.y, 0.8);
  pdf.font(REGULAR);
}

/** Whether `height` more points fit above the footer. */
const fits = (pdf: Pdf, height: number) => pdf.y + height <= pdf.page.maxY();

/** A table whose rows flow onto new pages, its header repeated at the top of each. */
function drawTable(pdf: Pdf, header: readonly string[], rows: readonly string[][], columns: Column[]) {
  drawTableHeader(pdf, header, columns);
  for (const row of rows) {
    if (!fits(pdf, rowHeight(pdf, row, columns))) {
      pdf.addPage();
      drawTableHeader(pdf, header, columns);
    }
    drawRow(pdf, row, columns);
    rule(pdf, pdf.y, 0.3);
  }
}

/** The lines' columns: the description takes what the figures leave. */
function lineColumns(pdf: Pdf): Column[] {
  const figures: Column[] = [
    { width: 34, align: 'right' },
    { width: 70, align: 'right' },
    { width: 64, align: 'right' },
    { width: 72, align: 'right' },
  ];
  const used = figures.reduce((sum, column) => sum + column.width, 0);
  return [{ width: contentWidth(pdf) - used, align: 'left' }, ...figures];
}

function entryColumns(pdf: Pdf): Column[] {
  const quarter = contentWidth(pdf) / 4;
  return [
    { width: quarter, align: 'left' },
    { width: quarter, align: 'left' },
    { width: quarter, align: 'right' },
    { width: quarter, align: 'left' },
  ];
}

function drawBody(pdf: Pdf, document: BillingDocument) {
  const labels = LABELS[document.locale];
  if (document.type === 'statement')
    drawTable(pdf, entryHeader(labels), entryRows(document), entryColumns(pdf));
  else drawTable(pdf, lineHeader(labels), lineRows(document), lineColumns(pdf));
}

/** The totals, right-aligned under the table, kept together on one page; the last in bold. */
function drawTotals(pdf: Pdf, document: BillingDocument) {
  const rows = totalRows(document);
  const width = 260;
  const x = MARGIN + contentWidth(pdf) - width;
  pdf.fontSize(TEXT_SIZE);
  const lineHeight = pdf.currentLineHeight(true) + 4;
  if (!fits(pdf, 12 + rows.length * lineHeight)) pdf.addPage();
  let y = pdf.y + 12;
  rows.forEach(([label, amount], index) => {
    pdf.font(index === rows.length - 1 ? BOLD : REGULAR);
    write(pdf, label, x, y, width / 2, 'left');
    write(pdf, amount, x + width / 2, y, width / 2, 'right');
    y += lineHeight;
  });
  pdf.font(REGULAR);
  pdf.y = y;
}

/** The legal mentions, each paragraph kept whole on a page. */
function drawMentions(pdf: Pdf, document: BillingDocument) {
  pdf.fontSize(TABLE_SIZE);
  let y = pdf.y + 16;
  for (const paragraph of mentionsOf(document)) {
    const height = pdf.heightOfString(toWinAnsi(paragraph), { width: contentWidth(pdf) });
    pdf.y = y;
    if (!fits(pdf, height)) pdf.addPage();
    y = write(pdf, paragraph, MARGIN, pdf.y, contentWidth(pdf)) + 8;
  }
}

/** "F-2026-000001 — page 1 of 2" under every page, drawn once the page count is known. */
function drawFooters(pdf: Pdf, document: BillingDocument) {
  const { start, count } = pdf.bufferedPageRange();
  pdf.font(REGULAR).fontSize(8).fillColor(MUTED_COLOR);
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    // Text under the bottom margin would start a new page: the margin is lifted while it is drawn.
    pdf.page.margins.bottom = 0;
    const y = pdf.page.height - FOOTER_FROM_BOTTOM;
    pdf.text(toWinAnsi(pageFooter(document, index + 1, count)), MARGIN, y, {
      width: contentWidth(pdf),
      align: 'center',
      lineBreak: false,
    });
    pdf.page.margins.bottom = bottom;
  }
  pdf.fillColor('black');
}

/** The PDF's bytes once pdfkit has written them all. */
function bytesOf(pdf: Pdf): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on('error', reject);
    pdf.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.byteLength;
      }
      resolve(bytes);
    });
  });
}

function createPdf(document: BillingDocument, options: RenderOptions): Pdf {
  const { title } = headingOf(document);
  return new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: BOTTOM_MARGIN },
    bufferPages: true,
    compress: options.compress ?? true,
    font: REGULAR,
    lang: document.locale,
    displayTitle: true,
    info: {
      Title: title,
      Author: document.issuer.name,
      Creator: document.issuer.name,
      Producer: 'PDFKit',
      CreationDate: new Date(`${document.issueDate}T00:00:00Z`),
    },
  });
}

/** The document as a PDF: A4, in its locale, the same bytes for the same document. */
export async function renderDocumentPdf(
  document: BillingDocument,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const pdf = createPdf(document, options);
  const bytes = bytesOf(pdf);
  drawHeading(pdf, document);
  drawBody(pdf, document);
  drawTotals(pdf, document);
  drawMentions(pdf, document);
  drawFooters(pdf, document);
  pdf.end();
  return bytes;
}
