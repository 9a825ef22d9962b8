import { configurableFiles, configurableLayout } from './configurable-csv';
import { defaultPayrollExportSettings } from './default-export-settings';
import { fennoaFiles } from './fennoa';
import { maestroProblems } from './maestro-checks';
import { netvisorFiles } from './netvisor';
import {
  PAYROLL_LINES,
  type PayrollExportFile,
  type PayrollExportResult,
  type PayrollExportSettings,
  type PayrollSystem,
} from './payroll-export.schemas';
import type { PayrollFileContext, PayrollLine } from './payroll-line';
import { procountorFiles } from './procountor';
import { fivaldiFiles } from './visma-fivaldi';

/** The export's answer before the server adds the pay periods it counted overtime for and what it left out as not approved. */
export type PayrollExportOutcome = Omit<PayrollExportResult, 'overtimePeriods' | 'notApprovedCount'>;

/** The Maxtech convention (reference 4): a code of −1 marks a line that is not exported. */
export const NOT_EXPORTED_CODE = '-1';

/** Lines not exported, counted by what they pay (summary line kind, or absence type). */
function countLeftOut(lines: readonly PayrollLine[]): PayrollExportOutcome['leftOut'] {
  const counts = new Map<string, PayrollExportOutcome['leftOut'][number]>();
  for (const line of lines) {
    const key = `${line.kind ?? ''} ${line.workType ?? ''}`;
    const entry = counts.get(key) ?? { line: line.kind, workType: line.workType, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  const order = (entry: PayrollExportOutcome['leftOut'][number]) =>
    entry.line === null ? PAYROLL_LINES.length : PAYROLL_LINES.indexOf(entry.line);
  return [...counts.values()].sort((a, b) => order(a) - order(b) || (a.workType ?? 0) - (b.workType ?? 0));
}

/**
 * Writes the lines in a payroll system's format (spec section 3, types 1–9; reference 4).
 * Lines whose salary code is −1 are not exported, nor those with no code at all — except for
 * Maestro, where a missing code is one of its problems (spec section 5) — and `leftOut` counts
 * them. With any problem nothing is written. `settings` is the organisation's layout for the
 * configurable systems (its default when null); the others have fixed layouts.
 *
 * @computation
 */
export function exportPayroll(
  system: PayrollSystem,
  lines: readonly PayrollLine[],
  settings: PayrollExportSettings | null,
  context: PayrollFileContext,
): PayrollExportOutcome {
  const maestro = system === 5;
  const isLeftOut = (line: PayrollLine) =>
    line.salaryCode.trim() === NOT_EXPORTED_CODE || (!maestro && line.salaryCode.trim() === '');
  const leftOutLines = lines.filter(isLeftOut);
  const exported = lines.filter((line) => !isLeftOut(line));
  const leftOut = countLeftOut(leftOutLines);
  const layout = settings ?? defaultPayrollExportSettings(system);

  if (maestro) {
    const problems = maestroProblems(configurableLayout(exported, layout));
    if (problems.length > 0) return { files: [], lineCount: 0, problems, leftOut };
  }
  const files = ((): PayrollExportFile[] => {
    switch (system) {
      case 2:
        return fennoaFiles(exported, context);
      case 3:
        return netvisorFiles(exported);
      case 8:
        return fivaldiFiles(exported, context);
      case 9:
        return procountorFiles(exported, context);
      case 1:
      case 4:
      case 5:
      case 6:
      case 7:
        return configurableFiles(system, exported, layout, context);
    }
  })();
  return { files, lineCount: exported.length, problems: [], leftOut };
}
