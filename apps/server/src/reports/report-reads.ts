import { TASK_PAGE_LIMITS, type ReportDefinition, type Task } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import type { AuthContext } from '../http/access';
import { withTenant } from '../db/tenant';
import { organisationTimeZone } from '../timesheet/history';
import { createTasksService } from '../tasks/tasks.service';
import { createVehiclesService } from '../vehicles/vehicles.service';

/** Every task of the period the task list shows (its own filters), a page of 500 at a time. */
export async function allTasks(
  context: AppContext,
  auth: AuthContext,
  report: ReportDefinition,
  filters: { vehicleIds?: string[]; driverIds?: string[]; departmentId?: string } = {},
): Promise<Task[]> {
  const tasks = createTasksService(context);
  const items: Task[] = [];
  for (let offset = 0; ; offset += TASK_PAGE_LIMITS.max) {
    const page = await tasks.list(auth, {
      from: report.from,
      to: report.to,
      sort: 'start',
      offset,
      limit: TASK_PAGE_LIMITS.max,
      ...filters,
    });
    items.push(...page.items);
    if (page.items.length < TASK_PAGE_LIMITS.max || items.length >= page.total) return items;
  }
}

/** Vehicle register numbers by id, as the vehicle register lists them. */
export async function vehicleNames(context: AppContext, auth: AuthContext): Promise<Map<string, string>> {
  const vehicles = await createVehiclesService(context).list(auth);
  return new Map(vehicles.map((vehicle) => [vehicle.id, vehicle.registerNumber || vehicle.name]));
}

/** The organisation's time zone, which local months and dates are counted in. */
export function timeZoneOf(context: AppContext, auth: AuthContext): Promise<string> {
  return withTenant(context.database.db, auth.organisationId, (tx) => organisationTimeZone(tx, auth.organisationId));
}
