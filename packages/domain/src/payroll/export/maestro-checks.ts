import type { ConfigurableFile } from './configurable-csv';
import type { MaestroProblemKind, PayrollExportProblem } from './payroll-export.schemas';
import type { PayrollLine } from './payroll-line';

/** Spec section 5: Maestro's field lengths, in characters. */
export const MAESTRO_MAX_LENGTHS: Record<MaestroProblemKind, number> = {
  employeeNumber: 5,
  salaryCode: 4,
  routeCode: 4,
  vehicleCode: 3,
};
/** The employee number and the salary code must be there; route and vehicle codes may be empty. */
const REQUIRED: readonly MaestroProblemKind[] = ['employeeNumber', 'salaryCode'];

const length = (value: string) => [...value].length;

/** What is wrong with one line for Maestro, in MAESTRO_PROBLEMS order. */
export function maestroLineProblems(
  line: PayrollLine,
  checked: readonly MaestroProblemKind[],
): { problem: MaestroProblemKind; value: string }[] {
  return checked.flatMap((problem) => {
    const value = line[problem];
    const missing = REQUIRED.includes(problem) && value.trim() === '';
    return missing || length(value) > MAESTRO_MAX_LENGTHS[problem] ? [{ problem, value }] : [];
  });
}

/**
 * Maestro's checks before anything is written (spec section 5): employee number required, at
 * most 5 characters; salary code required, at most 4; route code at most 4 and vehicle code at
 * most 3 where the layout writes them (a code the file leaves out cannot break the import).
 * Each failure names the driver and the line number the line would have had in its file.
 */
export function maestroProblems(files: readonly ConfigurableFile[]): PayrollExportProblem[] {
  return files.flatMap((file) => {
    const checked = (['employeeNumber', 'salaryCode', 'routeCode', 'vehicleCode'] as const).filter(
      (kind) => REQUIRED.includes(kind) || file.columns.includes(kind),
    );
    return file.lines.flatMap((line, index) =>
      maestroLineProblems(line, checked).map(({ problem, value }) => ({
        driverId: line.driverId,
        driverName: line.driverName,
        line: file.firstLineNumber + index,
        problem,
        value,
      })),
    );
  });
}
