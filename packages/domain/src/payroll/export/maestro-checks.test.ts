import { describe, expect, it } from 'vitest';
import { defaultPayrollExportSettings } from './default-export-settings';
import { exportPayroll } from './export-payroll';
import { GOLDEN_CONTEXT, GOLDEN_LINES } from './golden/golden-lines';

const [first, second] = GOLDEN_LINES as [(typeof GOLDEN_LINES)[number], (typeof GOLDEN_LINES)[number]];

describe("Maestro's checks", () => {
  it('number the lines after the header row and name each value at fault', () => {
    const settings = { ...defaultPayrollExportSettings(5), header: true };
    const lines = [
      { ...first, employeeNumber: '123456', vehicleCode: 'ABCD' },
      { ...second, salaryCode: '31000', routeCode: 'R1234' },
    ];
    // Header on line 1: the lines are 2 and 3.
    expect(exportPayroll(5, lines, settings, GOLDEN_CONTEXT).problems).toEqual([
      { driverId: first.driverId, driverName: '=Nieminen Ville', line: 2, problem: 'employeeNumber', value: '123456' },
      { driverId: first.driverId, driverName: '=Nieminen Ville', line: 2, problem: 'vehicleCode', value: 'ABCD' },
      { driverId: second.driverId, driverName: '=Nieminen Ville', line: 3, problem: 'salaryCode', value: '31000' },
      { driverId: second.driverId, driverName: '=Nieminen Ville', line: 3, problem: 'routeCode', value: 'R1234' },
    ]);
  });

  it('leave route and vehicle codes alone when the layout does not write them', () => {
    const settings = defaultPayrollExportSettings(4);
    const result = exportPayroll(5, [{ ...first, vehicleCode: 'ABCD', routeCode: 'R1234' }], settings, GOLDEN_CONTEXT);
    expect(result.problems).toEqual([]);
    expect(result.lineCount).toBe(1);
  });

  it('ask for an employee number', () => {
    expect(
      exportPayroll(5, [{ ...first, employeeNumber: ' ' }], null, GOLDEN_CONTEXT).problems.map(
        (problem) => problem.problem,
      ),
    ).toEqual(['employeeNumber']);
  });
});

describe('the default layouts', () => {
  it('write DD.MM.YYYY dates except Lemonsoft (spec section 3, Mepco too), and route and vehicle codes for Maestro only', () => {
    expect([1, 4, 5, 6, 7].map((system) => defaultPayrollExportSettings(system as 1).dateFormat)).toEqual([
      'DD.MM.YYYY',
      'DD.MM.YYYY',
      'DD.MM.YYYY',
      'YYYY-MM-DD',
      'DD.MM.YYYY',
    ]);
    expect(defaultPayrollExportSettings(5).columns.shifts).toContain('vehicleCode');
    expect(defaultPayrollExportSettings(7).columns.leaves).toEqual([
      'employeeNumber',
      'date',
      'salaryCode',
      'quantity',
      'unitPrice',
      'costCentre',
      'text',
    ]);
  });
});
