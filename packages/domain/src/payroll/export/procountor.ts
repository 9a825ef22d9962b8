import { decimalText, importCsv, rangeFileName, CSV_MEDIA_TYPE } from './file-writing';
import type { PayrollExportFile } from './payroll-export.schemas';
import type { PayrollFileContext, PayrollLine } from './payroll-line';

/**
 * Procountor's salary data specification rows (reference 4.2): `E`; the employee; the salary
 * code; its name; the amount; the unit price, with decimal commas and no header. Procountor's
 * own layout identifies the employee by HETU, which Rahti does not store (a personal identity
 * number is sensitive data we have no need to keep); the employee number goes in its place, as
 * Ecom Jet's export does, and Procountor matches it when the employee's number is set there.
 */
export function procountorFiles(lines: readonly PayrollLine[], context: PayrollFileContext): PayrollExportFile[] {
  const comma = { comma: true };
  const rows = lines.map((line) => [
    'E',
    line.employeeNumber,
    line.salaryCode,
    line.salaryName,
    decimalText(line.quantity, comma),
    decimalText(line.unitPrice, comma),
  ]);
  return [{ name: rangeFileName(9, context), mediaType: CSV_MEDIA_TYPE, content: importCsv(rows) }];
}
