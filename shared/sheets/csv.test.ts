import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { random } from '../../test/support/random';
import {
  CellPick,
  type CsvNewline,
  CsvReader,
  CsvRow,
  guessDelimiter,
  guessNewline,
  SEGMENT_KEPT,
  SEGMENT_NEW,
  SEGMENT_SAME,
} from './csv';

/** Rows as the reader gives them, each with its line number. */
function rowsOf(chunks: string[], options?: ConstructorParameters<typeof CsvReader>[1]) {
  const rows: [number, string[]][] = [];
  const reader = new CsvReader((row, line) => rows.push([line, [...row.cells()]]), options);
  for (const chunk of chunks) reader.push(chunk);
  reader.end();
  return { rows, delimiter: reader.delimiter };
}

/** What papaparse's step (as forEachCsvRow used it) gave: the reference for every row read. */
function papaRows(text: string) {
  const rows: [number, string[]][] = [];
  let delimiter = ',';
  Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    step: (results) => {
      delimiter = results.meta.delimiter;
      rows.push([rows.length + 1, results.data]);
    },
  } as Papa.ParseConfig<string[]>);
  return { rows, delimiter };
}

const TRICKY = [
  'a,b,c\r\n1,2,3\r\n',
  'a,b,c\n1,2,3',
  'a,b,c\r1,2,3\r4,5,6',
  'a;b;c\n1;2;3\n',
  'a\tb\tc\n1\t2\t3\n',
  'name,amount\n"Dupont, Marie",12\n"say ""hi""",3\n',
  'a,b\n"line one\nline two",x\n"cr\r\nlf",y\r\n',
  'a,b\r\n"x"  ,y\r\n"z"  \r\nlast,row',
  'a,b\n"open,never closed\nstill,in it',
  'a,b\nmid"quote,x\n"a"b,c\n',
  'a,b\n\n   \n,,\n ; \n1,2\n\n',
  ' a,b\n"",""\n" "," "\n',
  'a,b\r\nlone\nlf,in crlf\r\n',
  'one cell\nanother\n',
  '',
  '\n\n',
  '"a""",b\n"""",""""""\n',
  'x;y,z;w\nx;y,z;w\n',
  'a,b,c\n1,2\n3,4,5,6\n7\n8,9,10\n',
];

