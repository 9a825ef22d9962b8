import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportPayroll } from './export-payroll';
import { GOLDEN_CONTEXT } from './golden/golden-lines';
import { MAESTRO_MAX_LENGTHS } from './maestro-checks';
import {
  PAYROLL_CATEGORIES,
  PAYROLL_COLUMNS,
  PAYROLL_LINES,
  type PayrollExportSettings,
  type PayrollSystem,
} from './payroll-export.schemas';
import type { PayrollLine } from './payroll-line';

/** Text that tries to be a formula, to break a CSV, or to break XML. */
const hostileText = fc
  .tuple(
    fc.constantFrom('', '=', '+', '-', '@', '\t', '\r', '"', ';', '<', '&'),
    fc.string({ maxLength: 8 }),
    fc.constantFrom('', ';', '\r\n', '"', '</root>', '=1+1'),
  )
  .map((parts) => parts.join(''));
const shortCode = fc.stringMatching(/^[0-9A-Z]{0,6}$/);

const lineArb = (text: fc.Arbitrary<string>, code: fc.Arbitrary<string>) =>
  fc.record({
    category: fc.constantFrom(...PAYROLL_CATEGORIES),
    driverId: fc.constantFrom('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'),
    driverName: text,
    employeeNumber: code,
    kind: fc.option(fc.constantFrom(...PAYROLL_LINES)),
    workType: fc.option(fc.constantFrom(11, 13, 18)),
    salaryCode: code,
    salaryName: text,
    date: fc.constantFrom('2026-03-02', '2026-03-15'),
    endDate: fc.constantFrom('2026-03-15'),
    quantity: fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100),
    unit: fc.constantFrom('hours' as const, 'days' as const, 'pieces' as const),
    unitPrice: fc.option(fc.integer({ min: 0, max: 1_000_000 }).map((value) => value / 10_000)),
    costCentre: text,
    routeCode: code,
    vehicleCode: code,
    text,
  }) satisfies fc.Arbitrary<PayrollLine>;

/** Every column, header on, so every text of a line reaches the file. */
const allColumns: PayrollExportSettings = {
  header: true,
  dateFormat: 'DD.MM.YYYY',
  decimalComma: true,
  columns: {
    shifts: [...PAYROLL_COLUMNS],
    contracts: [...PAYROLL_COLUMNS],
    vacations: [...PAYROLL_COLUMNS],
    leaves: [...PAYROLL_COLUMNS],
  },
};
const CSV_SYSTEMS: PayrollSystem[] = [1, 2, 4, 5, 6, 7, 8, 9];

/** RFC 4180 reading with ';': rows of cells, quotes undone. */
function readCsv(content: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let index = 0; index < content.length; index += 1) {
    const char = content[index]!;
    if (quoted && char === '"' && content[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') quoted = !quoted;
    else if (quoted) cell += char;
    else if (char === ';') endCell();
    else if (char === '\r' && content[index + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      index += 1;
    } else cell += char;
  }
  expect(quoted || cell !== '' || row.length > 0).toBe(false);
  return rows;
}

/** Well-formed in the ways our writer could break it: balanced tags, no raw '<' or stray '&' in text or attributes. */
function checkXml(content: string): string[] {
  const texts: string[] = [];
  const stack: string[] = [];
  const body = content.replace(/^<\?xml [^?]*\?>\n/, '');
  for (const [, close, name, attributes, text] of body.matchAll(/<(\/?)([a-z]+)((?: [a-z]+="[^"<]*")*)>|([^<]+)/g)) {
    if (text !== undefined) texts.push(text);
    else if (close) expect(stack.pop()).toBe(name);
    else stack.push(name!);
    for (const part of [text ?? '', attributes ?? ''])
      expect(part.replace(/&(?:amp|lt|gt|quot|apos);/g, '')).not.toMatch(/[&<]/);
  }
  expect(stack).toEqual([]);
  expect(body.replace(/<(\/?)([a-z]+)((?: [a-z]+="[^"<]*")*)>|([^<]+)/g, '')).toBe('');
  return texts;
}

describe('payroll export files, whatever the lines hold', () => {
  it('let no spreadsheet formula through and keep every row of a CSV file the same width', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CSV_SYSTEMS),
        fc.array(lineArb(hostileText, fc.oneof(shortCode, hostileText)), { maxLength: 12 }),
        (system, lines) => {
          for (const file of exportPayroll(system, lines, allColumns, GOLDEN_CONTEXT).files) {
            const rows = readCsv(file.content);
            expect(new Set(rows.map((row) => row.length)).size).toBeLessThanOrEqual(1);
            for (const cell of rows.flat()) if (/^[=+\-@]/.test(cell)) expect(cell).toMatch(/^-?\d+(?:[.,]\d+)?$/);
            expect(file.content.startsWith('\uFEFF')).toBe(false);
          }
        },
      ),
    );
  });

  it('write Netvisor documents that stay well-formed', () => {
    fc.assert(
      fc.property(fc.array(lineArb(hostileText, hostileText), { maxLength: 12 }), (lines) => {
        const { files } = exportPayroll(3, lines, null, GOLDEN_CONTEXT);
        for (const file of files) checkXml(file.content);
      }),
    );
  });

  it('report every Maestro value that is missing or too long, on its line, and pass the valid ones', () => {
    const settings = { ...allColumns, header: false };
    fc.assert(
      fc.property(
        fc.array(lineArb(fc.string({ maxLength: 6 }), fc.oneof(shortCode, fc.constant('-1'))), { maxLength: 12 }),
        (lines) => {
          const result = exportPayroll(5, lines, settings, GOLDEN_CONTEXT);
          const written = lines.filter((line) => line.salaryCode !== '-1');
          const expected = written.flatMap((line, index) =>
            (['employeeNumber', 'salaryCode', 'routeCode', 'vehicleCode'] as const)
              .filter(
                (field) =>
                  line[field].length > MAESTRO_MAX_LENGTHS[field] ||
                  ((field === 'employeeNumber' || field === 'salaryCode') && line[field] === ''),
              )
              .map((problem) => ({
                line: index + 1,
                problem,
                value: line[problem],
                driverId: line.driverId,
                driverName: line.driverName,
              })),
          );
          expect(result.problems).toEqual(expected);
          // A CSV file is written even with no lines (the caller says when the range has none); never with a problem.
          expect(result.files.length).toBe(expected.length === 0 ? 1 : 0);
          expect(result.lineCount).toBe(expected.length === 0 ? written.length : 0);
        },
      ),
    );
  });
});
