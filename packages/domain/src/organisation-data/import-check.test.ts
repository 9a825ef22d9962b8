import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRIVER_IMPORT, VEHICLE_IMPORT, checkImportRows, importProblemText, tableToImportRows } from './import-check';

const header = DRIVER_IMPORT.columns;

describe('driver import rows', () => {
  it('skips the header and blank rows and counts lines as the user sees them', () => {
    const rows = tableToImportRows([header, ['Anna', 'Virta', 'anna.v'], ['', ''], ['Ben', 'Berg', 'ben']], header);
    expect(rows.map((r) => r.line)).toEqual([2, 4]);
    expect(rows[0]?.values.username).toBe('anna.v');
  });

  it('reports missing data, bad formats and repeats with their line', () => {
    const rows = tableToImportRows(
      [
        header,
        ['Anna', 'Virta', 'Anna.V', 'fi12 3456 7890 1200', '7', 'anna@firma.fi', '18,50'],
        ['Ben', '', 'ben'],
        ['Cai', 'Koski', 'anna.v', 'FI12345678901200', '', '', '-2'],
        ['Dan', 'Dahl', 'dan', 'short'],
      ],
      header,
    );
    const [anna, ben, cai, dan] = checkImportRows(rows, DRIVER_IMPORT);
    expect(anna?.problems).toEqual([]);
    expect(anna?.record).toMatchObject({
      username: 'anna.v',
      driverCardId: 'FI12345678901200',
      grossWagePerHour: 18.5,
    });
    expect(ben?.problems).toEqual([{ line: 3, code: 'organisation-data:lineMissingData', params: { line: 3 } }]);
    expect(cai?.problems.map((p) => p.code)).toEqual(['validation:notNegative']);
    expect(dan?.problems.map((p) => [p.field, p.code])).toEqual([
      ['driverCardId', 'organisation-data:invalidDriverCardId'],
    ]);
  });

  it("reads the optional employment columns in DD.MM.YYYY, YYYY-MM-DD or a sheet's date, and refuses an end before the start", () => {
    const row = (start: string, end: string) => ['Anna', 'Virta', 'anna', '', '', '', '', start, end];
    const [finnish, iso, sheet, empty, reversed, invalid] = checkImportRows(
      tableToImportRows(
        [
          header,
          row('1.3.2021', ''),
          row('2021-03-01', '2026-12-31'),
          row('2021-03-01T00:00:00.000Z', ''),
          row('', ''),
          row('1.3.2021', '28.2.2021'),
          row('31.2.2021', ''),
        ],
        header,
      ),
      { ...DRIVER_IMPORT, unique: [] },
    );
    expect(finnish?.record).toMatchObject({ employmentStart: '2021-03-01', employmentEnd: null });
    expect(iso?.record).toMatchObject({ employmentStart: '2021-03-01', employmentEnd: '2026-12-31' });
    expect(sheet?.record).toMatchObject({ employmentStart: '2021-03-01' });
    expect(empty?.record).toMatchObject({ employmentStart: null, employmentEnd: null });
    expect(reversed?.problems.map((p) => [p.field, p.code])).toEqual([
      ['employmentEnd', 'organisation-data:employmentEndBeforeStart'],
    ]);
    expect(invalid?.problems.map((p) => [p.field, p.code])).toEqual([
      ['employmentStart', 'organisation-data:invalidDate'],
    ]);
    // The end-before-start check runs on any input: one that is no object is refused, not thrown on.
    for (const input of [null, 'driver', 7]) expect(DRIVER_IMPORT.schema.safeParse(input).success).toBe(false);
  });

  it('flags every repeat of a username after its first line', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 30 }), (names) => {
        const table = [header, ...names.map((n) => ['First', 'Last', n])];
        const checked = checkImportRows(tableToImportRows(table, header), DRIVER_IMPORT);
        const flagged = checked.filter((r) =>
          r.problems.some((p) => p.code === 'organisation-data:duplicateUsernameInFile'),
        ).length;
        expect(flagged).toBe(names.length - new Set(names).size);
      }),
    );
  });
});

describe("a formula's error value", () => {
  it('is refused in whichever column it stands, text or number, and never passes as a value', () => {
    const rows = tableToImportRows(
      [header, ['Anna', '#N/A', 'anna', '', '', '', '#num!'], ['Ben', 'Berg', 'ben', '', '', '', ' #DIV/0! ']],
      header,
    );
    const [anna, ben] = checkImportRows(rows, DRIVER_IMPORT);
    expect(anna?.problems).toEqual([
      { line: 2, field: 'lastName', code: 'validation:formulaError', params: { line: 2, value: '#N/A' } },
      { line: 2, field: 'grossWagePerHour', code: 'validation:formulaError', params: { line: 2, value: '#num!' } },
    ]);
    expect(ben?.problems.map((p) => [p.field, p.params?.value])).toEqual([['grossWagePerHour', '#DIV/0!']]);
    expect(anna?.record).toBeUndefined();
  });
});

describe('vehicle import rows', () => {
  it('normalises register numbers and catches repeats', () => {
    const table = [VEHICLE_IMPORT.columns, ['abc123', 'Volvo', '3'], ['ABC-123', 'Scania', '4'], ['XY-1', '', '3']];
    const [first, second, third] = checkImportRows(tableToImportRows(table, VEHICLE_IMPORT.columns), VEHICLE_IMPORT);
    expect(first?.record).toMatchObject({ registerNumber: 'ABC-123', vehicleClass: 3 });
    expect(second?.problems.map((p) => p.code)).toEqual(['organisation-data:duplicateRegisterNumberInFile']);
    expect(third?.problems.map((p) => p.code)).toEqual(['organisation-data:invalidRegistrationNumber']);
  });
});

describe('import problem text', () => {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    key === 'validation:fieldLabel'
      ? `${values.field}: ${values.message}`
      : `[${key}${values.line ? ` ${values.line}` : ''}]`;

  it('puts the column in front of a generic check, and leaves the import messages that name their subject', () => {
    expect(
      importProblemText({ line: 4, field: 'vehicleClass', code: 'validation:invalid', params: { line: 4 } }, t),
    ).toBe('[organisation-data:columns.vehicleClass]: [validation:invalid 4]');
    expect(
      importProblemText(
        { line: 4, field: 'registerNumber', code: 'organisation-data:invalidRegistrationNumber', params: { line: 4 } },
        t,
      ),
    ).toBe('[organisation-data:invalidRegistrationNumber 4]');
    expect(importProblemText({ line: 4, code: 'organisation-data:lineMissingData', params: { line: 4 } }, t)).toBe(
      '[organisation-data:lineMissingData 4]',
    );
  });
});
