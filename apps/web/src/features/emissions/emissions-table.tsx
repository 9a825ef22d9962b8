import { Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmissionGrouping } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import type { EmissionReportRow, EmissionTotals } from './emission-totals';
import { FIGURE_COLUMNS, NUMERIC_COLUMNS, type FigureColumn } from './emissions-columns';
import type { EmissionLabels } from './use-emission-labels';

const END: CSSProperties = { textAlign: 'end', whiteSpace: 'nowrap' };
const NOT_ALLOCATED: CSSProperties = { fontStyle: 'italic' };

interface EmissionsTableProps {
  rows: readonly EmissionReportRow[];
  totals: EmissionTotals;
  groupBy: EmissionGrouping;
  caption: string;
  labels: EmissionLabels;
}

/** The report: a row per vehicle, customer, task or month in the server's order ("Not allocated" in italics), then the totals. */
export function EmissionsTable({ rows, totals, groupBy, caption, labels }: EmissionsTableProps) {
  const { t } = useTranslation();
  const figures = (row: EmissionTotals): Record<Exclude<FigureColumn, 'quality'>, string> => ({
    fuel: labels.fuel(row.fuel),
    tonneKm: labels.number(row.tonneKm),
    ttw: labels.number(row.ttwKg),
    wtt: labels.number(row.wttKg),
    wtw: labels.number(row.wtwKg),
    intensity: labels.intensity(row.gPerTonneKm),
  });
  const cells = (row: EmissionTotals, quality: ReactNode) => {
    const texts = { ...figures(row), quality };
    return FIGURE_COLUMNS.map((column) => (
      <Table.Td key={column} style={NUMERIC_COLUMNS.has(column) ? END : undefined}>
        {texts[column]}
      </Table.Td>
    ));
  };

  return (
    <TableScroll label={caption} minWidth={1000}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t(`web-fuel:emissions.groupings.${groupBy}`)}</Table.Th>
            {FIGURE_COLUMNS.map((column) => (
              <Table.Th key={column} scope="col" style={NUMERIC_COLUMNS.has(column) ? END : undefined}>
                {t(`web-fuel:emissions.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key ?? 'not-allocated'}>
              <Table.Th scope="row" fw={600} style={row.key === null ? NOT_ALLOCATED : undefined}>
                {row.label}
              </Table.Th>
              {cells(row, labels.quality(row.quality))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">{t('web-fuel:emissions.total')}</Table.Th>
            {cells(totals, '')}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}
