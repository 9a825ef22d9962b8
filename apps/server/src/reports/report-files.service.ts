import { REPORT_FILTERS, type Language, type ReportFormat, type ReportInput, type ReportTable } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import type { AuthContext } from '../http/access';
import { withTenant } from '../db/tenant';
import { reportPdf } from '../documents/report-pdf';
import { reportCsv } from './report-csv';
import { reportNamesRepository } from './report-names.repository';
import { reportFileName, reportWords } from '../documents/report-words';
import { reportXlsx } from './report-xlsx';
import { createReportsService } from './reports.service';

export interface ReportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/**
 * A report as a file (POST /api/organisation/report, and the scheduled mail): the table is
 * computed first (every read committed), the filter names read, then the file written.
 */
export function createReportFiles(context: AppContext) {
  const reports = createReportsService(context);

  async function render(auth: AuthContext, table: ReportTable, input: ReportInput, language: Language) {
    const words = reportWords(context.translator, language, auth.organisationCurrency);
    if (input.format === 'csv') return Buffer.from(reportCsv(table, words), 'utf8');
    if (input.format === 'xlsx') return reportXlsx(table, words);
    const names = await withTenant(context.database.db, auth.organisationId, (tx) =>
      reportNamesRepository.names(tx, auth.organisationId, input.filters),
    );
    const filters = REPORT_FILTERS.filter((key) => names[key].length).map(
      (key) => `${words.t(`filters.${key}`)}: ${names[key].join(', ')}`,
    );
    return Buffer.from(await reportPdf({ organisationName: auth.organisationName, table, filters }, words));
  }

  return {
    async file(auth: AuthContext, input: ReportInput, language: Language): Promise<ReportFile> {
      const table = await reports.compute({ ...auth, language }, input);
      return {
        body: await render(auth, table, input, language),
        contentType: CONTENT_TYPES[input.format],
        fileName: reportFileName(table, input.format),
      };
    },
  };
}
