/**
 * Masks the personal data of real carrier files before they join the corpus (run once per file:
 * `npx tsx test/corpus/mask.ts ups|fedex|dhl <source.csv> <target.csv>`). UPS Billing Data has no
 * header: its columns are masked by position; FedEx's export names them in its header. Names and street lines of
 * people become stable placeholders (the same value gets the same placeholder within a file, so a
 * parcel's rows still agree); a name that is plainly a business (a legal form, a warehouse code) is
 * left as published, since whether the consignee is a business is what the audit must read. Cities,
 * states, postal codes and countries stay: zones and areas are checked against them. Everything
 * else (accounts, tracking numbers, weights, codes, amounts) is left exactly as UPS wrote it.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** 1-based columns holding a person's or company's name (masked unless a business). */
const NAME_COLUMNS = [67, 68, 75, 76, 83, 84, 91, 92, 100, 101, 109, 110];
/** 1-based columns holding street lines, a user id or free references: always masked. */
const STREET_COLUMNS = [69, 70, 77, 78, 85, 86, 93, 94, 102, 103, 111, 112];
const REFERENCE_COLUMNS = [16, 17, 22, 23, 24, 25, 26];
const USER_ID_COLUMNS = [39];

const BUSINESS =
  /\b(LLC|L\.L\.C|INC|CORP|CORPORATION|CO|COMPANY|LTD|LIMITED|GMBH|SAS|SARL|LLP|PLLC|GROUP|LOGISTICS|WAREHOUSE|AMAZON|FULFIL+MENT|TRADING|INTERNATIONAL|STORE|SHOP|SUPPLY|INDUSTRIES|ENTERPRISES?|DISTRIBUTION|WALMART|TARGET|FBA)\b|^[A-Z]{3}\d$/i;

/** Splits one CSV line (UPS quotes a field only when it holds a comma or a quote). */
export function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      out.push(cell);
      cell = '';
    } else cell += char;
  }
  out.push(cell);
  return out;
}

export const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

function placeholderMaker() {
  const placeholders = new Map<string, string>();
  return (kind: string, value: string) => {
    const key = `${kind}|${value}`;
    let placeholder = placeholders.get(key);
    if (!placeholder) {
      placeholder = `${kind} ${String(placeholders.size + 1).padStart(4, '0')}`;
      placeholders.set(key, placeholder);
    }
    return placeholder;
  };
}

/** FedEx Billing Online's columns holding names, street lines, references and signatures. */
const FEDEX_NAMES = ['Recipient Name', 'Recipient Company', 'Shipper Company', 'Shipper Name'];
const FEDEX_STREETS = [
  'Recipient Address Line 1',
  'Recipient Address Line 2',
  'Shipper Address Line 1',
  'Shipper Address Line 2',
  'Original Recipient Address Line 1',
  'Original Recipient Address Line 2',
  'Alternate Address Line 1',
  'Alternate Address Line 2',
];
const FEDEX_REFERENCES = [
  'Original Customer Reference',
  'Original Ref#2',
  'Original Ref#3/PO Number',
  'Updated Customer Reference',
  'Updated Ref#2',
  'Updated Ref#3/PO Number',
  'RMA#',
  'POD Signature Description',
  'Shipment Notes',
];

export function maskFedex(text: string): string {
  const stable = placeholderMaker();
  const lines = text.replace(/\n$/, '').split('\n');
  const header = cells(lines[0]!.replace(/\r$/, ''));
  const at = (names: string[]) => names.map((name) => header.indexOf(name)).filter((index) => index >= 0);
  const names = at(FEDEX_NAMES);
  const streets = at(FEDEX_STREETS);
  const references = at(FEDEX_REFERENCES);
  const body = lines.slice(1).map((line) => {
    const row = cells(line.replace(/\r$/, ''));
    for (const index of names) {
      const value = row[index]?.trim() ?? '';
      if (value && !BUSINESS.test(value)) row[index] = stable('Person', value);
    }
    for (const index of streets)
      if (row[index]?.trim()) row[index] = `${stable('Street', row[index]!)} Masked St`;
    for (const index of references)
      if (row[index]?.trim()) row[index] = stable('REF', row[index]!).replace(' ', '-');
    return row.map(quote).join(',');
  });
  return `${[lines[0]!.replace(/\r$/, ''), ...body].join('\n')}\n`;
}

