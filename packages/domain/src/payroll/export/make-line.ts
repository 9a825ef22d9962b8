import type { AllowanceDefaults, WageDefaults } from '../../calculations/wage-defaults';
import { codeForKind, codeForWorkType, unitPrice } from './line-pricing';
import type { PayrollCategory, PayrollLineKind } from './payroll-export.schemas';
import type { PayrollCode, PayrollDriverInput, PayrollLine } from './payroll-line';

export interface LinePricing {
  codes: readonly PayrollCode[];
  wages: WageDefaults;
  allowanceAmounts: AllowanceDefaults;
}

/** What differs from line to line of one driver. */
export interface LineFields {
  category: PayrollCategory;
  kind: PayrollLineKind | null;
  workType: number | null;
  date: string;
  endDate: string;
  quantity: number;
  unit: PayrollLine['unit'];
  vehicleCode: string;
}

/**
 * A maker of one driver's lines: the driver's fields, the payroll code of the line's kind (or,
 * for an absence, of its type), and the unit price from the driver's wage.
 */
export function lineMaker(driver: PayrollDriverInput['driver'], pricing: LinePricing): (fields: LineFields) => PayrollLine {
  return (fields) => ({
    ...fields,
    driverId: driver.id,
    driverName: driver.name,
    employeeNumber: driver.employeeNumber,
    ...(fields.kind === null ? codeForWorkType(pricing.codes, fields.workType ?? -1) : codeForKind(pricing.codes, fields.kind)),
    unitPrice: unitPrice(fields.kind, driver.grossWagePerHour, pricing.wages, pricing.allowanceAmounts),
    costCentre: driver.costCentre,
    routeCode: '',
  });
}
