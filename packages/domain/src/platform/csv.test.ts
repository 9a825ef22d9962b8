import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeCsv } from './csv';

/** What a spreadsheet program does with the file: RFC 4180 with semicolons, after the byte-order mark. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 1; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ';') {
      endField();
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i += 1;
    } else {
      field += char;
    }
  }
  expect(row.concat(field === '' ? [] : [field])).toEqual([]);
  return rows;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)?$/;

const tricky = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ';', '"', "'", ',', '.', ' ', '1', 'a', 'ä');
const cellText = fc.oneof(fc.string(), fc.string({ unit: tricky }), fc.string({ unit: 'grapheme' }));
const table = fc.integer({ min: 1, max: 5 }).chain((columns) =>
  fc.record({
    header: fc.array(cellText, { minLength: columns, maxLength: columns }),
    rows: fc.array(fc.array(cellText, { minLength: columns, maxLength: columns }), { maxLength: 6 }),
  }),
);

describe('CSV downloads (spec section 9)', () => {
  it('writes a byte-order mark, semicolons and CRLF line ends', () => {
    expect(
      writeCsv(
        ['Sukunimi', 'Etunimi'],
        [
          ['Virtanen', 'Matti'],
          ['Korhonen', 'Äijä'],
        ],
      ),
    ).toBe('\uFEFFSukunimi;Etunimi\r\nVirtanen;Matti\r\nKorhonen;Äijä\r\n');
  });

  it('quotes a cell holding a semicolon, a quote or a line break, doubling its quotes', () => {
    expect(writeCsv(['Name'], [['Kuljetus; Oy'], ['"Iso" auto'], ['two\nlines']])).toBe(
      '\uFEFFName\r\n"Kuljetus; Oy"\r\n"""Iso"" auto"\r\n"two\nlines"\r\n',
    );
  });

  it('writes numbers with a decimal comma when asked, and nothing for a missing value', () => {
    expect(
      writeCsv(
        ['Wage', 'Code'],
        [
          [18.5, null],
          [-2.25, undefined],
        ],
        { decimalComma: true },
      ),
    ).toBe('\uFEFFWage;Code\r\n18,5;\r\n-2,25;\r\n');
    expect(writeCsv(['Wage'], [[18.5]])).toBe('\uFEFFWage\r\n18.5\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
    ['+358 40 123', "'+358 40 123"],
    ['-2+3+cmd|calc', "'-2+3+cmd|calc"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('shows %j as text: a spreadsheet does not run it', (value, cell) => {
    expect(writeCsv(['Name'], [[value]])).toBe(`\uFEFFName\r\n${cell}\r\n`);
  });

  it('keeps a negative amount a number', () => {
    expect(writeCsv(['Margin'], [['-12,50'], ['-3.5'], ['-7']])).toBe('\uFEFFMargin\r\n-12,50\r\n-3.5\r\n-7\r\n');
  });

  it('reads back every cell as written, a formula guard apart', () => {
    fc.assert(
      fc.property(table, ({ header, rows }) => {
        const expected = [header, ...rows].map((row) =>
          row.map((text) => (FORMULA_START.test(text) && !PLAIN_NEGATIVE_NUMBER.test(text) ? `'${text}` : text)),
        );
        expect(parseCsv(writeCsv(header, rows))).toEqual(expected);
      }),
    );
  });

  it('never writes a cell a spreadsheet would run as a formula', () => {
    fc.assert(
      fc.property(table, ({ header, rows }) => {
        const cells = parseCsv(writeCsv(header, rows)).flat();
        expect(cells.filter((cell) => FORMULA_START.test(cell) && !PLAIN_NEGATIVE_NUMBER.test(cell))).toEqual([]);
      }),
    );
  });
});
