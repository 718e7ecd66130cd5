/**
 * The CSV rows of a carrier invoice, read as papaparse read them (its `step`, the delimiter guessed
 * among `,` `;` and tab, rows of nothing but white space skipped: 'greedy'), without papaparse's cost:
 * a row without quotes is handed on as a place in the text, and its cells become strings only when
 * asked for (a UPS row has 250 cells; its layout reads 36). Text may arrive in chunks (a row may be
 * cut anywhere, inside quotes or between \r and \n): the reader keeps only the row in progress.
 *
 * What papaparse does, kept here: the newline is guessed once (\r\n, \n or \r; a lone \n in a \r\n
 * file stays in its cell), and so is the delimiter, from the first ten rows (the most regular field
 * count wins, then the most fields; ',' when none gives two fields). A quote opens a quoted cell
 * only at the cell's start; in it, "" is a quote and delimiters and newlines are text; the closing
 * quote may be followed by spaces before the delimiter or newline; a quote followed by anything
 * else is text; a quoted cell never closed runs to the end of the file. Rows are numbered from 1,
 * skipped rows not counted.
 */

const QUOTE = 34;
/** Text gathered before guessing the newline and delimiter (papaparse guessed from its first chunk). */
const GUESS_FROM = 1 << 20;
/** Rows the delimiter is guessed from. */
const GUESS_ROWS = 10;

export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvNewline = '\n' | '\r\n' | '\r';

/** How a segment of a picked row compares with the texts kept for it. */
export const SEGMENT_SAME = 0;
export const SEGMENT_KEPT = 1;
export const SEGMENT_NEW = 2;

/**
 * A segment of the picked cells: from `column` to the next segment's; `keep` of its texts kept (1
 * unless said). Segments that change together may be grouped (`group` starts a group): a row
 * whose group is the previous row's text is known the same in one comparison.
 */
export interface Segment {
  column: number;
  keep?: number;
  group?: boolean;
}

/**
 * The cells a layout reads, by 0-based column in increasing order: `CsvRow.pick` says where each
 * lies. Rows of a file repeat one another (a parcel's lines share its account, dates, weights and
 * addresses; its charges are of a few kinds), so the row may be cut into segments, each keeping
 * the texts it had in the last rows: a segment whose text is one kept is not read again, and
 * `state` says which (the reader of the cells keeps what it read from each, by `entry`).
 *
 * Texts are compared as substrings: === compares memory at once, where startsWith or a loop over
 * the characters goes one character at a time (a UPS row is 400 characters, mostly delimiters).
 */
export class CellPick {
  readonly columns: Int32Array;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  /** The text the cells lie in, after `CsvRow.pick`. */
  text = '';
  /** Per segment: the first slot, and after the last segment, the number of slots. */
  readonly bounds: Int32Array;
  /** Per segment: SEGMENT_SAME (the previous row's text), SEGMENT_KEPT (another kept text) or SEGMENT_NEW. */
  readonly state: Uint8Array;
  /** Per segment: which kept text (0 to keep - 1) the row's is or now is; -1 when not kept. */
  readonly entry: Int32Array;
  /** The most texts a segment keeps. */
  readonly most: number;
  /** Per segment: how many texts it keeps. */
  private readonly keep: Int32Array;
  /** The column each segment ends before (the next one's first; after the last cell for the last one). */
  private readonly until: Int32Array;
  /** Per segment, the texts kept (delimiters included) at `segment * most + entry`. */
  private readonly texts: (string | null)[];
  /** Where each cell lay from the start of its segment's text, at `2 * (slot * most + entry)`. */
  private readonly offsets: Int32Array;
  /** Per segment: the previous row's entry (-1 for none), and the entry a new text goes to next. */
  private readonly previous: Int32Array;
  private readonly next: Int32Array;
  /** Per group: its first segment (and after the last group, the number of segments). */
  private readonly groups: Int32Array;
  /** Per group: the previous row's text of the group (null when not all its segments were kept). */
  private readonly groupTexts: (string | null)[];
  /** Per segment: where it started in its group's text; and where it started in the row. */
  private readonly inGroup: Int32Array;
  private readonly from: Int32Array;
  /** The delimiter the kept texts were cut with. */
  private delimiter = -1;

