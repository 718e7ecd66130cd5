/**
 * A one-sheet XLSX from a header and rows, written with fflate (already here for ./xlsx's reader)
 * instead of SheetJS, whose 500 KB would take a Lambda past its 1 MB bundle budget. Cells follow
 * the exports' rules (./exports): a text cell a spreadsheet would run as a formula is neutralised,
 * numbers are written as numbers (so that `-12.50` adds up), text inline (no shared-strings part).
 * The parts are the fewest Excel, LibreOffice and our reader (./xlsx) open: content types, the
 * package and workbook relations, the workbook, a minimal style sheet and the sheet.
 */
import { strToU8, zipSync } from 'fflate';
import { type ExportCell, neutralised } from './exports';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** XML text: its five special characters escaped, characters XML 1.0 cannot hold dropped. */
const xmlText = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 holds no C0 control but tab, LF and CR.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** A column's letters: 0 is A, 25 is Z, 26 is AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

function cellXml(cell: ExportCell, ref: string): string {
  if (cell === null || cell === '') return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? `<c r="${ref}"><v>${cell}</v></c>` : '';
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(neutralised(cell))}</t></is></c>`;
}

function sheetXml(rows: readonly (readonly ExportCell[])[]): string {
  const body = rows
    .map((row, index) => {
      const line = index + 1;
      const cells = row.map((cell, column) => cellXml(cell, `${columnLetters(column)}${line}`)).join('');
      return `<row r="${line}">${cells}</row>`;
    })
    .join('');
  return `${DECLARATION}<worksheet xmlns="${MAIN}"><sheetData>${body}</sheetData></worksheet>`;
}

const STYLES = `${DECLARATION}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs></styleSheet>`;

/** The XLSX file of one sheet named `sheetName`: `header`, then `rows`. */
export function toXlsxFile(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly ExportCell[])[],
): Uint8Array {
  // Excel refuses a sheet name over 31 characters or holding : \ / ? * [ ].
  const name = xmlText(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  return zipSync(
    {
      '[Content_Types].xml': strToU8(
        `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
      ),
      '_rels/.rels': strToU8(
        `${DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONS}"><Relationship Id="rId1" Type="${RELATIONS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
      'xl/workbook.xml': strToU8(
        `${DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONS}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `${DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONS}"><Relationship Id="rId1" Type="${RELATIONS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELATIONS}/styles" Target="styles.xml"/></Relationships>`,
      ),
      'xl/styles.xml': strToU8(STYLES),
      'xl/worksheets/sheet1.xml': strToU8(sheetXml([header, ...rows])),
    },
    { level: 6 },
  );
}
