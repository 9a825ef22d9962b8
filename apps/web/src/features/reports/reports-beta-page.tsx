import { ReportsPage } from './reports-page';

/** /report-new, "reports 2.0" (spec section 2): the same reports, marked beta while the page may still change. */
export function ReportsBetaPage() {
  return <ReportsPage beta />;
}
