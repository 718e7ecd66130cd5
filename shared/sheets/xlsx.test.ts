import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { decodeXml, isDateFormat, readFirstSheet, XlsxError } from './xlsx';

const written = (rows: unknown[][], options: XLSX.AOA2SheetOpts = {}) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, options), 'Sheet');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
};

/** A workbook written by hand: what Excel and other tools write that SheetJS's writer does not. */
function handMade(sheetData: string, extra: { styles?: string; strings?: string; workbookPr?: string } = {}) {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0"?><workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${extra.workbookPr ?? ''}<sheets><sheet name="Data" sheetId="1" r:id="rId7"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0"?><Relationships><Relationship Id="rId7" Type="worksheet" Target="/xl/worksheets/data.xml"/></Relationships>',
    ),
    'xl/worksheets/data.xml': strToU8(
      `<?xml version="1.0"?><worksheet><sheetData>${sheetData}</sheetData></worksheet>`,
    ),
  };
  if (extra.styles) files['xl/styles.xml'] = strToU8(extra.styles);
  if (extra.strings) files['xl/sharedStrings.xml'] = strToU8(extra.strings);
  return zipSync(files);
}

describe('the xlsx reader', () => {
  it('reads what SheetJS writes: shared strings, numbers without float noise, dates, booleans, holes', () => {
    const file = written([
      ['tracking_number', 'amount', 'sales_date', 'flag', 'note'],
      ['1Z999AA10123456784', 0.1 + 0.2, new Date(Date.UTC(2026, 9, 1)), true, 'A & B <c> "d" \'e\''],
      [],
      ['  spaced  ', -12.5, 45_000, false, 'Crème brûlée\nline two'],
      [undefined, 1e21, undefined, undefined, '=1+1'],
    ]);
    expect(readFirstSheet(file)).toEqual([
      ['tracking_number', 'amount', 'sales_date', 'flag', 'note'],
      ['1Z999AA10123456784', '0.3', '2026-10-01', 'TRUE', 'A & B <c> "d" \'e\''],
      [],
      ['  spaced  ', '-12.5', '45000', 'FALSE', 'Crème brûlée\nline two'],
      // 16 digits or more: Excel kept 15, so it is written as Excel shows it.
      ['', '1E+21', '', '', '=1+1'],
    ]);
  });

  it('reads inline strings, rich text without phonetic runs, escapes, cached formula values, and rows or cells without references', () => {
    const file = handMade(
      [
        '<row r="1"><c r="A1" t="inlineStr"><is><t>inline &amp; text</t></is></c><c r="C1" t="s"><v>0</v></c></row>',
        '<row r="3"><c t="s"><v>1</v></c><c t="str"><f>A1&amp;"x"</f><v>computed</v></c><c t="e"><v>#N/A</v></c></row>',
        '<row><c r="B4" t="d"><v>2026-03-04T00:00:00Z</v></c><c r="C4"><f>1+1</f><v>2</v></c></row>',
        '<row r="5"/>',
      ].join(''),
      {
        strings:
          '<sst><si><r><t>Rich </t></r><r><rPr><b/></rPr><t xml:space="preserve">text_x000D_</t></r><rPh><t>ふりがな</t></rPh></si><si><t/></si></sst>',
      },
    );
    expect(readFirstSheet(file)).toEqual([
      ['inline & text', '', 'Rich text\r'],
      [],
      ['', 'computed', '#N/A'],
      ['', '2026-03-04', '2'],
      [],
    ]);
  });

  it('tells dates by their style: built-in and custom date formats, the 1904 date system', () => {
    const styles =
      '<styleSheet><numFmts><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="#,##0.00&quot; €&quot;"/></numFmts>' +
      '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs></styleSheet>';
    const sheet =
      '<row r="1"><c r="A1"><v>46296</v></c><c r="B1" s="1"><v>46296</v></c><c r="C1" s="2"><v>46296.75</v></c><c r="D1" s="3"><v>46296</v></c></row>';
    expect(readFirstSheet(handMade(sheet, { styles }))).toEqual([
      ['46296', '2026-10-01', '2026-10-01', '46296'],
    ]);
    expect(readFirstSheet(handMade(sheet, { styles, workbookPr: '<workbookPr date1904="1"/>' }))[0]![1]).toBe(
      '2030-10-02',
    );
  });

  it('says what is wrong with an archive that is not a workbook', () => {
    expect(() => readFirstSheet(new Uint8Array([1, 2, 3]))).toThrow(XlsxError);
    const noSheet = zipSync({
      'xl/workbook.xml': strToU8(
        '<workbook><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    });
    expect(() => readFirstSheet(noSheet)).toThrow('the first sheet is missing');
    expect(() => readFirstSheet(zipSync({ 'a.txt': strToU8('x') }))).toThrow('no workbook part');
  });

  it('decodes character references and date formats', () => {
    expect(decodeXml('&#233;&#x20AC;&lt;&amp;lt;_x0009_')).toBe('é€<&lt;\t');
    expect(isDateFormat('yyyy-mm-dd')).toBe(true);
    expect(isDateFormat('[$-40C]d mmmm yyyy;@')).toBe(true);
    expect(isDateFormat('#,##0.00" days"')).toBe(false);
    expect(isDateFormat('0.00%')).toBe(false);
  });
});
