import type { TFunction } from 'i18next';
import { formatDate, type CalculationSummary, type Language } from '@rahti/domain';
import { csvMoney, toCsv, type CsvColumn } from '../../../lib/csv';

/**
 * The list as a spreadsheet file: translated headers, dates as DD.MM.YYYY, money with two
 * decimals (decimal comma in Finnish and Swedish) and its currency in a column of its own.
 */
export function calculationsCsv(
  rows: readonly CalculationSummary[],
  t: TFunction,
  language: Language,
  typeLabel: (row: CalculationSummary) => string,
  vehicleClassLabel: (row: CalculationSummary) => string,
): string {
  const decimalComma = language !== 'en';
  const columns: CsvColumn<CalculationSummary>[] = [
    { header: t('web-calculations:list.columns.name'), value: (row) => row.name },
    { header: t('web-calculations:list.columns.type'), value: typeLabel },
    { header: t('web-calculations:list.columns.vehicleClass'), value: vehicleClassLabel },
    { header: t('web-calculations:list.columns.currency'), value: (row) => row.currency },
    { header: t('web-calculations:list.columns.costPerHour'), value: (row) => csvMoney(row.costPerHour, decimalComma) },
    { header: t('web-calculations:list.columns.costPerKm'), value: (row) => csvMoney(row.costPerKm, decimalComma) },
    { header: t('web-calculations:list.columns.updated'), value: (row) => formatDate(new Date(row.updatedAt)) },
  ];
  return toCsv(columns, rows);
}
