import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Absence } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useHasAccess } from '../../auth/use-account';
import { addMonths, firstOfMonth } from '../../lib/calendar-dates';
import { AbsenceCalendar } from './absence-calendar';
import { AbsenceDialog } from './absence-dialog';
import { AbsenceFormDialog } from './absence-form-dialog';
import { useAbsenceLabels } from './absence-labels';
import { useAbsences } from './absences-api';
import { DayAbsences } from './day-absences';
import { DriverPicker } from './driver-picker';
import { absencesOn, gridRange } from './month-grid';
import { useCalendarParams } from './use-calendar-params';
import { useDateWords } from './use-date-words';

/** A driver's absences as a month calendar: record, correct, check and approve them (issue 10). */
export function AbsencesPage() {
  const { t } = useTranslation();
  const words = useDateWords();
  const labels = useAbsenceLabels();
  const canApprove = useHasAccess('adminOrSuperuser');
  const { driverId, month, today, setDriverId, setMonth } = useCalendarParams();
  const range = gridRange(month);
  const list = useAbsences(driverId, range.from, range.to);
  const absences = list.data ?? [];

  // The chosen day follows the month: today in the current month, else its first day.
  const [chosen, setChosen] = useState<string>();
  const selected = chosen?.startsWith(month) ? chosen : today.startsWith(month) ? today : firstOfMonth(month);
  const [openId, setOpenId] = useState<string>();
  const [editing, setEditing] = useState<{ absence?: Absence; day: string }>();
  // Read from the latest list, so an action's answer (or a reload) shows at once; gone when deleted.
  const open = absences.find((absence) => absence.id === openId);

  const select = (date: string) => {
    setChosen(date);
    if (!date.startsWith(month)) setMonth(date.slice(0, 7));
  };
  const reload = () => void list.refetch();

  return (
    <Stack>
      <Title order={1}>{t('web:menu.absences')}</Title>
      <Text size="sm">{t('web-absences:intro')}</Text>
      <Group align="flex-end" justify="space-between">
        <DriverPicker value={driverId} onChange={setDriverId} />
        <Group component="nav" aria-label={t('web-absences:monthNavigation')} gap="xs" align="center">
          <Button variant="default" onClick={() => setMonth(addMonths(month, -1))}>
            {t('web-absences:previousMonth')}
          </Button>
          <Text fw={600} miw={160} ta="center" aria-live="polite">
            {words.monthName(month)}
          </Text>
          <Button variant="default" onClick={() => setMonth(addMonths(month, 1))}>
            {t('web-absences:nextMonth')}
          </Button>
        </Group>
        {driverId && <Button onClick={() => setEditing({ day: selected })}>{t('web-absences:add')}</Button>}
      </Group>
      {!driverId && (
        <Paper withBorder p="xl">
          <Text>{t('web-absences:chooseDriver')}</Text>
        </Paper>
      )}
      {driverId && list.isPending && <PageLoader />}
      {list.isError && <QueryError error={list.error} onRetry={reload} />}
      {driverId && list.isSuccess && (
        <>
          <Text size="sm" role="status">
            {absences.length === 0
              ? t('web-absences:calendar.noneThisMonth')
              : t('web-absences:calendar.count', { count: absences.length })}
          </Text>
          <AbsenceCalendar
            month={month}
            absences={absences}
            selected={selected}
            today={today}
            labels={labels}
            onSelect={select}
            onActivate={(date) => {
              select(date);
              const [first] = absencesOn(absences, date);
              if (first) setOpenId(first.id);
              else setEditing({ day: date });
            }}
          />
          <DayAbsences
            date={selected}
            absences={absencesOn(absences, selected)}
            labels={labels}
            onOpen={(absence) => setOpenId(absence.id)}
            onAdd={() => setEditing({ day: selected })}
          />
        </>
      )}
      {open && !editing && (
        <AbsenceDialog
          key={open.id}
          absence={open}
          labels={labels}
          canApprove={canApprove}
          onEdit={() => setEditing({ absence: open, day: open.startDate })}
          onClose={() => setOpenId(undefined)}
          onReload={reload}
        />
      )}
      {editing && driverId && (
        <AbsenceFormDialog
          key={editing.absence?.id ?? 'new'}
          driverId={driverId}
          absence={editing.absence}
          day={editing.day}
          labels={labels}
          onClose={() => setEditing(undefined)}
          onReload={reload}
        />
      )}
    </Stack>
  );
}
