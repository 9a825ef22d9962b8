import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Task } from '@rahti/domain';
import { SortableHeader, type SortState } from '../../components/ui/sortable-header';
import { TableScroll } from '../../components/ui/table-scroll';
import { taskPath } from './task-paths';
import type { TaskFormat } from './use-task-format';
import type { TaskSortKey } from './use-task-filters';

interface TasksTableProps {
  rows: readonly Task[];
  sort: SortState<TaskSortKey>;
  onSort: (sort: SortState<TaskSortKey>) => void;
  format: TaskFormat;
}

const END: CSSProperties = { textAlign: 'end', whiteSpace: 'nowrap' };

/** A page of tasks with each one's economics; the server sorts by date, income, profit or margin. */
export function TasksTable({ rows, sort, onSort, format }: TasksTableProps) {
  const { t } = useTranslation();
  const plain = (key: string, numeric = false) => (
    <Table.Th scope="col" style={numeric ? END : undefined}>
      {t(`web-tasks:columns.${key}`)}
    </Table.Th>
  );
  const sortable = (key: TaskSortKey, label: string, numeric = false) => (
    <SortableHeader column={key} label={label} sort={sort} onSort={onSort} numeric={numeric} />
  );
  return (
    <TableScroll label={t('web-tasks:list.caption')} minWidth={880}>
      <Table striped highlightOnHover withTableBorder captionSide="top">
        <Table.Caption>{t('web-tasks:list.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {sortable('start', t('web-tasks:columns.date'))}
            {plain('customer')}
            {plain('vehicle')}
            {plain('driver')}
            {plain('description')}
            {plain('km', true)}
            {plain('hours', true)}
            {sortable('income', t('web-tasks:columns.income'), true)}
            {plain('cost', true)}
            {sortable('profit', t('web-tasks:columns.profit'), true)}
            {sortable('margin', t('web-tasks:columns.margin'), true)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((task) => (
            <Table.Tr key={task.id}>
              <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                <Anchor
                  component={Link}
                  to={taskPath(task.id)}
                  aria-label={t('web-tasks:list.openTask', {
                    date: format.dateTime(task.start),
                    vehicle: task.vehicleName,
                  })}
                >
                  {format.dateTime(task.start)}
                </Anchor>
              </Table.Th>
              <Table.Td>{task.customerName ?? '–'}</Table.Td>
              <Table.Td>{task.vehicleName}</Table.Td>
              <Table.Td>{task.driverName ?? '–'}</Table.Td>
              <Table.Td>{task.description || '–'}</Table.Td>
              <Table.Td style={END}>{format.number(task.economics.km, 1)}</Table.Td>
              <Table.Td style={END}>{format.number(task.economics.hours)}</Table.Td>
              <Table.Td style={END}>{format.money(task.economics.income)}</Table.Td>
              <Table.Td style={END}>{format.money(task.economics.totalCost)}</Table.Td>
              <Table.Td style={END} c={task.economics.profit < 0 ? 'red.9' : undefined}>
                {format.money(task.economics.profit)}
              </Table.Td>
              <Table.Td style={END}>{format.percent(task.economics.marginPercent)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