export function maskUps(text: string): string {
  const stable = placeholderMaker();
  const ending = text.endsWith('\n') ? '\n' : '';
  return (
    text
      .replace(/\n$/, '')
      .split('\n')
      .map((line) => {
        const row = cells(line);
        const set = (columns: number[], mask: (value: string) => string) => {
          for (const column of columns) {
            const value = row[column - 1]?.trim() ?? '';
            if (value) row[column - 1] = mask(value);
          }
        };
        set(NAME_COLUMNS, (value) =>
          BUSINESS.test(value) ? value.replace(/\d{7,}/g, '0000000') : stable('Person', value),
        );
        set(STREET_COLUMNS, (value) => `${stable('Street', value)} Masked St`);
        set(REFERENCE_COLUMNS, (value) => stable('REF', value).replace(' ', '-'));
        set(USER_ID_COLUMNS, (value) => stable('user', value).replace(' ', ''));
        return row.map(quote).join(',');
      })
      .join('\n') + ending
  );
}

/**
 * DHL Express's line report: its sender and receiver are each one `;`-separated cell (name; three
 * street lines; city; state; postcode; country; contact; e-mail). The street lines, the contact and
 * the e-mail are masked, the shipper's references too; names of businesses, cities, states,
 * postcodes and countries stay.
 */
/** Business words of DHL's (international, business-to-business) reports beyond BUSINESS's. */
const DHL_BUSINESS =
  /\b(PTY|K\.K|S\.R\.L|TELECOMMUNICATIONS?|NETWORKS|WIRELESS|COMMSCOPE|TECHNOLOGY|OWNA)\b|^ANDREW$|^\.$/i;

export function maskDhlLineReport(text: string): string {
  const stable = placeholderMaker();
  const lines = text.replace(/\n$/, '').split('\n');
  const header = cells(lines[0]!.replace(/\r$/, ''));
  const details = ['Shipper Details', 'Receiver Details'].map((name) => header.indexOf(name));
  const reference = header.indexOf('Shipper Reference');
  const body = lines.slice(1).map((line) => {
    const row = cells(line.replace(/\r$/, ''));
    for (const index of details) {
      const parts = (row[index] ?? '').split(';');
      let country = -1;
      for (let at = parts.length - 1; at > 0 && country < 0; at--)
        if (/^[A-Z]{2}$/.test(parts[at]!.trim())) country = at;
      if (country < 0) continue;
      if (parts[0]?.trim() && !BUSINESS.test(parts[0]) && !DHL_BUSINESS.test(parts[0]))
        parts[0] = stable('Person', parts[0]);
      for (let at = 1; at <= 3 && at < country - 2; at++)
        if (parts[at]?.trim()) parts[at] = `${stable('Street', parts[at]!)} Masked St`;
      for (let at = country + 1; at < parts.length; at++)
        if (parts[at]?.trim())
          parts[at] = parts[at]!.includes('@')
            ? `${stable('mail', parts[at]!).replace(' ', '')}@example.com`
            : stable('Person', parts[at]!);
      row[index] = parts.join(';');
    }
    if (row[reference]?.trim()) row[reference] = stable('REF', row[reference]!).replace(' ', '-');
    return row.map(quote).join(',');
  });
  return `${[lines[0]!.replace(/\r$/, ''), ...body].join('\n')}\n`;
}

const MASKS: Record<string, (text: string) => string> = {
  ups: maskUps,
  fedex: maskFedex,
  dhl: maskDhlLineReport,
};
const [, script, format, source, target] = process.argv;
if (script?.endsWith('mask.ts') && format && source && target) {
  const mask = MASKS[format];
  if (!mask) throw new Error(`format ${format}: expected ${Object.keys(MASKS).join(', ')}`);
  writeFileSync(target, mask(readFileSync(source, 'utf8')));
}
