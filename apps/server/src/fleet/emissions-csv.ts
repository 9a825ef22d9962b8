import {
  emissionTotals,
  writeCsv,
  type CsvValue,
  type EmissionGrouping,
  type EmissionsAnswer,
  type EmissionTotals,
} from '@rahti/domain';
import type { EmissionWords } from '../documents/emission-words';

const FIGURES = ['fuel', 'tonneKm', 'ttw', 'wtt', 'wtw', 'intensity', 'quality'] as const;

/**
 * GET /api/emissions/csv: the report as the page shows it, as a CSV file (the shared writer:
 * semicolons, byte-order mark, formula guard): a header row in the caller's language, a line per
 * row with its figures as answered (kg and g/t·km to 0.1), then the totals of those rows. A
 * decimal comma in Finnish and Swedish; fuel and quality in words.
 *
 * @computation
 */
export function emissionsCsv(rows: EmissionsAnswer['rows'], groupBy: EmissionGrouping, words: EmissionWords): string {
  const header = [words.t(`groupings.${groupBy}`), ...FIGURES.map((column) => words.t(`columns.${column}`))];
  const figures = (row: EmissionTotals): CsvValue[] => [
    words.fuel(row.fuel),
    row.tonneKm,
    row.ttwKg,
    row.wttKg,
    row.wtwKg,
    row.gPerTonneKm,
  ];
  const lines = [
    ...rows.map((row) => [row.label, ...figures(row), words.quality(row.quality)]),
    [words.t('total'), ...figures(emissionTotals(rows)), null],
  ];
  return writeCsv(header, lines, { decimalComma: words.language !== 'en' });
}

/** emissions-<grouping>-<from>-<to>.csv, dates as YYYY-MM-DD so files sort by period. */
export const emissionsCsvFileName = (query: { from: string; to: string; groupBy: EmissionGrouping }) =>
  `emissions-${query.groupBy}-${query.from}-${query.to}.csv`;
