import { useDriverName } from '../../lib/use-driver-name';
import { useCustomers } from '../customers/customers-api';
import { driverOption, unitOptions } from '../drivers/driver-labels';
import { useRouteChoices } from '../routes/use-route-choices';
import { useDepartments, useDrivers, useVehicles } from '../organisation-data/organisation-data-queries';

export type Option = { value: string; label: string };

/**
 * What a task is for and done with, as select options: customers, vehicles, drivers, departments
 * and, with the routes feature, the routes it may be a run of.
 */
export function useTaskOptions() {
  const fullName = useDriverName();
  const customers = useCustomers();
  const vehicles = useVehicles();
  const drivers = useDrivers();
  const departments = useDepartments();
  const routes = useRouteChoices();
  return {
    customers: (customers.data ?? []).map((customer) => ({ value: customer.id, label: customer.name })),
    vehicles: (vehicles.data ?? []).map((vehicle) => ({
      value: vehicle.id,
      label: vehicle.name ? `${vehicle.registerNumber} – ${vehicle.name}` : vehicle.registerNumber,
    })),
    drivers: (drivers.data ?? []).map(driverOption(fullName)),
    departments: unitOptions(departments.data),
    /** Undefined without the routes feature: the field is left out. */
    routes: routes.shown ? routes.options : undefined,
    /** Loaded: an empty list then means there are none, not "not yet". */
    customersLoaded: customers.isSuccess,
  };
}
