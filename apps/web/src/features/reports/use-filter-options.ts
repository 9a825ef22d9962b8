import type { ReportFilter } from '@rahti/domain';
import { useCustomers } from '../customers/customers-api';
import { useDepartments, useDrivers, useVehicles } from '../organisation-data/organisation-data-queries';
import { useDriverName } from '../../lib/use-driver-name';

export type FilterOptions = Record<ReportFilter, { value: string; label: string }[]>;

/** The choices of each report filter: the organisation's departments, vehicles, drivers and customers. */
export function useFilterOptions(): FilterOptions {
  const departments = useDepartments();
  const vehicles = useVehicles();
  const drivers = useDrivers();
  const customers = useCustomers();
  const driverName = useDriverName();
  return {
    departmentIds: (departments.data ?? []).map((unit) => ({ value: unit.id, label: unit.name })),
    vehicleIds: (vehicles.data ?? []).map((vehicle) => ({
      value: vehicle.id,
      label: vehicle.registerNumber || vehicle.name,
    })),
    driverIds: (drivers.data ?? []).map((driver) => ({ value: driver.id, label: driverName(driver) })),
    customerIds: (customers.data ?? []).map((customer) => ({ value: customer.id, label: customer.name })),
  };
}
