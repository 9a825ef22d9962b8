import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useMemo, useRef, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, type CalendarRun, type CalendarTask } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { datesBetween } from '../../lib/calendar-dates';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { ConflictsList } from './conflicts-list';
import { DraftsBar } from './drafts-bar';
import { FillWeek } from './fill-week';
import { OpenRunsList } from './open-runs-list';
import { OpenTasksList } from './open-tasks-list';
import { PeriodBar } from './period-bar';
import { routeVehicleOf, type PlanTarget } from './plan-form';
import { PlanDialog } from './plan-dialog';
import { PlanningFilters } from './planning-filters';
import { PlanningGrid } from './planning-grid';
import { PlanningNotes } from './planning-notes-list';
import { periodOf, stepAnchor } from './planning-period';
import { useCalendarData } from './use-calendar-data';
import { useDropActions } from './use-drop-actions';
import { useHolidays } from './use-holidays';
import { usePlanDrag } from './use-plan-drag';
import type { PlanningParams } from './use-planning-params';

const NS = 'web-resource-planning';

/** The calendar tab: drivers × days with their blocks, the open runs beside, conflicts and drafts below. */
export function CalendarView({ params }: { params: PlanningParams }) {
  const { t } = useTranslation();
  const { from, to } = periodOf(params.anchor, params.span);
  const period = useMemo(() => ({ from, to }), [from, to]);
  const days = useMemo(() => datesBetween(from, to), [from, to]);
  const holidays = useHolidays(from, to);
  const data = useCalendarData(period, params.filters);
  const { calendar, model, words } = data;
  const zone = calendar.data?.zone ?? words.zone;
  const drops = useDropActions(zone, (routeId) => routeVehicleOf(calendar.data, routeId));
  const drag = usePlanDrag({
    plansById: data.plansById,
    onDropRun: drops.dropRun,
    onDropTask: drops.dropTask,
    onDropPlan: drops.dropPlan,
    onResizePlan: drops.resizePlan,
    localDate: words.localDate,
  });
  const page = useRef<HTMLDivElement>(null);
  const dialog = useDialogTarget<PlanTarget>(page);
  // The side lists are drawn again only when their items change: their handlers stay the same
  // functions, calling the latest drag and dialog.
  const latest = useRef({ drag, dialog });
  useLayoutEffect(() => {
    latest.current = { drag, dialog };
  });
  const side = useMemo(
    () => ({
      openRun: (run: CalendarRun) => latest.current.dialog.open({ kind: 'run', run }),
      openTask: (task: CalendarTask) => latest.current.dialog.open({ kind: 'task', task }),
      startRun: (event: DragEvent, run: CalendarRun) => latest.current.drag.startRun(event, run),
      startTask: (event: DragEvent, task: CalendarTask) => latest.current.drag.startTask(event, task),
      endDrag: () => latest.current.drag.endDrag(),
    }),
    [],
  );

  const openPlan = (id: string) => {
    const plan = data.plansById.get(id);
    if (plan) dialog.open({ kind: 'plan', plan });
  };

  return (
    <Stack ref={page} tabIndex={-1}>
      <PeriodBar
        label={`${formatCalendarDate(from)}–${formatCalendarDate(to)}`}
        span={params.span}
        onSpan={params.setSpan}
        onStep={(direction) => params.setAnchor(stepAnchor(params.anchor, params.span, direction))}
        onToday={() => params.setAnchor(params.today)}
      />
      <PlanningFilters params={params} withEvents />
      <Group justify="space-between">
        <DraftsBar draftIds={data.draftIds} />
        <Button size="xs" variant="light" onClick={() => dialog.open({ kind: 'new', date: from })}>
          {t(`${NS}:dialog.newTitle`)}
        </Button>
      </Group>
      {!model && !calendar.isError && <PageLoader />}
      {calendar.isError && (
        <QueryError error={calendar.error} fallbackKey={`${NS}:fetchFailed`} onRetry={() => void calendar.refetch()} />
      )}
      {model && (
        <>
          <Text size="xs" c="dimmed">
            {t(`${NS}:grid.hint`)}
          </Text>
          <FillWeek period={period} words={words} />
          {/* Side by side where there is room; on a phone the open runs go below the calendar. */}
          <Group align="flex-start" wrap="wrap" gap="md">
            <Box style={{ flex: '1 1 560px', minWidth: 0 }}>
              {model.drivers.length === 0 ? (
                <Text>{t(`${NS}:grid.noDrivers`)}</Text>
              ) : (
                <PlanningGrid
                  key={`${period.from}|${period.to}`}
                  model={model}
                  days={days}
                  holidays={holidays}
                  period={period}
                  plansById={data.plansById}
                  words={words}
                  onOpenPlan={openPlan}
                  dragProps={drag.gridProps}
                />
              )}
            </Box>
            <Stack gap="lg" w={{ base: '100%', md: 240 }} style={{ flexShrink: 0 }}>
              <OpenRunsList
                runs={model.openRuns}
                words={words}
                onOpenRun={side.openRun}
                onDragStart={side.startRun}
                onDragEnd={side.endDrag}
              />
              <OpenTasksList
                tasks={model.openTasks}
                words={words}
                onOpenTask={side.openTask}
                onDragStart={side.startTask}
                onDragEnd={side.endDrag}
              />
            </Stack>
          </Group>
          <ConflictsList period={period} plansById={data.plansById} describe={data.describe} onOpenPlan={openPlan} />
          {calendar.data && <PlanningNotes calendar={calendar.data} model={model} words={words} />}
        </>
      )}
      {dialog.target && calendar.data && (
        <PlanDialog
          target={dialog.target}
          calendar={calendar.data}
          period={period}
          plansById={data.plansById}
          describe={data.describe}
          onClose={dialog.close}
        />
      )}
    </Stack>
  );
}