describe('CSV rows as papaparse read them', () => {
  it('reads quoted cells, doubled quotes, delimiters and newlines in quotes, CRLF, LF and CR', () => {
    expect(rowsOf(['name,amount\r\n"Dupont, Marie",12\r\n"say ""hi""\r\nagain",3\r\n']).rows).toEqual([
      [1, ['name', 'amount']],
      [2, ['Dupont, Marie', '12']],
      [3, ['say "hi"\r\nagain', '3']],
    ]);
    expect(rowsOf(['a;b\r1;2\r']).rows).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '2']],
    ]);
    // The newline is guessed once: a lone \n in a \r\n file stays in its cell.
    expect(rowsOf(['a,b\r\nlone\nlf,x\r\n']).rows).toEqual([
      [1, ['a', 'b']],
      [2, ['lone\nlf', 'x']],
    ]);
  });

  it('skips rows of nothing but spaces and delimiters, and numbers the others without them', () => {
    expect(rowsOf(['a,b\n\n  \n,,\n\t,\n1,2\n']).rows).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '2']],
    ]);
  });

  it('guesses the delimiter as papaparse did: the most regular of the first ten rows, then the most fields', () => {
    expect(rowsOf(['a;b;c\n1;2,5;3\n']).delimiter).toBe(';');
    expect(rowsOf(['a\tb\n1\t2\n']).delimiter).toBe('\t');
    expect(rowsOf(['just text\nmore text\n']).delimiter).toBe(',');
    expect(guessNewline('a\r\nb\r\nc\nd\r\n')).toBe('\r\n');
    expect(guessNewline('a\nb\r\nc')).toBe('\n');
    expect(guessNewline('"x\r\ny"\nz')).toBe('\n');
    expect(guessDelimiter('x;y,z;w\nx;y,z;w\n', '\n')).toBe(';');
  });

  it('keeps papaparse’s reading of odd quotes', () => {
    expect(rowsOf(['a,b\nmid"quote,x\n"a"b,c\n"x"  ,y\n']).rows).toEqual([
      [1, ['a', 'b']],
      [2, ['mid"quote', 'x']],
      [3, ['a"b,c\n"x', 'y']],
    ]);
    // Never closed: the rest of the file is the cell.
    expect(rowsOf(['a,b\n"open,never closed\nstill']).rows).toEqual([
      [1, ['a', 'b']],
      [2, ['open,never closed\nstill']],
    ]);
  });

  it('reads every tricky sample as papaparse does', () => {
    for (const text of TRICKY) {
      const papa = papaRows(text);
      const ours = rowsOf([text]);
      expect(ours.rows, JSON.stringify(text)).toEqual(papa.rows);
      if (papa.rows.length) expect(ours.delimiter, JSON.stringify(text)).toBe(papa.delimiter);
    }
  });

  it('reads random texts as papaparse does', () => {
    const next = random(7);
    const alphabets = ['ab ,"\r\n', 'ab;"\n', 'a\t"\r\n ', 'ab,;\t"\r\n x', 'a,"\n', 'é\u00a0,"\n', 'a,;\n'];
    for (let test = 0; test < 3000; test++) {
      const alphabet = alphabets[test % alphabets.length]!;
      const length = Math.floor(next() * (test % 5 === 0 ? 120 : 40));
      let text = '';
      for (let at = 0; at < length; at++) text += alphabet[Math.floor(next() * alphabet.length)];
      const papa = papaRows(text);
      const ours = rowsOf([text]);
      expect(ours.rows, JSON.stringify(text)).toEqual(papa.rows);
      if (papa.rows.length) expect(ours.delimiter, JSON.stringify(text)).toBe(papa.delimiter);
    }
  });

  it('reads a text cut anywhere, inside quotes or between \\r and \\n, as the text whole', () => {
    const samples = [
      'a,b,c\r\n"x,\r\ny",2,"say ""hi"""\r\n\r\n4,5,6\r\nlast,"q""",z',
      'a;b\n"open\n;cell";2\n  \n3;"x"  \n4;y',
      'h1,h2\r\n1,2\r\n"",""\r\n"a"b,c\r\n"unclosed,\r\nend',
    ];
    for (const text of samples) {
      const whole = rowsOf([text]);
      const newline = guessNewline(text);
      const delimiter = guessDelimiter(text, newline) as ',';
      const known = { delimiter, newline };
      for (let first = 0; first <= text.length; first++) {
        for (let second = first; second <= text.length; second++) {
          const chunks = [text.slice(0, first), text.slice(first, second), text.slice(second)];
          // Once the format is known each chunk is read as it comes: the cut rows wait for the next.
          expect(rowsOf(chunks, known).rows, `${JSON.stringify(text)} cut at ${first}, ${second}`).toEqual(
            whole.rows,
          );
        }
        expect(rowsOf([text.slice(0, first), text.slice(first)]).rows).toEqual(whole.rows);
      }
      expect(rowsOf([...text], known).rows).toEqual(whole.rows);
      expect(rowsOf([...text]).rows).toEqual(whole.rows);
    }
  });

  it('reads random texts cut at random as the texts whole', () => {
    const next = random(11);
    const alphabets = ['ab ,"\r\n', 'a;"\n', 'ab,"\r\n'];
    for (let test = 0; test < 1500; test++) {
      const alphabet = alphabets[test % alphabets.length]!;
      const length = Math.floor(next() * 60);
      let text = '';
      for (let at = 0; at < length; at++) text += alphabet[Math.floor(next() * alphabet.length)];
      const newline = guessNewline(text);
      const known = { delimiter: guessDelimiter(text, newline) as ',', newline: newline as CsvNewline };
      const cuts = [0, Math.floor(next() * length), Math.floor(next() * length), length].sort(
        (a, b) => a - b,
      );
      const chunks = cuts.slice(1).map((cut, k) => text.slice(cuts[k], cut));
      expect(rowsOf(chunks, known).rows, JSON.stringify(chunks)).toEqual(rowsOf([text]).rows);
    }
  });

  it('hands a row without quotes on where it lies, its cells made strings only when asked', () => {
    const seen: string[] = [];
    new CsvReader((row) => {
      seen.push(row.given ? `cells ${row.given.join('|')}` : `text ${row.text.slice(row.start, row.end)}`);
    }).read('a,b\n"x",y\n');
    expect(seen).toEqual(['text a,b', 'cells x|y']);
  });
});

