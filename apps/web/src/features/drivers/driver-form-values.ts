import { driverLicencesField, type Driver, type Language } from '@rahti/domain';

export type LicenceRow = { key: string; code: string; expiresOn: string | null };

/** What the inputs hold: text as typed (the schema reads "18,50"), '' for "none chosen". */
export type DriverFormValues = {
  firstName: string;
  lastName: string;
  username: string;
  driverCardId: string;
  employeeNumber: string;
  email: string;
  grossWagePerHour: string;
  defaultVehicleId: string;
  departmentId: string;
  baseId: string;
  driverGroupId: string;
  /** 'YYYY-MM-DD' as the date inputs give it, '' for none (the start is then the day the driver is added). */
  employmentStart: string;
  employmentEnd: string;
  licences: LicenceRow[];
};

let nextKey = 0;
/** Rows are added and removed, so each keeps its own key rather than its index. */
export const licenceRow = (code = '', expiresOn: string | null = null): LicenceRow => ({
  key: `licence-${nextKey++}`,
  code,
  expiresOn,
});

export function driverFormValues(driver: Driver | undefined, language: Language): DriverFormValues {
  const wage = driver?.grossWagePerHour;
  return {
    firstName: driver?.firstName ?? '',
    lastName: driver?.lastName ?? '',
    username: driver?.username ?? '',
    driverCardId: driver?.driverCardId ?? '',
    employeeNumber: driver?.employeeNumber ?? '',
    email: driver?.email ?? '',
    // Shown as the user would type it: a decimal comma in Finnish and Swedish.
    grossWagePerHour: wage == null ? '' : language === 'en' ? String(wage) : String(wage).replace('.', ','),
    defaultVehicleId: driver?.defaultVehicleId ?? '',
    departmentId: driver?.departmentId ?? '',
    baseId: driver?.baseId ?? '',
    driverGroupId: driver?.driverGroupId ?? '',
    employmentStart: driver?.employmentStart ?? '',
    employmentEnd: driver?.employmentEnd ?? '',
    licences: (driver?.licences ?? []).map((licence) => licenceRow(licence.code, licence.expiresOn)),
  };
}

/** The schema's message key per licence row and field ("0.code"), for the inputs of that row. */
export function licenceRowIssues(rows: readonly LicenceRow[]): ReadonlyMap<string, string> {
  const result = driverLicencesField.safeParse(rows);
  const issues = new Map<string, string>();
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const [index, field] = issue.path;
    const key = `${String(index)}.${String(field)}`;
    if (!issues.has(key)) issues.set(key, issue.message);
  }
  return issues;
}
