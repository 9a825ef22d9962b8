import { taskEconomics, type Task } from '@rahti/domain';
import type { TaskRow } from './tasks.repository';

/**
 * A task as the API answers it, with its economics from the rates it was priced with.
 *
 * @computation
 */
export function toTask(row: TaskRow, now: number): Task {
  const startMs = row.start_at.getTime();
  const endMs = row.end_at.getTime();
  return {
    id: row.id,
    start: row.start_at.toISOString(),
    end: row.end_at.toISOString(),
    status: endMs <= now ? 'done' : 'upcoming',
    customerId: row.customer_id,
    customerName: row.customer_name,
    vehicleId: row.vehicle_id,
    vehicleName: row.vehicle_name,
    driverId: row.driver_id,
    driverName: row.driver_name,
    departmentId: row.department_id,
    routeId: row.route_id,
    shiftId: row.shift_id,
    source: row.source,
    externalId: row.external_id,
    description: row.description,
    pickup: row.pickup,
    delivery: row.delivery,
    weightKg: row.weight_kg,
    pallets: row.pallets,
    km: row.km,
    income: row.income,
    otherCosts: row.other_costs,
    calculationId: row.calculation_id,
    isShared: row.is_shared,
    invoiceId: row.invoice_id,
    version: row.version,
    economics: taskEconomics({
      startMs,
      endMs,
      km: row.km,
      income: row.income,
      otherCosts: row.other_costs,
      timeCostPerHour: row.time_cost_per_hour,
      distanceCostPerKm: row.distance_cost_per_km,
    }),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
