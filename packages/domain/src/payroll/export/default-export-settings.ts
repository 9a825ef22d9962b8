import type { PayrollColumn, PayrollExportSettings, PayrollSystem } from './payroll-export.schemas';

/** Reference 4.6's generic layout: person id; date; salary code; quantity; unit price; cost centre; text. */
const GENERIC_COLUMNS: PayrollColumn[] = [
  'employeeNumber',
  'date',
  'salaryCode',
  'quantity',
  'unitPrice',
  'costCentre',
  'text',
];
/** Maestro also reads the route and vehicle codes (spec section 5 limits their length). */
const MAESTRO_COLUMNS: PayrollColumn[] = [
  'employeeNumber',
  'date',
  'salaryCode',
  'quantity',
  'unitPrice',
  'costCentre',
  'routeCode',
  'vehicleCode',
  'text',
];

/**
 * A configurable system's layout before the organisation saves its own: the same columns for
 * every category, no header row, a decimal comma, and DD.MM.YYYY dates except Lemonsoft's
 * YYYY-MM-DD (spec section 3). Mepco's importer reads YYYY-MM-DD by default but is set to
 * DD.MM.YYYY with `d.m.Y` (reference 4.5): the spec's format wins. With a header row its
 * titles are the column keys themselves ('employeeNumber', 'date', …): stable across languages,
 * so an importer mapped once keeps working.
 */
export function defaultPayrollExportSettings(system: PayrollSystem): PayrollExportSettings {
  const columns = system === 5 ? MAESTRO_COLUMNS : GENERIC_COLUMNS;
  return {
    header: false,
    dateFormat: system === 6 ? 'YYYY-MM-DD' : 'DD.MM.YYYY',
    decimalComma: true,
    columns: { shifts: [...columns], contracts: [...columns], vacations: [...columns], leaves: [...columns] },
  };
}
