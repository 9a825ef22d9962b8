import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Shift } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { PageSection } from '../../components/ui/page-section';
import { QueryError } from '../../components/ui/query-error';
import { useFeatures, useHasAccess } from '../../auth/use-account';
import { PeriodInfringementsSummary } from '../driving-time/period-infringements';
import { MakeTasksFromShifts } from '../tasks/make-tasks-from-shifts';
import { useDriverGroups } from '../organisation-data/organisation-data-queries';
import { editRefusal } from './approval-options';
import { ApproveWeek } from './approve-week';
import { weeksOf, type Period } from './period';
import { PeriodDay } from './period-day';
import { periodDays } from './period-totals';
import { ShiftEditorDialog } from './shift-editor-dialog';
import { useDriverPeriod } from './timesheet-queries';
import { usePeriodInfringements } from './use-period-infringements';
import { TotalsTable } from './totals-table';
import { formatLocalDate } from './zone-time';

interface DriverPeriodViewProps {
  driverId: string;
  period: Period;
  /** The organisation's zone until the answer says its own. */
  zone: string;
  linkedShiftId: string | undefined;
  onBack: () => void;
}

/** Each shift with the driver's next one, when the first has ended before the next starts and both can change. */
function mergeablePairs(shifts: readonly Shift[]): Map<string, Shift> {
  const sorted = [...shifts].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const pairs = new Map<string, Shift>();
  sorted.forEach((shift, index) => {
    const next = sorted[index + 1];
    if (
      next &&
      shift.end &&
      Date.parse(shift.end) <= Date.parse(next.start) &&
      !editRefusal(shift) &&
      !editRefusal(next)
    )
      pairs.set(shift.id, next);
  });
  return pairs;
}

/** One driver's period: every day, week by week, with totals and every action on its items. */
export function DriverPeriodView({
  driverId,
  period,
  zone: organisationZone,
  linkedShiftId,
  onBack,
}: DriverPeriodViewProps) {
  const { t } = useTranslation();
  const canApprove = useHasAccess('adminOrSuperuser');
  const hasTasks = useFeatures()?.taskProfitability === true;
  const answer = useDriverPeriod(driverId, period);
  const groups = useDriverGroups();
  const [adding, setAdding] = useState(false);
  // Fixed while the view is open, so running events do not move under the reader.
  const [now] = useState(() => Date.now());
  const zone = answer.data?.timeZone ?? organisationZone;
  const data = answer.data;
  const view = useMemo(
    () => (data ? periodDays(period, data.shifts, data.absences, zone, now) : undefined),
    [data, period, zone, now],
  );
  const mergeable = useMemo(() => mergeablePairs(data?.shifts ?? []), [data]);
  const driving = usePeriodInfringements(driverId, period, zone, now, data?.shifts);
  const questions = useMemo(() => {
    const group = groups.data?.find((candidate) => candidate.id === data?.driver.driverGroupId);
    return new Map(
      (group?.customQuestions ?? []).map((question) => [
        question.workType,
        question.unit ? `${question.text} (${question.unit})` : question.text,
      ]),
    );
  }, [groups.data, data?.driver.driverGroupId]);

  if (answer.isPending) return <PageLoader />;
  if (answer.isError) return <QueryError error={answer.error} onRetry={() => void answer.refetch()} />;
  const { driver } = answer.data;
  const range = `${formatLocalDate(period.from)}–${formatLocalDate(period.to)}`;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Title order={2}>{driver.name}</Title>
          <Text size="sm" c="dimmed">
            {t('web-timesheet:period.subtitle', { employeeNumber: driver.employeeNumber || '–', range })}
          </Text>
        </Stack>
        <Group>
          <Button variant="default" onClick={onBack}>
            {t('web-timesheet:period.back')}
          </Button>
          <Anchor component={Link} to={`/timesheet/absences?driverId=${driver.id}`}>
            {t('web-timesheet:absence.calendar')}
          </Anchor>
          <Button onClick={() => setAdding(true)}>{t('web-timesheet:editor.addTitle')}</Button>
        </Group>
      </Group>
      {view && (
        <>
          <PageSection id="period-driving-time" title={t('web-driving-time:timesheet.title')}>
            <PeriodInfringementsSummary infringements={driving.infringements} state={driving.answer.status} />
          </PageSection>
          <PageSection id="period-totals" title={t('web-timesheet:totals.periodTitle')}>
            <TotalsTable
              totals={view.totals}
              caption={t('web-timesheet:totals.periodCaption', { driver: driver.name, range })}
            />
          </PageSection>
          {weeksOf(period).map((week) => {
            const days = view.days.filter((day) => week.from <= day.date && day.date <= week.to);
            const weekRange = `${formatLocalDate(week.from)}–${formatLocalDate(week.to)}`;
            return (
              <PageSection
                key={week.from}
                id={`week-${week.from}`}
                title={t('web-timesheet:period.week', { range: weekRange })}
              >
                {(canApprove || hasTasks) && (
                  <Group mb="xs">
                    {canApprove && (
                      <ApproveWeek
                        driverId={driver.id}
                        driverName={driver.name}
                        week={week}
                        shifts={days.flatMap((day) => day.shifts)}
                        zone={zone}
                      />
                    )}
                    {hasTasks && <MakeTasksFromShifts shifts={days.flatMap((day) => day.shifts)} range={weekRange} />}
                  </Group>
                )}
                {days.map((day) => (
                  <PeriodDay
                    key={day.date}
                    day={day}
                    zone={zone}
                    now={now}
                    canApprove={canApprove}
                    linkedShiftId={linkedShiftId}
                    mergeable={mergeable}
                    questions={questions}
                    infringements={driving.byShift}
                  />
                ))}
              </PageSection>
            );
          })}
        </>
      )}
      {adding && (
        <ShiftEditorDialog driverId={driver.id} zone={zone} date={period.from} onClose={() => setAdding(false)} />
      )}
    </Stack>
  );
}
