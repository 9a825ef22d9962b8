import { Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type ReportTable as ReportTableModel } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import { cellText, isFigure } from './report-cells';

const END: CSSProperties = { textAlign: 'end', whiteSpace: 'nowrap' };

/**
 * The preview: the report's table as the files hold it, captioned with its title and period;
 * the first column heads each row, the totals are the footer. Minutes show as h:mm.
 */
export function ReportTable({ table, caption }: { table: ReportTableModel; caption: string }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const header = (key: string, type: string) =>
    type === 'minutes' ? `${t(`reports:${key}`)} (h:mm)` : t(`reports:${key}`);
  const [first, ...rest] = table.columns;
  if (!first) return null;
  return (
    <TableScroll label={caption} minWidth={Math.max(600, table.columns.length * 110)}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column) => (
              <Table.Th key={column.key} scope="col" style={isFigure(column) ? { textAlign: 'end' } : undefined}>
                {header(column.labelKey, column.type)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, index) => (
            <Table.Tr key={index}>
              <Table.Th scope="row" fw={600}>
                {cellText(first, row[first.key] ?? null, language)}
              </Table.Th>
              {rest.map((column) => (
                <Table.Td key={column.key} style={isFigure(column) ? END : undefined}>
                  {cellText(column, row[column.key] ?? null, language)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('reports:total')}</Table.Th>
            {rest.map((column) => (
              <Table.Th key={column.key} style={isFigure(column) ? END : undefined}>
                {cellText(column, table.totals[column.key] ?? null, language)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}
