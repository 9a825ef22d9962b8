import { useTranslation } from 'react-i18next';
import { useCustomers } from '../customers/customers-api';
import { licenceOptions, unitOptions } from '../drivers/driver-labels';
import { useDepartments, useLicenceTypes, useVehicles } from '../organisation-data/organisation-data-queries';

/** What a route is for, driven with and needs, as select options. */
export function useRouteOptions(chosenLicences: readonly string[]) {
  const { t } = useTranslation();
  const customers = useCustomers();
  const vehicles = useVehicles();
  const departments = useDepartments();
  const licenceTypes = useLicenceTypes();
  return {
    customers: (customers.data ?? []).map((customer) => ({ value: customer.id, label: customer.name })),
    vehicles: (vehicles.data ?? []).map((vehicle) => ({
      value: vehicle.id,
      label: vehicle.name ? `${vehicle.registerNumber} – ${vehicle.name}` : vehicle.registerNumber,
    })),
    departments: unitOptions(departments.data),
    // A code the route needs that is no longer a licence type stays choosable, so saving keeps it.
    licences: licenceOptions(licenceTypes.data, t, chosenLicences),
  };
}
