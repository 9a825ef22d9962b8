import { ImportPage } from './import-page';
import { TRANSPORT_TASKS_IMPORT } from './import-kinds';

/** /transport-tasks/import: transport orders from a spreadsheet, a line per goods line, grouped by their order ID. */
export function ImportTransportTasksPage() {
  return <ImportPage kind={TRANSPORT_TASKS_IMPORT} />;
}
