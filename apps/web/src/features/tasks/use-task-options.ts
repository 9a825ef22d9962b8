import { useDriverName } from '../../lib/use-driver-name';
import { useCustomers } from '../customers/customers-api';
import { driverOption, unitOptions } from '../drivers/driver-labels';
import { useDepartments, useDrivers, useVehicles } from '../organisation-data/organisation-data-queries';

export type Option = { value: string; label: string };

/** What a task is for and done with, as select options: customers, vehicles, drivers, departments. */
export function useTaskOptions() {
  const fullName = useDriverName();
  const customers = useCustomers();
  const vehicles = useVehicles();
  const drivers = useDrivers();
  const departments = useDepartments();
  return {
    customers: (customers.data ?? []).map((customer) => ({ value: customer.id, label: customer.name })),
    vehicles: (vehicles.data ?? []).map((vehicle) => ({
      value: vehicle.id,
      label: vehicle.name ? `${vehicle.registerNumber} – ${vehicle.name}` : vehicle.registerNumber,
    })),
    drivers: (drivers.data ?? []).map(driverOption(fullName)),
    departments: unitOptions(departments.data),
    /** Loaded: an empty list then means there are none, not "not yet". */
    customersLoaded: customers.isSuccess,
  };
}
