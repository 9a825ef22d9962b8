import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, SimpleGrid, Table, Title } from '@mantine/core';
import { useId } from 'react';
import type { AnalyticsFigures } from '@rahti/domain';
import { TableScroll } from '../../../components/ui/table-scroll';

type FigureKey = keyof AnalyticsFigures;

export interface ChartSeries {
  key: FigureKey;
  label: string;
  color: string;
}

export interface TableColumn {
  key: FigureKey;
  label: string;
  format: (value: number | null) => string;
}

export interface ChartRow {
  id: string;
  label: string;
  figures: AnalyticsFigures;
}

interface AnalyticsChartProps {
  title: string;
  caption: string;
  groupLabel: string;
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  columns: readonly TableColumn[];
  valueFormatter: (value: number) => string;
  stacked?: boolean;
}

const END = { textAlign: 'end' } as const;

/**
 * One figure of the analytics as bars and, beside them, a table of the same figures. The bars
 * are for the eye only (hidden from assistive technology, no focus stops); the table is what a
 * screen reader reads, and what anyone reads for the exact numbers.
 */
export function AnalyticsChart({
  title,
  caption,
  groupLabel,
  rows,
  series,
  columns,
  valueFormatter,
  stacked,
}: AnalyticsChartProps) {
  const headingId = useId();
  const data = rows.map((row) => ({
    group: row.label,
    ...Object.fromEntries(series.map((one) => [one.key, row.figures[one.key] ?? 0])),
  }));
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <div aria-hidden="true">
          <BarChart
            h={Math.max(220, Math.min(rows.length, 40) * 22)}
            data={data}
            dataKey="group"
            orientation="vertical"
            type={stacked ? 'stacked' : 'default'}
            series={series.map((one) => ({ name: one.key, label: one.label, color: one.color }))}
            valueFormatter={valueFormatter}
            yAxisProps={{ width: 110 }}
            withLegend
            withTooltip={false}
            barChartProps={{ accessibilityLayer: false }}
          />
        </div>
        <TableScroll label={caption} minWidth={120 + columns.length * 110}>
          <Table withTableBorder captionSide="top" striped>
            <Table.Caption>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{groupLabel}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.key} scope="col" style={END}>
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Th scope="row" fw={400}>
                    {row.label}
                  </Table.Th>
                  {columns.map((column) => (
                    <Table.Td key={column.key} style={END}>
                      {column.format(row.figures[column.key])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </SimpleGrid>
    </Box>
  );
}
