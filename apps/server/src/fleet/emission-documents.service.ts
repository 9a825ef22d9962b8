import {
  emissionTotals,
  roundEmissionRow,
  type EmissionRow,
  type EmissionsCustomerQuery,
  type EmissionsQuery,
  type Language,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import type { AuthContext } from '../http/access';
import { createCustomersService } from '../customers/customers.service';
import { emissionWords } from '../documents/emission-words';
import { emissionsPdf, type EmissionsPdfTask } from '../documents/emissions-pdf';
import { emissionsCsv } from './emissions-csv';
import { createEmissionsService } from './emissions.service';

/**
 * The emissions report as files (issue 25): the report as CSV, and a customer's tasks as a PDF
 * the customer can be sent. Both come from the emissions service's one computation, read in its
 * transaction and computed after it; the files are written after that.
 */
export function createEmissionDocuments(context: AppContext) {
  const emissions = createEmissionsService(context);
  const customers = createCustomersService(context);

  return {
    /** GET /api/emissions/csv: the rows GET /api/emissions answers, then their totals, in `language`. */
    async csv(auth: AuthContext, query: EmissionsQuery, language: Language): Promise<string> {
      const { rows } = await emissions.report({ ...auth, language }, query);
      return emissionsCsv(rows, query.groupBy, emissionWords(context.translator, language));
    },

    /**
     * GET /api/emissions/pdf: the period's report by task, kept to the customer's tasks (their
     * shares of each vehicle-month, which every task of the month takes part in), in date order;
     * the factors of the fuels they used; the totals of the rounded rows. 404 for a customer
     * that is not the organisation's.
     */
    async customerPdf(auth: AuthContext, query: EmissionsCustomerQuery, language: Language): Promise<Uint8Array> {
      const customer = await customers.get(auth, query.customerId);
      const report = await emissions.computeReport(
        { ...auth, language },
        { from: query.from, to: query.to, groupBy: 'task' },
        customer.id,
      );
      const rowsByTask = new Map(report.rows.map((row) => [row.key, roundEmissionRow(row)]));
      const tasks: EmissionsPdfTask[] = [];
      const rows: EmissionRow[] = [];
      for (const task of report.tasks) {
        const row = task.customer_id === customer.id && task.id !== null ? rowsByTask.get(task.id) : undefined;
        if (!row || task.day === null) continue;
        rows.push(row);
        tasks.push({ ...row, date: task.day, label: task.description ?? '' });
      }
      const fuels = new Set(rows.flatMap((row) => row.fuel.map((amount) => amount.fuelType)));
      const factors = [...fuels].sort((a, b) => a - b).flatMap((fuelType) => report.factors.get(fuelType) ?? []);
      return emissionsPdf(
        {
          organisationName: auth.organisationName,
          customerName: customer.name,
          from: query.from,
          to: query.to,
          factors,
          tasks,
          totals: emissionTotals(rows),
        },
        emissionWords(context.translator, language),
      );
    },
  };
}
