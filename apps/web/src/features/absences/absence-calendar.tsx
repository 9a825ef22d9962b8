import { Box, Stack, Table, Text } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Absence } from '@rahti/domain';
import { addDays, startOfWeek } from '../../lib/calendar-dates';
import type { AbsenceLabels } from './absence-labels';
import { absencesOn, monthWeeks } from './month-grid';
import { useDateWords } from './use-date-words';

interface AbsenceCalendarProps {
  month: string;
  absences: readonly Absence[];
  selected: string;
  today: string;
  labels: AbsenceLabels;
  /** A day chosen by click or keyboard; it may lie in another month. */
  onSelect: (date: string) => void;
  /** Enter on a day: the page opens what the day holds. */
  onActivate: (date: string) => void;
}

/** Keys of the ARIA grid pattern: a day, a week, the week's ends, a month. */
function target(date: string, key: string): string | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return startOfWeek(date);
    case 'End':
      return addDays(startOfWeek(date), 6);
    case 'PageUp':
      return addDays(date, -28);
    case 'PageDown':
      return addDays(date, 28);
    default:
      return undefined;
  }
}

const STATE_COLOURS: Record<Absence['approval'], string> = {
  unapproved: 'yellow.1',
  checked: 'blue.1',
  approved: 'green.1',
};

/**
 * A month as weeks × days. One day is a tab stop; the arrow keys move between days (and into
 * the next or previous month), and each day's name says its absences in words, so neither the
 * layout nor the colours carry anything alone.
 */
export function AbsenceCalendar({
  month,
  absences,
  selected,
  today,
  labels,
  onSelect,
  onActivate,
}: AbsenceCalendarProps) {
  const { t } = useTranslation();
  const words = useDateWords();
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  // The day the keyboard moved to; focused once its cell is drawn (after a month change, a render later).
  const movedTo = useRef<string>(undefined);

  useEffect(() => {
    const cell = movedTo.current === selected ? cells.current.get(selected) : undefined;
    if (!cell) return;
    movedTo.current = undefined;
    cell.focus();
  }, [selected, month]);

  const onKeyDown = (event: KeyboardEvent, date: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onActivate(date);
      return;
    }
    const next = target(date, event.key);
    if (!next) return;
    event.preventDefault();
    movedTo.current = next;
    onSelect(next);
  };

  return (
    <Table
      withTableBorder
      withColumnBorders
      role="grid"
      aria-label={words.monthName(month)}
      style={{ tableLayout: 'fixed' }}
    >
      <Table.Thead>
        <Table.Tr>
          {words.weekdays.map((weekday) => (
            <Table.Th key={weekday.long} scope="col" abbr={weekday.long}>
              {weekday.short}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {monthWeeks(month).map((week) => (
          <Table.Tr key={week[0]}>
            {week.map((date) => {
              const dayAbsences = absencesOn(absences, date);
              const inMonth = date.startsWith(month);
              const isSelected = date === selected;
              const name = `${words.fullDate(date)}: ${dayAbsences.length === 0 ? t('web-absences:calendar.noAbsences') : dayAbsences.map(labels.summary).join('; ')}`;
              return (
                <Table.Td
                  key={date}
                  role="gridcell"
                  ref={(cell: HTMLTableCellElement | null) => {
                    if (cell) cells.current.set(date, cell);
                    else cells.current.delete(date);
                  }}
                  tabIndex={isSelected ? 0 : -1}
                  aria-selected={isSelected}
                  aria-current={date === today ? 'date' : undefined}
                  aria-label={name}
                  onClick={() => onSelect(date)}
                  onDoubleClick={() => onActivate(date)}
                  onKeyDown={(event) => onKeyDown(event, date)}
                  bg={isSelected ? 'blue.0' : undefined}
                  style={{ verticalAlign: 'top', height: 96, cursor: 'pointer', outlineOffset: -3 }}
                >
                  <Stack gap={4} aria-hidden="true">
                    <Text
                      size="sm"
                      fw={date === today ? 700 : 400}
                      c={inMonth ? undefined : 'dimmed'}
                      td={date === today ? 'underline' : undefined}
                    >
                      {Number(date.slice(8))}
                    </Text>
                    {dayAbsences.map((absence) => (
                      <Box
                        key={absence.id}
                        bg={STATE_COLOURS[absence.approval]}
                        px={4}
                        py={2}
                        style={{ borderRadius: 4, fontSize: 12, lineHeight: 1.3, overflow: 'hidden' }}
                      >
                        {/* A phone's day is some 50 px wide: the type alone, cut short; the chosen day's card below says it all. */}
                        <Box
                          hiddenFrom="sm"
                          style={{ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' }}
                        >
                          {labels.typeName(absence.workType)}
                        </Box>
                        <Box visibleFrom="sm">
                          <div>
                            {labels.typeName(absence.workType)} · {labels.extent(absence)}
                          </div>
                          <div>
                            {labels.state(absence)}
                            {absence.hasDriverEdit && ` · ${t('web-absences:driverEdited')}`}
                          </div>
                        </Box>
                      </Box>
                    ))}
                  </Stack>
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
