import { Anchor, Group, Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate, type PlanVsActual, type RunFigures } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import type { TaskFormat } from '../tasks/use-task-format';
import { shiftPath, taskPath } from './route-paths';

const END: CSSProperties = { textAlign: 'end', whiteSpace: 'nowrap' };
const COLUMNS = [
  'date',
  'plannedCost',
  'plannedIncome',
  'plannedMargin',
  'actualCost',
  'actualIncome',
  'actualMargin',
  'waiting',
  'records',
] as const;

/** Cost, income and margin; dashes where there is nothing to show (no actual yet, no calculation). */
function FigureCells({ figures, format }: { figures: RunFigures | null; format: TaskFormat }) {
  const money = (amount: number | null | undefined) => (amount == null ? '–' : format.money(amount));
  return (
    <>
      <Table.Td style={END}>{money(figures?.cost)}</Table.Td>
      <Table.Td style={END}>{money(figures?.income)}</Table.Td>
      <Table.Td style={END}>{format.percent(figures?.marginPercent ?? null)}</Table.Td>
    </>
  );
}

/** Each run of the month planned against what its shifts and tasks recorded, with links to them and the totals. */
export function PlanVsActualTable({ data, format }: { data: PlanVsActual; format: TaskFormat }) {
  const { t } = useTranslation();
  const caption = t('web-routes:planVsActual.caption');
  return (
    <TableScroll label={caption} minWidth={980}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col" style={column === 'date' || column === 'records' ? undefined : END}>
                {t(`web-routes:planVsActual.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.runs.map((run) => {
            const date = formatCalendarDate(run.date);
            return (
              <Table.Tr key={`${run.date}-${run.originalDate ?? ''}`}>
                <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                  {run.originalDate
                    ? t('web-routes:planVsActual.movedRun', { date, from: formatCalendarDate(run.originalDate) })
                    : date}
                </Table.Th>
                <FigureCells figures={run.planned} format={format} />
                <FigureCells figures={run.actual} format={format} />
                <Table.Td style={END}>
                  {run.waitingMinutes === null
                    ? '–'
                    : t('web-routes:planVsActual.minutes', { count: run.waitingMinutes })}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    {[
                      ...run.shiftIds.map((id, i) => ({ id, kind: 'shift', number: i + 1, to: shiftPath(id) })),
                      ...run.taskIds.map((id, i) => ({ id, kind: 'task', number: i + 1, to: taskPath(id) })),
                    ].map((record) => (
                      <Anchor
                        key={record.id}
                        component={Link}
                        to={record.to}
                        size="sm"
                        aria-label={t(`web-routes:planVsActual.${record.kind}Of`, { number: record.number, date })}
                      >
                        {t(`web-routes:planVsActual.${record.kind}`, { number: record.number })}
                      </Anchor>
                    ))}
                    {run.shiftIds.length + run.taskIds.length === 0 && '–'}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">{t('web-routes:planVsActual.totals')}</Table.Th>
            <FigureCells figures={data.actual ? data.planned : null} format={format} />
            <FigureCells figures={data.actual} format={format} />
            <Table.Td />
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}
