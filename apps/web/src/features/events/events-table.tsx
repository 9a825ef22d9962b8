import { Anchor, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { workTypeName, type EventRow } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import { zonedDate, zonedDateTime, zonedTime } from '../../lib/organisation-time';
import { durationText } from '../timesheet/event-labels';

/** Dates, times, register numbers and the link read badly broken over lines ("SCK-" / "721"). */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const COLUMNS = [
  'date',
  'start',
  'end',
  'driver',
  'workType',
  'duration',
  'vehicles',
  'answerToQuestion',
  'approval',
  'shift',
] as const;
const ANSWER_HINT_ID = 'events-answer-hint';

/** The answer with the question's unit ("12 lavaa"), the question it answers under it. */
function AnswerCell({ row }: { row: EventRow }) {
  if (row.answer === null) return <Table.Td />;
  return (
    <Table.Td>
      {row.question?.unit ? `${row.answer} ${row.question.unit}` : row.answer}
      {row.question && (
        <Text size="xs" c="dimmed">
          {row.question.text}
        </Text>
      )}
    </Table.Td>
  );
}

/**
 * One page of events, times on the organisation's clocks; each row opens its shift in the
 * timesheet. Lengths by the one rule of the domain ("11 min", "45 s"); the Answer column says it
 * holds the answer to the driver group's question, with the question's unit.
 */
export function EventsTable({ rows, zone }: { rows: readonly EventRow[]; zone: string }) {
  const { t } = useTranslation();
  const endOf = (row: EventRow) => {
    if (row.end === null) return t('web-events:running');
    const sameDay = zonedDate(row.end, zone) === zonedDate(row.start, zone);
    return sameDay ? zonedTime(row.end, zone) : zonedDateTime(row.end, zone);
  };
  return (
    <>
      <Text size="sm" c="dimmed" id={ANSWER_HINT_ID}>
        {t('web-events:answerHint')}
      </Text>
      <TableScroll label={t('web-events:tableLabel')} minWidth={1100}>
        <Table striped withTableBorder aria-label={t('web-events:tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th
                  key={column}
                  scope="col"
                  aria-describedby={column === 'answerToQuestion' ? ANSWER_HINT_ID : undefined}
                >
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
                <Table.Td style={NO_WRAP}>{durationText(t, (row.durationSeconds ?? row.minutes * 60) / 60)}</Table.Td>
                <Table.Td>
                  {/* Lines break between vehicles, never inside a register number. */}
                  {row.registerNumbers.map((registerNumber, index) => (
                    <Fragment key={registerNumber}>
                      {index > 0 && ', '}
                      <span style={NO_WRAP}>{registerNumber}</span>
                    </Fragment>
                  ))}
                </Table.Td>
                <AnswerCell row={row} />
                <Table.Td>{t(`web-events:approval.${row.approval}`)}</Table.Td>
                <Table.Td style={NO_WRAP}>
                  <Anchor
                    component={Link}
                    to={`/timesheet?shiftId=${row.shiftId}`}
                    aria-label={t('web-events:openShiftOf', { name: row.driverName, date: zonedDate(row.start, zone) })}
                  >
                    {t('web-events:openShift')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </>
  );
}