  constructor(columns: readonly number[], segments: readonly Segment[] = [{ column: 0 }]) {
    if (!columns.length) throw new Error('CellPick needs a column');
    for (let k = 1; k < columns.length; k++)
      if (columns[k]! <= columns[k - 1]!) throw new Error('CellPick columns must increase');
    const last = columns[columns.length - 1]!;
    const kept = segments.filter((segment) => segment.column <= last);
    if (kept[0]?.column !== 0 || kept.some((segment, k) => k > 0 && segment.column <= kept[k - 1]!.column))
      throw new Error('CellPick segments must start at column 0 and increase');
    this.columns = Int32Array.from(columns);
    this.starts = new Int32Array(columns.length);
    this.ends = new Int32Array(columns.length);
    this.bounds = Int32Array.from([
      ...kept.map((segment) => columns.findIndex((picked) => picked >= segment.column)),
      columns.length,
    ]);
    this.until = Int32Array.from(kept.map((_, k) => kept[k + 1]?.column ?? last + 1));
    this.keep = Int32Array.from(kept.map((segment) => Math.max(0, segment.keep ?? 1)));
    this.most = Math.max(1, ...this.keep);
    this.state = new Uint8Array(kept.length).fill(SEGMENT_NEW);
    this.entry = new Int32Array(kept.length).fill(-1);
    this.previous = new Int32Array(kept.length).fill(-1);
    this.next = new Int32Array(kept.length);
    this.texts = new Array<string | null>(kept.length * this.most).fill(null);
    this.offsets = new Int32Array(columns.length * this.most * 2);
    const groups = kept.flatMap((segment, k) => (k === 0 || segment.group ? [k] : []));
    this.groups = Int32Array.from([...groups, kept.length]);
    this.groupTexts = groups.map(() => null);
    this.inGroup = new Int32Array(kept.length);
    this.from = new Int32Array(kept.length);
  }

  /** Which cell of the pick a column is (its slot). */
  slot(column: number): number {
    const at = this.columns.indexOf(column);
    if (at < 0) throw new Error(`Column ${column} is not picked`);
    return at;
  }

  /** Forgets the kept texts. */
  private forget(): void {
    this.texts.fill(null);
    this.groupTexts.fill(null);
    this.previous.fill(-1);
  }

  /** @internal Where the cells of a row given as cells lie: in their concatenation. */
  pickCells(cells: readonly string[]): void {
    const { columns, starts, ends } = this;
    let text = '';
    for (let k = 0; k < columns.length; k++) {
      starts[k] = text.length;
      text += cells[columns[k]!] ?? '';
      ends[k] = text.length;
    }
    this.text = text;
    this.state.fill(SEGMENT_NEW);
    this.entry.fill(-1);
    this.forget();
  }

  /** @internal Where the cells of a row lying in `text` from `start` to `end` are. */
  pickText(text: string, start: number, end: number, delimiter: number): void {
    if (delimiter !== this.delimiter) {
      this.forget();
      this.delimiter = delimiter;
    }
    const { starts, ends, bounds, most, offsets, state, entry, previous, groups } = this;
    this.text = text;
    // `at` is where the next segment starts; -1 once the row has ended.
    let at = start;
    for (let group = 0; group + 1 < groups.length; group++) {
      const first = groups[group]!;
      const last = groups[group + 1]!;
      const known = this.groupTexts[group] ?? null;
      if (known !== null && at >= 0 && lies(text, at, end, known)) {
        // The previous row's segments, every one.
        for (let segment = first; segment < last; segment++) {
          const found = previous[segment]!;
          const segmentAt = at + this.inGroup[segment]!;
          const to = bounds[segment + 1]!;
          for (let k = bounds[segment]!; k < to; k++) {
            const offset = 2 * (k * most + found);
            starts[k] = segmentAt + offsets[offset]!;
            ends[k] = segmentAt + offsets[offset + 1]!;
          }
          state[segment] = SEGMENT_SAME;
          entry[segment] = found;
        }
        at += known.length;
        continue;
      }
      const groupAt = at;
      let whole = at >= 0;
      for (let segment = first; segment < last; segment++) {
        this.from[segment] = at;
        at = this.pickSegment(text, at, end, delimiter, segment);
        if (entry[segment]! < 0) whole = false;
      }
      // A group is kept whole when each of its segments was kept and the row goes on past it.
      if (last - first > 1 && whole && at >= 0) {
        this.groupTexts[group] = [text.slice(groupAt, at), ''].join('');
        for (let segment = first; segment < last; segment++)
          this.inGroup[segment] = this.from[segment]! - groupAt;
      } else this.groupTexts[group] = null;
    }
  }

