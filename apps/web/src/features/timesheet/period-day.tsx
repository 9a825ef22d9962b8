import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Shift, workTypeKey } from '@rahti/domain';
import type { Infringement } from '../driving-time/infringements-by-shift';
import { useLanguage } from '../../lib/use-language';
import { AbsenceCard } from './absence-card';
import { durationText } from './event-labels';
import type { PeriodDay as Day } from './period-totals';
import { ShiftCard } from './shift-card';
import { formatLocalDate } from './zone-time';

interface PeriodDayProps {
  day: Day;
  zone: string;
  now: number;
  canApprove: boolean;
  linkedShiftId: string | undefined;
  /** Each shift's next one when the two can be merged. */
  mergeable: ReadonlyMap<string, Shift>;
  questions: ReadonlyMap<number, string>;
  /** Driving-time infringements by the shift that causes them. */
  infringements: ReadonlyMap<string, readonly Infringement[]>;
}

/** "Monday 16.03.2026" in the UI language. */
export function useDayName() {
  const { language } = useLanguage();
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return (date: string) => {
    const name = weekday.format(new Date(`${date}T12:00:00Z`));
    return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${formatLocalDate(date)}`;
  };
}

/** One date of the period, empty or not: its shifts, absences and the day's total. */
export function PeriodDay({
  day,
  zone,
  now,
  canApprove,
  linkedShiftId,
  mergeable,
  questions,
  infringements,
}: PeriodDayProps) {
  const { t } = useTranslation();
  const dayName = useDayName()(day.date);
  const isEmpty = day.shifts.length === 0 && day.absences.length === 0;
  return (
    <Stack
      gap="xs"
      component="section"
      aria-label={dayName}
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between">
        <Title order={4} size="h5">
          {dayName}
        </Title>
        {day.shifts.length > 0 && (
          <Text size="sm">
            {t('web-timesheet:totals.day', {
              duration: durationText(t, day.totals.totalMinutes),
              byType: [...day.totals.byWorkType]
                .map(([workType, minutes]) => `${t(workTypeKey(workType))} ${durationText(t, minutes)}`)
                .join(', '),
            })}
          </Text>
        )}
      </Group>
      {isEmpty && (
        <Text size="sm" c="dimmed">
          {t('web-timesheet:period.noShifts')}
        </Text>
      )}
      {day.shifts.map((shift) => (
        <ShiftCard
          key={shift.id}
          shift={shift}
          zone={zone}
          date={day.date}
          now={now}
          canApprove={canApprove}
          isLinked={shift.id === linkedShiftId}
          mergeable={mergeable.get(shift.id)}
          questions={questions}
          infringements={infringements.get(shift.id)}
        />
      ))}
      {day.absences.map((absence) => (
        <AbsenceCard key={absence.id} absence={absence} zone={zone} canApprove={canApprove} />
      ))}
    </Stack>
  );
}
