import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '@rahti/domain';
import type { TaskFormat } from './use-task-format';

const END = { textAlign: 'end', whiteSpace: 'nowrap' } as const;

/**
 * How the task's cost and profit come about: the vehicle calculation's rates times the task's
 * hours and km, plus its other costs (issue 22), then profit and margin (spec section 9).
 */
export function TaskEconomicsTable({ economics, format }: { economics: Task['economics']; format: TaskFormat }) {
  const { t } = useTranslation();
  const rows: { key: string; how?: string; amount: string; strong?: boolean }[] = [
    {
      key: 'timeCost',
      how: t('web-tasks:economics.timeCostHow', {
        rate: format.money(economics.timeCostPerHour),
        hours: format.number(economics.hours),
      }),
      amount: format.money(economics.timeCost),
    },
    {
      key: 'distanceCost',
      how: t('web-tasks:economics.distanceCostHow', {
        rate: format.money(economics.distanceCostPerKm),
        km: format.number(economics.km, 1),
      }),
      amount: format.money(economics.distanceCost),
    },
    { key: 'otherCosts', amount: format.money(economics.otherCosts) },
    { key: 'totalCost', amount: format.money(economics.totalCost), strong: true },
    { key: 'income', amount: format.money(economics.income) },
    { key: 'profit', how: t('web-tasks:economics.profitHow'), amount: format.money(economics.profit), strong: true },
    { key: 'margin', how: t('web-tasks:economics.marginHow'), amount: format.percent(economics.marginPercent) },
  ];
  return (
    <Table withTableBorder captionSide="top">
      <Table.Caption>{t('web-tasks:economics.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('web-tasks:economics.item')}</Table.Th>
          <Table.Th scope="col">{t('web-tasks:economics.how')}</Table.Th>
          <Table.Th scope="col" style={END}>
            {t('web-tasks:economics.amount')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={row.strong ? 700 : 400}>
              {t(`web-tasks:economics.${row.key}`)}
            </Table.Th>
            <Table.Td c="dimmed">{row.how ?? ''}</Table.Td>
            <Table.Td style={END} fw={row.strong ? 700 : undefined}>
              {row.amount}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
