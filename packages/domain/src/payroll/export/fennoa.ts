import { decimalText, fileStamp, formatDate, importCsv, CSV_MEDIA_TYPE } from './file-writing';
import type { PayrollExportFile } from './payroll-export.schemas';
import type { PayrollFileContext, PayrollLine } from './payroll-line';

/**
 * Fennoa's salary events (reference 4.4, Maxtech's layout): no header, fixed columns — A
 * employee number, B salary code, C date (DD.MM.YYYY), D quantity, E empty, F unit price,
 * G–J empty, K cost centre; decimal comma. The file is named by when it was made, in the
 * organisation's time zone.
 */
export function fennoaFiles(lines: readonly PayrollLine[], context: PayrollFileContext): PayrollExportFile[] {
  const comma = { comma: true };
  const rows = lines.map((line) => [
    line.employeeNumber,
    line.salaryCode,
    formatDate(line.date, 'DD.MM.YYYY'),
    decimalText(line.quantity, comma),
    '',
    decimalText(line.unitPrice, comma),
    '',
    '',
    '',
    '',
    line.costCentre,
  ]);
  return [
    {
      name: `${fileStamp(context.createdAt, context.timeZone)}_schema.csv`,
      mediaType: CSV_MEDIA_TYPE,
      content: importCsv(rows),
    },
  ];
}
