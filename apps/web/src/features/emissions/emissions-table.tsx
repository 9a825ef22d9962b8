import { Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmissionGrouping, EmissionsAnswer, EmissionTotals } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import { FIGURE_COLUMNS, NUMERIC_COLUMNS, type FigureColumn } from './emissions-columns';
import type { EmissionLabels } from './use-emission-labels';

const END: CSSProperties = { textAlign: 'end', whiteSpace: 'nowrap' };
// Headers may wrap ("g CO₂e per t·km (WTW)"), so the figures and the row's PDF button fit a laptop's width.
const END_HEADER: CSSProperties = { textAlign: 'end' };
const NOT_ALLOCATED: CSSProperties = { fontStyle: 'italic' };

export type EmissionReportRow = EmissionsAnswer['rows'][number];

/** A last column of a button per row (a customer's PDF), with its header. */
export interface RowAction {
  header: string;
  render: (row: EmissionReportRow) => ReactNode;
}

interface EmissionsTableProps {
  rows: readonly EmissionReportRow[];
  totals: EmissionTotals;
  groupBy: EmissionGrouping;
  caption: string;
  labels: EmissionLabels;
  action?: RowAction;
}

/**
 * The report: a row per vehicle, customer, task or month in the server's order ("Not allocated"
 * in italics), then the totals; with `action`, a last column of its buttons.
 */
export function EmissionsTable({ rows, totals, groupBy, caption, labels, action }: EmissionsTableProps) {
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
              <Table.Th key={column} scope="col" style={NUMERIC_COLUMNS.has(column) ? END_HEADER : undefined}>
                {t(`web-fuel:emissions.columns.${column}`)}
              </Table.Th>
            ))}
            {action && <Table.Th scope="col">{action.header}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key ?? 'not-allocated'}>
              <Table.Th scope="row" fw={600} style={row.key === null ? NOT_ALLOCATED : undefined}>
                {row.label}
              </Table.Th>
              {cells(row, labels.quality(row.quality))}
              {action && <Table.Td>{action.render(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">{t('web-fuel:emissions.total')}</Table.Th>
            {cells(totals, '')}
            {action && <Table.Td />}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}
