import { decimalText, formatDate, importCsv, rangeFileName, CSV_MEDIA_TYPE } from './file-writing';
import type { PayrollExportFile } from './payroll-export.schemas';
import type { PayrollFileContext, PayrollLine } from './payroll-line';

export const FIVALDI_HEADER =
  'ERA;PVM;HENKILO;PALKKALAJI;MAARA;SK1;SK2;SK3;SK4;KERROIN;HINTA;KULUTILI;SELITE;PAIVITYSTAPA;LOMA_ALKUPVM;LOMA_LOPPUPVM'.split(
    ';',
  );

/** The batch name Nepton's Fivaldi export uses: 'Palkat dd.mm.yy' of the range's first day. */
export function fivaldiBatch(from: string): string {
  const [year, month, day] = from.split('-') as [string, string, string];
  return `Palkat ${day}.${month}.${year.slice(2)}`;
}

/**
 * Visma Fivaldi's salary rows (reference 4.3): its header, then per line the batch, the date,
 * the employee number as the person id, the salary code, the quantity with 2 decimals and a
 * decimal comma, the cost centre as the first cost-tracking dimension (SK1), the unit price and
 * the code's name; an absence's first and last day in LOMA_ALKUPVM and LOMA_LOPPUPVM.
 */
export function fivaldiFiles(lines: readonly PayrollLine[], context: PayrollFileContext): PayrollExportFile[] {
  const batch = fivaldiBatch(context.from);
  const rows = lines.map((line) => {
    const absence = line.kind === null;
    return [
      batch,
      formatDate(line.date, 'DD.MM.YYYY'),
      line.employeeNumber,
      line.salaryCode,
      decimalText(line.quantity, { comma: true, decimals: 2 }),
      line.costCentre,
      '',
      '',
      '',
      '',
      decimalText(line.unitPrice, { comma: true }),
      '',
      line.text,
      '',
      absence ? formatDate(line.date, 'DD.MM.YYYY') : '',
      absence ? formatDate(line.endDate, 'DD.MM.YYYY') : '',
    ];
  });
  return [
    { name: rangeFileName(8, context), mediaType: CSV_MEDIA_TYPE, content: importCsv([FIVALDI_HEADER, ...rows]) },
  ];
}