  /** Picks the cells of one segment starting at `at` (-1: the row has ended); returns where the next starts. */
  private pickSegment(text: string, at: number, end: number, delimiter: number, segment: number): number {
    const { columns, starts, ends, bounds, until, keep, most, texts, offsets, state, entry, previous } = this;
    const first = bounds[segment]!;
    const last = bounds[segment + 1]!;
    const kept = keep[segment]!;
    // The kept texts, the previous row's first.
    let found = -1;
    if (at >= 0 && kept > 0) {
      const before = previous[segment]!;
      for (let tried = 0; tried < kept && found < 0; tried++) {
        const candidate = tried === 0 ? (before < 0 ? 0 : before) : tried <= before ? tried - 1 : tried;
        const known = texts[segment * most + candidate] ?? null;
        if (known !== null && lies(text, at, end, known)) found = candidate;
      }
    }
    if (found >= 0) {
      for (let k = first; k < last; k++) {
        const offset = 2 * (k * most + found);
        starts[k] = at + offsets[offset]!;
        ends[k] = at + offsets[offset + 1]!;
      }
      state[segment] = found === previous[segment] ? SEGMENT_SAME : SEGMENT_KEPT;
      entry[segment] = found;
      previous[segment] = found;
      return at + texts[segment * most + found]!.length;
    }
    const from = at;
    const into = kept > 0 ? this.next[segment]! : -1;
    // `at` is where cell `column` starts.
    let column = segment === 0 ? 0 : until[segment - 1]!;
    for (let k = first; k < last; k++) {
      const wanted = columns[k]!;
      while (at >= 0 && column < wanted) {
        while (at < end && text.charCodeAt(at) !== delimiter) at++;
        if (at === end) at = -1;
        else {
          at++;
          column++;
        }
      }
      if (at < 0) {
        starts[k] = 0;
        ends[k] = 0;
        continue;
      }
      let to = at;
      while (to < end && text.charCodeAt(to) !== delimiter) to++;
      starts[k] = at;
      ends[k] = to;
      if (into >= 0) {
        const offset = 2 * (k * most + into);
        offsets[offset] = at - from;
        offsets[offset + 1] = to - from;
      }
      at = to === end ? -1 : to + 1;
      column++;
    }
    const stop = until[segment]!;
    while (at >= 0 && column < stop) {
      while (at < end && text.charCodeAt(at) !== delimiter) at++;
      if (at === end) at = -1;
      else {
        at++;
        column++;
      }
    }
    state[segment] = SEGMENT_NEW;
    // Kept only when the row goes on past the segment: its last delimiter closes the text.
    if (into >= 0 && at >= 0) {
      // A copy, not a slice: comparing with a slice of a string costs twice as much.
      texts[segment * most + into] = [text.slice(from, at), ''].join('');
      this.next[segment] = (into + 1) % kept;
      entry[segment] = into;
      previous[segment] = into;
    } else {
      if (into >= 0) texts[segment * most + into] = null;
      entry[segment] = -1;
      previous[segment] = -1;
    }
    return at;
  }
}

/**
 * Whether `known` lies at `at` in `text` (before `end`): two characters first (its last, a
 * delimiter, and its middle one) turn most other texts down before comparing the whole.
 */
