import { ImportPage } from './import-page';
import { VEHICLES_IMPORT } from './import-kinds';
import { VehicleCodes } from './vehicle-codes';

/** /importVehicles: the rules add the numbers that stand for vehicle class, fuel and emission standard. */
export function ImportVehiclesPage() {
  return (
    <ImportPage kind={VEHICLES_IMPORT}>
      <VehicleCodes />
    </ImportPage>
  );
}
