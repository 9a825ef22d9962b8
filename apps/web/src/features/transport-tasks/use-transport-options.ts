import { useDriverName } from '../../lib/use-driver-name';
import { useCustomers } from '../customers/customers-api';
import { driverOption } from '../drivers/driver-labels';
import { useDrivers, useVehicles } from '../organisation-data/organisation-data-queries';

export type Option = { value: string; label: string };

/** Whom an order is for and who carries it out with what, as select options; the customers themselves for "fill from customer". */
export function useTransportOptions() {
  const fullName = useDriverName();
  const customers = useCustomers();
  const vehicles = useVehicles();
  const drivers = useDrivers();
  return {
    customerList: customers.data ?? [],
    customers: (customers.data ?? []).map((customer) => ({ value: customer.id, label: customer.name })),
    vehicles: (vehicles.data ?? []).map((vehicle) => ({
      value: vehicle.id,
      label: vehicle.name ? `${vehicle.registerNumber} – ${vehicle.name}` : vehicle.registerNumber,
    })),
    drivers: (drivers.data ?? []).map(driverOption(fullName)),
  };
}
