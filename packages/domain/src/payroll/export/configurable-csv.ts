import type { CsvValue } from '../../platform/csv';
import { decimalText, formatDate, importCsv, rangeFileName, CSV_MEDIA_TYPE } from './file-writing';
import { PAYROLL_CATEGORIES, type PayrollCategory, type PayrollColumn, type PayrollExportFile, type PayrollExportSettings, type PayrollSystem } from './payroll-export.schemas';
import type { PayrollFileContext, PayrollLine } from './payroll-line';

/** One file of a configurable export: its columns and lines; `category` null when every category shares the layout. */
export interface ConfigurableFile {
  category: PayrollCategory | null;
  columns: readonly PayrollColumn[];
  lines: readonly PayrollLine[];
  /** The file line number of `lines[0]` (2 after a header row, else 1). */
  firstLineNumber: number;
}

const sameColumns = (a: readonly PayrollColumn[], b: readonly PayrollColumn[]) => a.length === b.length && a.every((column, index) => column === b[index]);

/**
 * How the lines are laid out in files: one file when every category that has lines uses the
 * same columns (the default), otherwise one file per category, as an importer maps one layout
 * per file.
 */
export function configurableLayout(lines: readonly PayrollLine[], settings: PayrollExportSettings): ConfigurableFile[] {
  const used = PAYROLL_CATEGORIES.filter((category) => lines.some((line) => line.category === category));
  const firstLineNumber = settings.header ? 2 : 1;
  const first = used[0];
  if (first === undefined || used.every((category) => sameColumns(settings.columns[category], settings.columns[first]))) {
    return [{ category: null, columns: settings.columns[first ?? 'shifts'], lines, firstLineNumber }];
  }
  return used.map((category) => ({ category, columns: settings.columns[category], lines: lines.filter((line) => line.category === category), firstLineNumber }));
}

function cell(line: PayrollLine, column: PayrollColumn, settings: PayrollExportSettings): CsvValue {
  const number = { comma: settings.decimalComma };
  switch (column) {
    case 'date':
    case 'endDate':
      return formatDate(line[column], settings.dateFormat);
    case 'quantity':
    case 'unitPrice':
      return decimalText(line[column], number);
    default:
      return line[column];
  }
}

/**
 * The configurable CSV of Mepco, Palkka.fi, Maestro, Lemonsoft and Heeros (reference 4.5–4.6):
 * the organisation's columns per category, an optional header row of column keys, its date
 * format and decimal separator.
 */
export function configurableFiles(system: PayrollSystem, lines: readonly PayrollLine[], settings: PayrollExportSettings, context: PayrollFileContext): PayrollExportFile[] {
  return configurableLayout(lines, settings).map((file) => {
    const rows = file.lines.map((line) => file.columns.map((column) => cell(line, column, settings)));
    return {
      name: rangeFileName(system, context, file.category ?? undefined),
      mediaType: CSV_MEDIA_TYPE,
      content: importCsv(settings.header ? [file.columns, ...rows] : rows),
    };
  });
}
