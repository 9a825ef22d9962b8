import { Anchor, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { workTypeName, type EventRow } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import { zonedDate, zonedDateTime, zonedTime } from '../../lib/organisation-time';

/** Dates, times, register numbers and the link read badly broken over lines ("SCK-" / "721"). */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** One page of events, times on the organisation's clocks; each row opens its shift in the timesheet. */
export function EventsTable({ rows, zone }: { rows: readonly EventRow[]; zone: string }) {
  const { t } = useTranslation();
  const endOf = (row: EventRow) => {
    if (row.end === null) return t('web-events:running');
    const sameDay = zonedDate(row.end, zone) === zonedDate(row.start, zone);
    return sameDay ? zonedTime(row.end, zone) : zonedDateTime(row.end, zone);
  };
  return (
    <TableScroll label={t('web-events:tableLabel')} minWidth={1100}>
      <Table striped withTableBorder aria-label={t('web-events:tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            {(['date', 'start', 'end', 'driver', 'workType', 'minutes', 'vehicles', 'answer', 'approval', 'shift'] as const).map((column) => (
              <Table.Th key={column} scope="col">
                {t(`web-events:columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={NO_WRAP}>{zonedDate(row.start, zone)}</Table.Td>
              <Table.Td>{zonedTime(row.start, zone)}</Table.Td>
              <Table.Td style={NO_WRAP}>{endOf(row)}</Table.Td>
              <Table.Th scope="row" fw="normal">
                {row.driverName}
                {row.employeeNumber && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    ({row.employeeNumber})
                  </Text>
                )}
              </Table.Th>
              <Table.Td>{t(`work-types:${workTypeName(row.workType)}`)}</Table.Td>
              <Table.Td>{row.minutes}</Table.Td>
              <Table.Td>
                {/* Lines break between vehicles, never inside a register number. */}
                {row.registerNumbers.map((registerNumber, index) => (
                  <Fragment key={registerNumber}>
                    {index > 0 && ', '}
                    <span style={NO_WRAP}>{registerNumber}</span>
                  </Fragment>
                ))}
              </Table.Td>
              <Table.Td>{row.answer ?? ''}</Table.Td>
              <Table.Td>{t(`web-events:approval.${row.approval}`)}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <Anchor component={Link} to={`/timesheet?shiftId=${row.shiftId}`} aria-label={t('web-events:openShiftOf', { name: row.driverName, date: zonedDate(row.start, zone) })}>
                  {t('web-events:openShift')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
