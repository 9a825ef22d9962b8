import { ImportPage } from './import-page';
import { DRIVERS_IMPORT } from './import-kinds';

/** /importDrivers */
export function ImportDriversPage() {
  return <ImportPage kind={DRIVERS_IMPORT} />;
}