function lies(text: string, at: number, end: number, known: string): boolean {
  const length = known.length;
  if (at + length > end) return false;
  const middle = length >> 1;
  return (
    text.charCodeAt(at + length - 1) === known.charCodeAt(length - 1) &&
    text.charCodeAt(at + middle) === known.charCodeAt(middle) &&
    text.substring(at, at + length) === known
  );
}

/** A row as the reader hands it on: good only until the callback returns (the next row reuses it). */
export class CsvRow {
  /** A row without quotes lies in `text` from `start` to `end` (its newline excluded). */
  text = '';
  start = 0;
  end = 0;
  /** The cells of a row with quotes (or of a row given as cells); null for a row lying in `text`. */
  given: string[] | null = null;
  delimiter = ',';
  private code = 44;

  /** A row of cells already read (a spreadsheet's, a test's). */
  static of(cells: string[]): CsvRow {
    return new CsvRow().set(',', '', 0, 0, cells);
  }

  /** @internal */
  set(delimiter: string, text: string, start: number, end: number, given: string[] | null): this {
    this.delimiter = delimiter;
    this.code = delimiter.charCodeAt(0);
    this.text = text;
    this.start = start;
    this.end = end;
    this.given = given;
    return this;
  }

  /** Every cell, as strings. */
  cells(): string[] {
    return this.given ?? this.text.slice(this.start, this.end).split(this.delimiter);
  }

  /** Where the picked cells lie (a missing cell is empty): in `pick.text`, from `pick.starts[k]` to `pick.ends[k]`. */
  pick(pick: CellPick): void {
    if (this.given) pick.pickCells(this.given);
    else pick.pickText(this.text, this.start, this.end, this.code);
  }
}

/** White space as String.prototype.trim sees it. */
function isSpace(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return String.fromCharCode(code).trim() === '';
}

/** Whether a row holds nothing but white space and delimiters (papaparse's 'greedy' empty line). */
function isBlank(row: CsvRow): boolean {
  if (row.given) return row.given.join('').trim() === '';
  const { text, end } = row;
  const delimiter = row.delimiter.charCodeAt(0);
  for (let at = row.start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (code !== delimiter && !isSpace(code)) return false;
  }
  return true;
}

/** papaparse's count of the spaces between a closing quote and the delimiter or newline at `index`. */
function spacesBefore(text: string, from: number, index: number): number {
  if (index === -1) return 0;
  const between = text.substring(from, index);
  return between && between.trim() === '' ? between.length : 0;
}

const unquote = (text: string) => (text.includes('"') ? text.replace(/""/g, '"') : text);

/**
 * Reads rows from `pos` in `text` with a known delimiter and newline, handing each to `visit` (which
 * says whether to go on). Returns where reading stopped: the start of a row cut by the end of a
 * chunk (`last` false), or the end of what was read.
 */
function readRows(
  text: string,
  pos: number,
  last: boolean,
  delimiter: string,
  newline: CsvNewline,
  row: CsvRow,
  visit: (row: CsvRow) => boolean,
): number {
  const length = text.length;
  const newlineLength = newline.length;
  let quote = text.indexOf('"', pos);
  while (pos < length) {
    if (quote !== -1 && quote < pos) quote = text.indexOf('"', pos);
    const rowEnd = text.indexOf(newline, pos);
    if (quote === -1 || (rowEnd !== -1 && quote > rowEnd)) {
      // No quote in this row: it lies in the text as it is.
      if (rowEnd === -1 && !last) return pos;
      const end = rowEnd === -1 ? length : rowEnd;
      const next = rowEnd === -1 ? length : rowEnd + newlineLength;
      if (!visit(row.set(delimiter, text, pos, end, null))) return next;
      pos = next;
      continue;
    }
    const next = quotedRow(text, pos, last, delimiter, newline, row);
    if (next === -1) return pos;
    if (!visit(row)) return next;
    pos = next;
  }
  return pos;
}

/**
 * Reads the row at `pos`, which has a quote somewhere (papaparse's parser, cell by cell), into
 * `row.given`. Returns where the next row starts, or -1 when the row may go on past the end of a
 * chunk.
 */
