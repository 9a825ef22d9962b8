import { Progress, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskTotals } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import type { TaskFormat } from './use-task-format';

const END = { textAlign: 'end', whiteSpace: 'nowrap' } as const;
const FIGURES = ['income', 'totalCost', 'profit', 'margin'] as const;

/** Each customer's income, cost, profit and margin, the margin also as a bar (0–100 %). */
export function CustomerMargins({ customers, format }: { customers: TaskTotals['customers']; format: TaskFormat }) {
  const { t } = useTranslation();
  return (
    <TableScroll label={t('web-tasks:customers.caption')} minWidth={640}>
      <Table withTableBorder striped captionSide="top">
        <Table.Caption>{t('web-tasks:customers.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('web-tasks:columns.customer')}</Table.Th>
            {['web-tasks:customers.count', ...FIGURES.map((key) => `web-tasks:totals.${key}`)].map((key) => (
              <Table.Th key={key} scope="col" style={END}>
                {t(key)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((customer) => (
            <Table.Tr key={customer.customerId ?? 'none'}>
              <Table.Th scope="row" fw={400}>
                {customer.name ?? t('web-tasks:customers.none')}
              </Table.Th>
              <Table.Td style={END}>{customer.count}</Table.Td>
              <Table.Td style={END}>{format.money(customer.income)}</Table.Td>
              <Table.Td style={END}>{format.money(customer.totalCost)}</Table.Td>
              <Table.Td style={END} c={customer.profit < 0 ? 'red.9' : undefined}>
                {format.money(customer.profit)}
              </Table.Td>
              <Table.Td style={END} miw={140}>
                {format.percent(customer.marginPercent)}
                <Progress
                  aria-hidden="true"
                  mt={4}
                  size="sm"
                  color={(customer.marginPercent ?? 0) < 0 ? 'red' : 'teal'}
                  value={Math.min(100, Math.abs(customer.marginPercent ?? 0))}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
