import type { TFunction } from 'i18next';
import { writeCsv, type CsvValue, type EmissionGrouping } from '@rahti/domain';
import type { EmissionReportRow, EmissionTotals } from './emission-totals';
import { FIGURE_COLUMNS } from './emissions-columns';
import type { EmissionLabels } from './use-emission-labels';

/**
 * The table as shown, as a CSV file (the shared writer: semicolons, byte-order mark, formula
 * guard): a header row, a line per row, then the totals. Figures are numbers to 0.1, with a
 * decimal comma in Finnish and Swedish; fuel and quality are in words as on screen.
 */
export function emissionsCsv(
  rows: readonly EmissionReportRow[],
  totals: EmissionTotals,
  groupBy: EmissionGrouping,
  labels: EmissionLabels,
  t: TFunction,
): string {
  const header = [
    t(`web-fuel:emissions.groupings.${groupBy}`),
    ...FIGURE_COLUMNS.map((column) => t(`web-fuel:emissions.columns.${column}`)),
  ];
  const figures = (row: EmissionTotals): CsvValue[] => [
    labels.fuel(row.fuel),
    row.tonneKm,
    row.ttwKg,
    row.wttKg,
    row.wtwKg,
    row.gPerTonneKm,
  ];
  const lines = [
    ...rows.map((row) => [row.label, ...figures(row), labels.quality(row.quality)]),
    [t('web-fuel:emissions.total'), ...figures(totals), null],
  ];
  return writeCsv(header, lines, { decimalComma: labels.language !== 'en' });
}

/** emissions-<grouping>-<from>-<to>.csv, dates as YYYY-MM-DD so files sort by period. */
export const emissionsCsvFileName = (query: { from: string; to: string; groupBy: EmissionGrouping }) =>
  `emissions-${query.groupBy}-${query.from}-${query.to}.csv`;