function quotedRow(
  text: string,
  pos: number,
  last: boolean,
  delimiter: string,
  newline: CsvNewline,
  row: CsvRow,
): number {
  const length = text.length;
  const delimiterLength = delimiter.length;
  const newlineLength = newline.length;
  const cells: string[] = [];
  const done = (next: number) => {
    row.set(delimiter, text, pos, pos, cells);
    return next;
  };
  let cursor = pos;
  let nextDelimiter = text.indexOf(delimiter, cursor);
  let nextNewline = text.indexOf(newline, cursor);
  for (;;) {
    if (text.charCodeAt(cursor) === QUOTE) {
      cursor++;
      let quote = cursor - 1;
      for (;;) {
        quote = text.indexOf('"', quote + 1);
        if (quote === -1) {
          // Never closed: the rest of the text is the cell.
          if (!last) return -1;
          cells.push(text.slice(cursor));
          return done(length);
        }
        if (quote === length - 1) {
          if (!last) return -1;
          cells.push(unquote(text.slice(cursor, quote)));
          return done(length);
        }
        const after = quote + 1;
        const code = text.charCodeAt(after);
        if (code === QUOTE) {
          quote++;
          continue;
        }
        if (nextDelimiter !== -1 && nextDelimiter < after) nextDelimiter = text.indexOf(delimiter, after);
        if (nextNewline !== -1 && nextNewline < after) nextNewline = text.indexOf(newline, after);
        const checkUpTo = nextNewline === -1 ? nextDelimiter : Math.min(nextDelimiter, nextNewline);
        const spaces = spacesBefore(text, after, checkUpTo);
        if (text.startsWith(delimiter, after + spaces)) {
          cells.push(unquote(text.slice(cursor, quote)));
          cursor = after + spaces + delimiterLength;
          if (nextDelimiter !== -1 && nextDelimiter < cursor) nextDelimiter = text.indexOf(delimiter, cursor);
          if (nextNewline !== -1 && nextNewline < cursor) nextNewline = text.indexOf(newline, cursor);
          break;
        }
        const spacesToNewline = spacesBefore(text, after, nextNewline);
        if (text.startsWith(newline, after + spacesToNewline)) {
          cells.push(unquote(text.slice(cursor, quote)));
          return done(after + spacesToNewline + newlineLength);
        }
        // A quote followed by something else is part of the cell: the closing one is further on.
      }
      continue;
    }
    if (nextDelimiter !== -1 && (nextDelimiter < nextNewline || nextNewline === -1)) {
      cells.push(text.slice(cursor, nextDelimiter));
      cursor = nextDelimiter + delimiterLength;
      nextDelimiter = text.indexOf(delimiter, cursor);
      continue;
    }
    if (nextNewline !== -1) {
      cells.push(text.slice(cursor, nextNewline));
      return done(nextNewline + newlineLength);
    }
    if (!last) return -1;
    cells.push(text.slice(cursor));
    return done(length);
  }
}

/** papaparse's guess of the newline, from the first megabyte with quoted text left out. */
export function guessNewline(text: string): CsvNewline {
  const start = text.substring(0, 1024 * 1024).replace(/"[\s\S]*?"/g, '');
  const r = start.split('\r');
  const n = start.split('\n');
  const nAppearsFirst = n.length > 1 && n[0]!.length < r[0]!.length;
  if (r.length === 1 || nAppearsFirst) return '\n';
  let withN = 0;
  for (const part of r) if (part.charCodeAt(0) === 10) withN++;
  return withN >= r.length / 2 ? '\r\n' : '\r';
}

/** papaparse's guess of the delimiter: over the first ten rows, the most regular field count, then the most fields. */
export function guessDelimiter(text: string, newline: CsvNewline): string {
  let best: string | undefined;
  let bestDelta = 0;
  let bestAverage = 0;
  const row = new CsvRow();
  for (const delimiter of CSV_DELIMITERS) {
    let rows = 0;
    let blank = 0;
    let fields = 0;
    let delta = 0;
    let previous = -1;
    readRows(text, 0, true, delimiter, newline, row, (read) => {
      rows++;
      if (isBlank(read)) blank++;
      else {
        const count = read.cells().length;
        fields += count;
        if (previous !== -1) delta += Math.abs(count - previous);
        previous = count;
      }
      return rows < GUESS_ROWS;
    });
    const average = rows > 0 ? fields / (rows - blank) : 0;
    if (
      average > 1.99 &&
      (best === undefined || delta < bestDelta || (delta === bestDelta && average > bestAverage))
    ) {
      best = delimiter;
      bestDelta = delta;
      bestAverage = average;
    }
  }
  return best ?? ',';
}

