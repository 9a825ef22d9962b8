import * as XLSX from '@e965/xlsx';
import type { i18n as I18n } from 'i18next';
import { writeCsv, type Language } from '@rahti/domain';

export const TEMPLATE_FORMATS = ['csv', 'xlsx', 'xls'] as const;
export type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];

const CONTENT_TYPES: Record<TemplateFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/** An empty import file: the header row (in the caller's language) in the import's column order. */
export function buildTemplate(
  columns: readonly string[],
  format: TemplateFormat,
  translator: I18n,
  language: Language,
) {
  const header = columns.map((key) => translator.t(`organisation-data:columns.${key}`, { lng: language }));
  const body =
    format === 'csv'
      ? Buffer.from(writeCsv(header, []), 'utf8')
      : (XLSX.write(
          { SheetNames: ['Import'], Sheets: { Import: XLSX.utils.aoa_to_sheet([header]) } },
          { type: 'buffer', bookType: format === 'xlsx' ? 'xlsx' : 'biff8' },
        ) as Buffer);
  return { body, contentType: CONTENT_TYPES[format] };
}