describe('picking cells', () => {
  const pickOf = (pick: CellPick) =>
    Array.from(pick.columns, (_, slot) => pick.text.slice(pick.starts[slot], pick.ends[slot]));

  it('finds the cells asked for, empty when the row is short, from text or from cells', () => {
    const pick = new CellPick([0, 2, 5]);
    const row = new CsvRow();
    row.set(';', 'zz;a;b;c;d;e;f;zz', 3, 15, null);
    row.pick(pick);
    expect(pickOf(pick)).toEqual(['a', 'c', 'f']);
    row.set(',', 'a,b', 0, 3, null);
    row.pick(pick);
    expect(pickOf(pick)).toEqual(['a', '', '']);
    CsvRow.of(['1', '2', '3']).pick(pick);
    expect(pickOf(pick)).toEqual(['1', '3', '']);
  });

  it('reads again only the segments that changed, keeping several texts where asked', () => {
    const pick = new CellPick([0, 1, 3, 4, 6], [{ column: 0 }, { column: 3, keep: 2 }, { column: 5 }]);
    const rows = [
      'p1,x,_,fuel,1.5,_,end,',
      'p1,x,_,base,7.0,_,end,',
      'p1,x,_,fuel,1.5,_,end,',
      'p2,y,_,fuel,1.5,_,end',
      'p2,y,_,fuel,1.5,_,end',
      'p2,y',
    ];
    const states: number[][] = [];
    const row = new CsvRow();
    const fresh = new CellPick([0, 1, 3, 4, 6], [{ column: 0, keep: 0 }]);
    for (const text of rows) {
      row.set(',', `#${text}#`, 1, text.length + 1, null);
      row.pick(pick);
      row.pick(fresh);
      expect(pickOf(pick)).toEqual(pickOf(fresh));
      states.push(Array.from(pick.state));
    }
    expect(states).toEqual([
      [SEGMENT_NEW, SEGMENT_NEW, SEGMENT_NEW],
      [SEGMENT_SAME, SEGMENT_NEW, SEGMENT_SAME],
      [SEGMENT_SAME, SEGMENT_KEPT, SEGMENT_SAME],
      [SEGMENT_NEW, SEGMENT_SAME, SEGMENT_NEW],
      // The last segment ended the row: not kept, so read again.
      [SEGMENT_SAME, SEGMENT_SAME, SEGMENT_NEW],
      // Too short for the first segment's text.
      [SEGMENT_NEW, SEGMENT_NEW, SEGMENT_NEW],
    ]);
  });

  it('forgets what it kept when the delimiter changes', () => {
    const pick = new CellPick([0, 2]);
    const row = new CsvRow();
    row.set(',', 'a,b;c,d', 0, 7, null);
    row.pick(pick);
    row.set(';', 'a,b;c,d', 0, 7, null);
    row.pick(pick);
    expect(pickOf(pick)).toEqual(['a,b', '']);
    expect(Array.from(pick.state)).toEqual([SEGMENT_NEW]);
  });
});
