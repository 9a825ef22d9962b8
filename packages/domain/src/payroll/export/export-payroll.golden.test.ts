import { describe, expect, it } from 'vitest';
import { exportPayroll } from './export-payroll';
import { goldenFile } from './golden/golden-files';
import { GOLDEN_CONTEXT, GOLDEN_LINES } from './golden/golden-lines';
import {
  PAYROLL_SYSTEMS,
  PAYROLL_SYSTEM_NUMBERS,
  type PayrollExportSettings,
  type PayrollSystem,
} from './payroll-export.schemas';

/** Heeros with an organisation's own layout: a header, names, the end date, a different layout for absences. */
const heerosSettings: PayrollExportSettings = {
  header: true,
  dateFormat: 'YYYY-MM-DD',
  decimalComma: false,
  columns: {
    shifts: [
      'employeeNumber',
      'driverName',
      'date',
      'salaryCode',
      'salaryName',
      'quantity',
      'unitPrice',
      'vehicleCode',
    ],
    contracts: ['employeeNumber', 'driverName', 'date', 'endDate', 'salaryCode', 'quantity', 'text'],
    vacations: ['employeeNumber', 'driverName', 'date', 'endDate', 'salaryCode', 'quantity', 'text'],
    leaves: ['employeeNumber', 'driverName', 'date', 'endDate', 'salaryCode', 'quantity', 'text'],
  },
};
const settingsOf = (system: PayrollSystem) => (system === 7 ? heerosSettings : null);

describe('payroll export files', () => {
  it.each(PAYROLL_SYSTEM_NUMBERS)('system %i writes its golden files byte for byte', (system) => {
    const result = exportPayroll(system, GOLDEN_LINES, settingsOf(system), GOLDEN_CONTEXT);
    expect(result.problems).toEqual([]);
    expect(result.files.length).toBeGreaterThan(0);
    for (const file of result.files)
      expect(file.content, file.name).toBe(goldenFile(`${PAYROLL_SYSTEMS[system]}/${file.name}`, file.content));
  });

  it('names the files and counts the lines written and left out', () => {
    const names = (system: PayrollSystem) =>
      exportPayroll(system, GOLDEN_LINES, settingsOf(system), GOLDEN_CONTEXT).files.map((file) => file.name);
    // Made at 08:30:05 UTC: Fennoa names it by the organisation's clocks, 10:30:05 in Helsinki.
    expect(names(2)).toEqual(['20260316103005_schema.csv']);
    expect(names(3)).toEqual(['workday.nv.xml', 'payrollperiodcollector.nv.xml']);
    expect(names(1)).toEqual(['mepco-2026-03-02-2026-03-15.csv']);
    // Heeros's absences share one layout, its shifts another: two files.
    expect(names(7)).toEqual([
      'heeros-2026-03-02-2026-03-15-shifts.csv',
      'heeros-2026-03-02-2026-03-15-contracts-vacations-leaves.csv',
    ]);
    const result = exportPayroll(9, GOLDEN_LINES, null, GOLDEN_CONTEXT);
    expect(result.lineCount).toBe(14);
    expect(result.leftOut).toEqual([{ line: 'bonusCrane', workType: null, count: 1 }]);
  });

  it('leaves out lines without a code, except for Maestro, where each is a problem', () => {
    const lines = GOLDEN_LINES.map((line) =>
      line.workType === 13 || line.kind === 'night' ? { ...line, salaryCode: '' } : line,
    );
    const fennoa = exportPayroll(2, lines, null, GOLDEN_CONTEXT);
    expect(fennoa.lineCount).toBe(12);
    expect(fennoa.leftOut).toEqual([
      { line: 'night', workType: null, count: 1 },
      { line: 'bonusCrane', workType: null, count: 1 },
      { line: null, workType: 13, count: 1 },
    ]);
    const maestro = exportPayroll(5, lines, null, GOLDEN_CONTEXT);
    // Without a header the lines are numbered from 1; the −1 line is not in the file: the leave is line 5, the night line 8.
    expect(maestro).toEqual({
      files: [],
      lineCount: 0,
      problems: [
        {
          driverId: GOLDEN_LINES[5]!.driverId,
          driverName: 'Virtanen; Matti',
          line: 5,
          problem: 'salaryCode',
          value: '',
        },
        {
          driverId: GOLDEN_LINES[5]!.driverId,
          driverName: 'Virtanen; Matti',
          line: 8,
          problem: 'salaryCode',
          value: '',
        },
      ],
      leftOut: [{ line: 'bonusCrane', workType: null, count: 1 }],
    });
  });
});
