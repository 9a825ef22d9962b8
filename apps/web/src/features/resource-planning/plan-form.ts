import { z } from 'zod';
import {
  localDateOf,
  PLANNED_SHIFT_STATUSES,
  type CalendarPlan,
  type CalendarRun,
  type CalendarTask,
  type PlannedShiftInput,
  type PlannedShiftUpdate,
  type PlanningCalendar,
} from '@rahti/domain';
import { zonedTime } from '../../lib/organisation-time';
import { zoneInstant } from '../timesheet/zone-time';

/** What the plan dialog opens for: a stored plan, an open run, a task to plan, or a new plan from nothing. */
export type PlanTarget =
  | { kind: 'plan'; plan: CalendarPlan }
  | { kind: 'run'; run: CalendarRun }
  | { kind: 'task'; task: CalendarTask }
  | { kind: 'new'; date: string };

/** The tasks a plan made from the target carries: a stored plan's own, a task's one, else none. */
export function keptTaskIds(target: PlanTarget): string[] {
  if (target.kind === 'plan') return target.plan.taskIds;
  return target.kind === 'task' ? [target.task.id] : [];
}

export type PlanFormValues = {
  driverId: string;
  vehicleIds: string[];
  /** '' for no route. */
  routeId: string;
  /** Local dates and clock times in the organisation's zone. */
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  status: CalendarPlan['status'];
};

const MAX_PLAN_MS = 7 * 86_400_000;
const required = z.string().min(1, 'validation:required');

/**
 * The dialog's fields, checked as the API checks a plan (planning.schemas.ts: the end after the
 * start, at most a week later), and turned into its body. An edit keeps the plan's tasks and
 * sends the version it was read at.
 */
export function planFormSchema(zone: string, kept: { taskIds: string[]; version?: number }) {
  return z
    .object({
      driverId: required,
      vehicleIds: z.array(z.string()),
      routeId: z.string(),
      startDate: required,
      startTime: required,
      endDate: required,
      endTime: required,
      status: z.enum(PLANNED_SHIFT_STATUSES),
    })
    .superRefine((values, ctx) => {
      const start = zoneInstant(values.startDate, values.startTime, zone);
      const end = zoneInstant(values.endDate, values.endTime, zone);
      if (start === undefined) ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'validation:invalidDate' });
      if (end === undefined) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'validation:invalidDate' });
      if (start === undefined || end === undefined) return;
      if (end <= start) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'planning:endBeforeStart' });
      else if (end - start > MAX_PLAN_MS)
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'planning:tooLong' });
    })
    .transform((values): PlannedShiftInput | PlannedShiftUpdate => {
      const instant = (date: string, time: string) => new Date(zoneInstant(date, time, zone) ?? NaN).toISOString();
      return {
        driverId: values.driverId,
        vehicleIds: values.vehicleIds,
        start: instant(values.startDate, values.startTime),
        end: instant(values.endDate, values.endTime),
        ...(values.routeId ? { routeId: values.routeId } : {}),
        ...(kept.version !== undefined || kept.taskIds.length > 0 ? { taskIds: kept.taskIds } : {}),
        status: values.status,
        ...(kept.version !== undefined ? { version: kept.version } : {}),
      };
    });
}

const at = (instant: string, zone: string) => ({
  date: localDateOf(Date.parse(instant), zone),
  time: zonedTime(instant, zone),
});

/** The dialog's first values: the plan as stored, the run's route and times, the task's driver, vehicle and times, or a day's 07:00–15:00. */
export function initialPlanValues(
  target: PlanTarget,
  calendar: Pick<PlanningCalendar, 'zone' | 'routes'>,
): PlanFormValues {
  const { zone } = calendar;
  const span = (start: string, end: string) => {
    const [from, to] = [at(start, zone), at(end, zone)];
    return { startDate: from.date, startTime: from.time, endDate: to.date, endTime: to.time };
  };
  if (target.kind === 'plan') {
    const { plan } = target;
    return {
      driverId: plan.driverId,
      vehicleIds: plan.vehicleIds,
      routeId: plan.routeId ?? '',
      ...span(plan.start, plan.end),
      status: plan.status,
    };
  }
  const empty = { driverId: '', vehicleIds: [], status: 'draft' as const };
  if (target.kind === 'run') {
    const vehicleId = routeVehicleOf(calendar, target.run.routeId);
    return {
      ...empty,
      vehicleIds: vehicleId ? [vehicleId] : [],
      routeId: target.run.routeId,
      ...span(target.run.start, target.run.end),
    };
  }
  if (target.kind === 'task') {
    const { task } = target;
    return {
      ...empty,
      driverId: task.driverId ?? '',
      vehicleIds: [task.vehicleId],
      routeId: '',
      ...span(task.start, task.end),
    };
  }
  return { ...empty, routeId: '', startDate: target.date, startTime: '07:00', endDate: target.date, endTime: '15:00' };
}

/** The vehicle a route's runs usually take (its calculation's), if the calendar names one. */
export function routeVehicleOf(calendar: Pick<PlanningCalendar, 'routes'> | undefined, routeId: string): string | null {
  return calendar?.routes.find((route) => route.id === routeId)?.vehicleId ?? null;
}
