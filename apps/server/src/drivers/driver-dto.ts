import type { Driver, DriverLicence } from '@rahti/domain';
import type { DriverRow } from './drivers.repository';

export function toDriver(row: DriverRow, licences: DriverLicence[] = []): Driver {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    driverCardId: row.driver_card_id,
    employeeNumber: row.employee_number,
    username: row.username,
    email: row.email,
    grossWagePerHour: row.gross_wage_per_hour,
    defaultVehicleId: row.default_vehicle_id,
    departmentId: row.department_id,
    baseId: row.base_id,
    driverGroupId: row.driver_group_id,
    licences,
    employmentStart: row.employment_start,
    employmentEnd: row.employment_end,
    appAccountActive: row.app_account_active,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
