import { useTranslation } from 'react-i18next';
import { localDateOf, type CalendarPlan, type CalendarRun, type CalendarTask } from '@rahti/domain';
import { notifyError, notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { zonedTime } from '../../lib/organisation-time';
import { zoneInstant } from '../timesheet/zone-time';
import { useMovePlan, useSavePlan } from './planning-api';

/**
 * What a drop does: a run on a driver becomes a draft plan with the run's route, times and the
 * route's vehicle (`routeVehicle`); a task, a draft plan of it with its vehicle and times; a plan
 * on another cell moves to that driver and day at the same times of day and length; a plan's end
 * handle on a day ends the plan that day at its time of day. Each says what it did, or why not.
 */
export function useDropActions(zone: string, routeVehicle: (routeId: string) => string | null) {
  const { t } = useTranslation();
  const create = useSavePlan(undefined);
  const move = useMovePlan();
  const failed = (error: unknown) => notifyError(errorMessage(error, t('errors:savingFailed')));

  const dropRun = (run: CalendarRun, driverId: string) =>
    create.mutate(
      {
        driverId,
        vehicleIds: [routeVehicle(run.routeId)].flatMap((id) => (id ? [id] : [])),
        start: run.start,
        end: run.end,
        routeId: run.routeId,
        status: 'draft',
      },
      { onSuccess: () => notifySuccess(t('web-resource-planning:dialog.created')), onError: failed },
    );

  const dropTask = (task: CalendarTask, driverId: string) =>
    create.mutate(
      {
        driverId,
        vehicleIds: [task.vehicleId],
        start: task.start,
        end: task.end,
        taskIds: [task.id],
        status: 'draft',
      },
      { onSuccess: () => notifySuccess(t('web-resource-planning:dialog.created')), onError: failed },
    );

  const save = (plan: CalendarPlan, changes: { driverId: string; start: number; end: number }, done: string) =>
    move.mutate(
      {
        id: plan.id,
        input: {
          driverId: changes.driverId,
          vehicleIds: plan.vehicleIds,
          start: new Date(changes.start).toISOString(),
          end: new Date(changes.end).toISOString(),
          ...(plan.routeId ? { routeId: plan.routeId } : {}),
          taskIds: plan.taskIds,
          status: plan.status,
          version: plan.version,
        },
      },
      { onSuccess: () => notifySuccess(t(`web-resource-planning:dialog.${done}`)), onError: failed },
    );

  const dropPlan = (plan: CalendarPlan, driverId: string, date: string) => {
    const start = Date.parse(plan.start);
    if (driverId === plan.driverId && date === localDateOf(start, zone)) return;
    const moved = zoneInstant(date, zonedTime(plan.start, zone), zone);
    if (moved === undefined) return;
    save(plan, { driverId, start: moved, end: moved + Date.parse(plan.end) - start }, 'moved');
  };

  const resizePlan = (plan: CalendarPlan, date: string) => {
    const [start, end] = [Date.parse(plan.start), Date.parse(plan.end)];
    const ended = zoneInstant(date, zonedTime(plan.end, zone), zone);
    if (ended === undefined || ended === end) return;
    if (ended <= start) return notifyError(t('planning:endBeforeStart'));
    save(plan, { driverId: plan.driverId, start, end: ended }, 'resized');
  };

  return { dropRun, dropTask, dropPlan, resizePlan };
}
