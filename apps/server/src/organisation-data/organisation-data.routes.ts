import { basesRoutes, departmentsRoutes } from '../departments/named-units.routes';
import { driverGroupsRoutes } from '../driver-groups/driver-groups.routes';
import { driversRoutes } from '../drivers/drivers.routes';
import { importsRoutes } from '../imports/imports.routes';
import { licenceTypesRoutes } from '../licence-types/licence-types.routes';
import { salaryTypeCodesRoutes } from '../salary-type-codes/salary-type-codes.routes';
import { vehiclesRoutes } from '../vehicles/vehicles.routes';

/** Issue 4's route modules, registered as one entry of api-routes.ts. */
export const organisationDataRoutes = [
  departmentsRoutes,
  basesRoutes,
  driverGroupsRoutes,
  driversRoutes,
  vehiclesRoutes,
  salaryTypeCodesRoutes,
  licenceTypesRoutes,
  importsRoutes,
];