/**
 * Reads CSV text given whole (`read`) or in chunks (`push`, then `end`), calling `onRow` with each
 * row that is not blank and its number (1-based, blank rows not counted).
 */
export class CsvReader {
  /** Before the format is known: the chunks gathered to guess it from. */
  private gathered: string[] = [];
  private gatheredLength = 0;
  /** The row cut by the end of the last chunk read. */
  private pending = '';
  private newline: CsvNewline | null = null;
  private delimiterText = ',';
  private line = 0;
  private readonly row = new CsvRow();
  private readonly visit = (row: CsvRow): boolean => {
    if ((row.given || mayBeBlank(row)) && isBlank(row)) return true;
    this.line++;
    this.onRow(row, this.line);
    return true;
  };

  /** `options` name the delimiter and newline of a text whose format is known: they are not guessed. */
  constructor(
    private readonly onRow: (row: CsvRow, line: number) => void,
    private readonly options: { delimiter?: (typeof CSV_DELIMITERS)[number]; newline?: CsvNewline } = {},
  ) {
    if (options.delimiter && options.newline) {
      this.delimiterText = options.delimiter;
      this.newline = options.newline;
    }
  }

  /** The delimiter found (',' until there is text to guess from). */
  get delimiter(): string {
    return this.delimiterText;
  }

  /** Reads a whole text. */
  read(text: string): void {
    this.push(text);
    this.end();
  }

  /** Reads the next chunk of text; a row cut by its end waits for the next chunk. */
  push(text: string): void {
    if (!text) return;
    if (this.newline) this.readChunk(text, false);
    else {
      this.gathered.push(text);
      this.gatheredLength += text.length;
      if (this.gatheredLength >= GUESS_FROM) this.readChunk(this.guess(), false);
    }
  }

  /** The text has ended: reads the last row. */
  end(): void {
    this.readChunk(this.newline ? '' : this.guess(), true);
  }

  /** Guesses the format from the text gathered, and returns that text. */
  private guess(): string {
    // Joined, not added: `a + b` makes a string that stays slower to read a character at a time.
    const text = this.gathered.length === 1 ? this.gathered[0]! : this.gathered.join('');
    this.gathered = [];
    this.newline = this.options.newline ?? guessNewline(text);
    this.delimiterText = this.options.delimiter ?? guessDelimiter(text, this.newline);
    return text;
  }

  private readChunk(chunk: string, last: boolean): void {
    const newline = this.newline!;
    let text = chunk;
    let from = 0;
    if (this.pending) {
      // The row cut by the previous chunk is read with this chunk's text up to its first newline:
      // copying the whole chunk after the row would cost more than the row.
      let rest = this.pending;
      this.pending = '';
      const at = text.indexOf(newline);
      if (at !== -1) {
        from = at + newline.length;
        const head = rest + text.slice(0, from);
        const read = readRows(head, 0, false, this.delimiterText, newline, this.row, this.visit);
        rest = read >= head.length ? '' : head.slice(read);
      }
      if (rest) {
        // Still cut (a quoted cell goes on, or no newline yet): read it with the whole chunk.
        text = [rest, text.slice(from)].join('');
        from = 0;
      }
    }
    const read = readRows(text, from, last, this.delimiterText, newline, this.row, this.visit);
    this.pending = read >= text.length ? '' : text.slice(read);
  }
}

/** Whether a row lying in the text may be blank: most rows start with something else. */
function mayBeBlank(row: CsvRow): boolean {
  if (row.start === row.end) return true;
  const code = row.text.charCodeAt(row.start);
  return code <= 32 || code >= 127 || code === row.delimiter.charCodeAt(0);
}
