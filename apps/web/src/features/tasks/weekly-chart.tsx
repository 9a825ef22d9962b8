import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskTotals } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import type { TaskFormat } from './use-task-format';

const END = { textAlign: 'end' } as const;

/**
 * Income against cost per ISO week. The bars are for the eye only (hidden from assistive
 * technology, no focus stops); the table under them carries the same figures in words.
 */
export function WeeklyChart({ weeks, format }: { weeks: TaskTotals['weeks']; format: TaskFormat }) {
  const { t } = useTranslation();
  const data = weeks.map((week) => ({
    week: t('web-tasks:weeks.short', { week: Number(week.week.slice(-2)) }),
    income: week.income,
    cost: week.totalCost,
  }));
  return (
    <>
      <div aria-hidden="true">
        <BarChart
          h={240}
          data={data}
          dataKey="week"
          series={[
            { name: 'income', label: t('web-tasks:totals.income'), color: 'teal.7' },
            { name: 'cost', label: t('web-tasks:totals.totalCost'), color: 'orange.7' },
          ]}
          valueFormatter={format.money}
          yAxisProps={{ width: 90 }}
          withLegend
          withTooltip={false}
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <TableScroll label={t('web-tasks:weeks.caption')} minWidth={520}>
        <Table withTableBorder captionSide="top" mt="sm">
          <Table.Caption>{t('web-tasks:weeks.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('web-tasks:weeks.week')}</Table.Th>
              {(['income', 'totalCost', 'profit'] as const).map((key) => (
                <Table.Th key={key} scope="col" style={END}>
                  {t(`web-tasks:totals.${key}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week) => (
              <Table.Tr key={week.week}>
                <Table.Th scope="row" fw={400}>
                  {t('web-tasks:weeks.long', { week: Number(week.week.slice(-2)), monday: format.day(week.monday) })}
                </Table.Th>
                <Table.Td style={END}>{format.money(week.income)}</Table.Td>
                <Table.Td style={END}>{format.money(week.totalCost)}</Table.Td>
                <Table.Td style={END}>{format.money(week.profit)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </>
  );
}
