import {
  localMidnight,
  nextDate,
  percentOf,
  roundMoney,
  type TaskFilters,
  type TaskInput,
  type TasksQuery,
  type TaskTotals,
  type TaskUpdate,
} from '@rahti/domain';
import type { ServiceContext } from '../platform/app-context';
import type { Tx } from '../db/tenant';
import { withTenant } from '../db/tenant';
import { isUniqueViolation } from '../db/errors';
import { catalogueErrors, notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { organisationTimeZone } from '../timesheet/history';
import { taskError } from './task-errors';
import { toTask } from './task-dto';
import { tasksRepository, type FigureRow, type TaskWindow } from './tasks.repository';
import { ratesOf, readVehicleCalculations, type CostRates } from './vehicle-rates';

async function windowOf(
  tx: Tx,
  organisationId: string,
  filters: TaskFilters,
): Promise<{ window: TaskWindow; zone: string }> {
  const zone = await organisationTimeZone(tx, organisationId);
  return {
    zone,
    window: {
      from: new Date(localMidnight(filters.from, zone)),
      until: new Date(localMidnight(nextDate(filters.to), zone)),
    },
  };
}

const figuresOf = (row: FigureRow) => ({
  count: row.count,
  hours: row.hours,
  km: row.km,
  income: roundMoney(row.income),
  totalCost: roundMoney(row.total_cost),
  profit: roundMoney(row.profit),
  marginPercent: percentOf(row.profit, row.income),
});

// Not the routes module's own helper: the routes module prices runs with this one's rates, so this way round stays acyclic.
const routeError = catalogueErrors('routes');

/** The references a task names must be the organisation's own: a 400 naming the field otherwise. */
async function checkReferences(tx: Tx, organisationId: string, input: TaskInput): Promise<void> {
  const exists = async (table: 'customers' | 'drivers' | 'departments' | 'routes', id: string | null | undefined) =>
    !id ||
    (await tx
      .selectFrom(table)
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst()) !== undefined;
  if (!(await exists('customers', input.customerId))) throw taskError(400, 'unknownCustomer', 'customerId');
  if (!(await exists('drivers', input.driverId))) throw taskError(400, 'unknownDriver', 'driverId');
  if (!(await exists('departments', input.departmentId))) throw taskError(400, 'unknownDepartment', 'departmentId');
  if (!(await exists('routes', input.routeId))) throw routeError(400, 'notFound', 'routeId');
}

/** Tasks (issue 22): list, totals, one task, writes; priced from the vehicle's calculation. */
export function createTasksService(context: ServiceContext) {
  const { db } = context.database;
  const now = () => context.now().getTime();
  const duplicate = (error: unknown): never => {
    if (isUniqueViolation(error)) throw taskError(409, 'duplicateExternalId', 'externalId');
    throw error;
  };

  /** Reads the vehicle and its calculation, then prices after the read has committed. */
  async function priceFor(auth: AuthContext, input: TaskInput): Promise<CostRates> {
    const vehicle = await withTenant(db, auth.organisationId, async (tx) => {
      await checkReferences(tx, auth.organisationId, input);
      return (await readVehicleCalculations(tx, auth.organisationId, [input.vehicleId])).get(input.vehicleId);
    });
    if (!vehicle) throw taskError(400, 'unknownVehicle', 'vehicleId');
    if (!vehicle.calculation)
      throw taskError(409, 'vehicleWithoutCalculation', 'vehicleId', { vehicle: vehicle.vehicleName });
    return ratesOf(vehicle.calculation);
  }

  async function read(auth: AuthContext, id: string) {
    const row = await withTenant(db, auth.organisationId, (tx) => tasksRepository.find(tx, auth.organisationId, id));
    if (!row) throw notFound();
    return toTask(row, now());
  }

  return {
    async list(auth: AuthContext, query: TasksQuery) {
      const { rows, total } = await withTenant(db, auth.organisationId, async (tx) => {
        const { window } = await windowOf(tx, auth.organisationId, query);
        return tasksRepository.page(tx, auth.organisationId, query, window, new Date(now()));
      });
      const at = now();
      return { items: rows.map((row) => toTask(row, at)), total };
    },

    async totals(auth: AuthContext, filters: TaskFilters): Promise<TaskTotals> {
      const { all, weeks, customers } = await withTenant(db, auth.organisationId, async (tx) => {
        const { window, zone } = await windowOf(tx, auth.organisationId, filters);
        return tasksRepository.totals(tx, auth.organisationId, filters, window, new Date(now()), zone);
      });
      return {
        ...figuresOf(all),
        timeCost: roundMoney(all.time_cost),
        distanceCost: roundMoney(all.distance_cost),
        otherCosts: roundMoney(all.other_costs),
        weeks: weeks.map((week) => ({ week: week.week, monday: week.monday, ...figuresOf(week) })),
        customers: customers.map((customer) => ({
          customerId: customer.customer_id,
          name: customer.name,
          ...figuresOf(customer),
        })),
      };
    },

    get: read,

    async create(auth: AuthContext, input: TaskInput) {
      const rates = await priceFor(auth, input);
      const id = await withTenant(db, auth.organisationId, (tx) =>
        tasksRepository.insert(tx, auth.organisationId, { input, rates }),
      ).catch(duplicate);
      return read(auth, id);
    },

    async update(auth: AuthContext, id: string, input: TaskUpdate) {
      const existing = await withTenant(db, auth.organisationId, (tx) =>
        tasksRepository.find(tx, auth.organisationId, id),
      );
      if (!existing) throw notFound();
      // A task keeps the rates it was priced with; another vehicle prices it again.
      const rates: CostRates =
        existing.vehicle_id === input.vehicleId && existing.calculation_id
          ? {
              calculationId: existing.calculation_id,
              timeCostPerHour: existing.time_cost_per_hour,
              distanceCostPerKm: existing.distance_cost_per_km,
            }
          : await priceFor(auth, input);
      const saved = await withTenant(db, auth.organisationId, async (tx) => {
        await checkReferences(tx, auth.organisationId, input);
        return tasksRepository.update(tx, auth.organisationId, id, input.version, { input, rates });
      }).catch(duplicate);
      if (!saved) {
        const still = await withTenant(db, auth.organisationId, (tx) =>
          tasksRepository.find(tx, auth.organisationId, id),
        );
        if (!still) throw notFound();
        throw taskError(409, 'versionConflict', 'version');
      }
      return read(auth, id);
    },

    async remove(auth: AuthContext, id: string) {
      const deleted = await withTenant(db, auth.organisationId, (tx) =>
        tasksRepository.delete(tx, auth.organisationId, id),
      );
      if (!deleted) throw notFound();
    },

    async deleteBySource(auth: AuthContext, source: 'internal' | 'external', confirmName: string) {
      if (confirmName.trim() !== auth.organisationName.trim())
        throw taskError(400, 'confirmNameMismatch', 'confirmName');
      const deleted = await withTenant(db, auth.organisationId, (tx) =>
        tasksRepository.deleteBySource(tx, auth.organisationId, source),
      );
      return { deleted, kept: 0 };
    },
  };
}
