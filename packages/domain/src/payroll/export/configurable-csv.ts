import type { CsvValue } from '../../platform/csv';
import { decimalText, formatDate, importCsv, rangeFileName, CSV_MEDIA_TYPE } from './file-writing';
import {
  PAYROLL_CATEGORIES,
  type PayrollCategory,
  type PayrollColumn,
  type PayrollExportFile,
  type PayrollExportSettings,
  type PayrollSystem,
} from './payroll-export.schemas';
import type { PayrollFileContext, PayrollLine } from './payroll-line';

/** One file of a configurable export: its columns and lines; `part` names its categories when the export has several files. */
export interface ConfigurableFile {
  part: string | null;
  columns: readonly PayrollColumn[];
  lines: readonly PayrollLine[];
  /** The file line number of `lines[0]` (2 after a header row, else 1). */
  firstLineNumber: number;
}

const sameColumns = (a: readonly PayrollColumn[], b: readonly PayrollColumn[]) =>
  a.length === b.length && a.every((column, index) => column === b[index]);

/**
 * How the lines are laid out in files, as an importer maps one layout per file: the categories
 * that have lines are grouped by identical column lists, one file each. With the default (the
 * same columns everywhere) that is a single file; a file of several is named by its categories.
 */
export function configurableLayout(lines: readonly PayrollLine[], settings: PayrollExportSettings): ConfigurableFile[] {
  const firstLineNumber = settings.header ? 2 : 1;
  const groups: PayrollCategory[][] = [];
  for (const category of PAYROLL_CATEGORIES.filter((candidate) => lines.some((line) => line.category === candidate))) {
    const group = groups.find((candidates) =>
      sameColumns(settings.columns[candidates[0]!], settings.columns[category]),
    );
    if (group) group.push(category);
    else groups.push([category]);
  }
  if (groups.length <= 1)
    return [{ part: null, columns: settings.columns[groups[0]?.[0] ?? 'shifts'], lines, firstLineNumber }];
  return groups.map((categories) => ({
    part: categories.join('-'),
    columns: settings.columns[categories[0]!],
    lines: lines.filter((line) => categories.includes(line.category)),
    firstLineNumber,
  }));
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
export function configurableFiles(
  system: PayrollSystem,
  lines: readonly PayrollLine[],
  settings: PayrollExportSettings,
  context: PayrollFileContext,
): PayrollExportFile[] {
  return configurableLayout(lines, settings).map((file) => {
    const rows = file.lines.map((line) => file.columns.map((column) => cell(line, column, settings)));
    return {
      name: rangeFileName(system, context, file.part ?? undefined),
      mediaType: CSV_MEDIA_TYPE,
      content: importCsv(settings.header ? [file.columns, ...rows] : rows),
    };
  });
}
