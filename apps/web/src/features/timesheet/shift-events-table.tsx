import { Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Shift, workTypeKey, workTypeLook } from '@rahti/domain';
import { Icon } from '../../components/ui/icons';
import { clockText, durationText, eventMinutes } from './event-labels';

interface ShiftEventsTableProps {
  shift: Shift;
  zone: string;
  date: string;
  now: number;
  caption: string;
  /** The driver group's question per work type, for the driver's answers. */
  questions: ReadonlyMap<number, string>;
}

/** The shift's events as a table: the timeline's content for keyboard and screen-reader users. */
export function ShiftEventsTable({ shift, zone, date, now, caption, questions }: ShiftEventsTableProps) {
  const { t } = useTranslation();
  const hasAnswers = shift.events.some((event) => event.answer);
  return (
    <Table withTableBorder striped>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('web-timesheet:events.workType')}</Table.Th>
          <Table.Th>{t('web-timesheet:events.start')}</Table.Th>
          <Table.Th>{t('web-timesheet:events.end')}</Table.Th>
          <Table.Th>{t('web-timesheet:events.duration')}</Table.Th>
          {hasAnswers && <Table.Th>{t('web-timesheet:events.answer')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shift.events.map((event) => {
          const look = workTypeLook(event.workType);
          return (
            <Table.Tr key={event.id}>
              <Table.Th scope="row" fw="normal">
                <Group gap={6} wrap="nowrap">
                  <Icon name={look.icon} size={16} color={look.colour} />
                  {t(workTypeKey(event.workType))}
                </Group>
              </Table.Th>
              <Table.Td>{clockText(Date.parse(event.start), zone, date)}</Table.Td>
              <Table.Td>
                {event.end ? clockText(Date.parse(event.end), zone, date) : t('web-timesheet:status.running')}
              </Table.Td>
              <Table.Td>{durationText(t, eventMinutes(event, now))}</Table.Td>
              {hasAnswers && (
                <Table.Td>
                  {event.answer ? [questions.get(event.workType), event.answer].filter(Boolean).join(': ') : ''}
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
