import { ImportPage } from './import-page';
import { INVOICES_IMPORT } from './import-kinds';

/** /importInvoices: invoices from another system, a line per row, grouped by their invoice ID. */
export function ImportInvoicesPage() {
  return <ImportPage kind={INVOICES_IMPORT} />;
}
