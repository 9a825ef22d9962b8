import { nameList } from '../http/organisation-data-errors';
import type { ServiceContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import type { AuthContext } from '../http/access';
import { notFound } from '../http/api-error';
import { taskError } from './task-errors';
import { toTask } from './task-dto';
import { tasksRepository } from './tasks.repository';
import { ratesOf, readVehicleCalculations, type CostRates } from './vehicle-rates';

/**
 * Approved shifts become tasks (issue 22): one per shift and vehicle, with the shift's hours and
 * km (end km − start km), priced by each vehicle's calculation. All or nothing: a vehicle without
 * a calculation stops the whole selection, named in the message; a shift already made into tasks
 * adds nothing the second time.
 */
export function createTasksFromShifts(context: ServiceContext) {
  const { db } = context.database;
  return async (auth: AuthContext, shiftIds: readonly string[], customerId: string | null | undefined) => {
    const org = auth.organisationId;
    const { shifts, vehicles } = await withTenant(db, org, async (tx) => {
      const shifts = await tx
        .selectFrom('shifts as s')
        .leftJoin('shift_vehicles as sv', (join) =>
          join.onRef('sv.organisation_id', '=', 's.organisation_id').onRef('sv.shift_id', '=', 's.id'),
        )
        .leftJoin('drivers as d', (join) =>
          join.onRef('d.organisation_id', '=', 's.organisation_id').onRef('d.id', '=', 's.driver_id'),
        )
        .select(['s.id', 's.driver_id', 's.start_at', 's.end_at', 's.start_km', 's.end_km', 's.approval'])
        .select(['sv.vehicle_id', 'd.department_id'])
        .where('s.organisation_id', '=', org)
        .where('s.id', 'in', [...new Set(shiftIds)])
        .orderBy('s.start_at')
        .orderBy('sv.position')
        .execute();
      if (customerId) {
        const customer = await tx
          .selectFrom('customers')
          .select('id')
          .where('organisation_id', '=', org)
          .where('id', '=', customerId)
          .executeTakeFirst();
        if (!customer) throw taskError(400, 'unknownCustomer', 'customerId');
      }
      const vehicleIds = shifts.flatMap((shift) => (shift.vehicle_id ? [shift.vehicle_id] : []));
      return { shifts, vehicles: await readVehicleCalculations(tx, org, vehicleIds) };
    });
    const found = new Set(shifts.map((shift) => shift.id));
    if (shiftIds.some((id) => !found.has(id))) throw notFound();
    const notApproved = new Set(
      shifts.filter((shift) => shift.approval !== 'approved' || !shift.end_at).map((s) => s.id),
    );
    if (notApproved.size > 0) throw taskError(409, 'shiftsNotApproved', 'shiftIds', { count: notApproved.size });
    if (shifts.some((shift) => !shift.vehicle_id)) throw taskError(409, 'shiftWithoutVehicle', 'shiftIds');

    const uncosted = [...vehicles.values()].filter((vehicle) => !vehicle.calculation);
    if (uncosted.length > 0)
      throw taskError(409, 'fromShiftsWithoutCalculationNamed', 'shiftIds', {
        vehicles: nameList(uncosted.map((vehicle) => vehicle.vehicleName)),
      });
    const rates = new Map<string, CostRates>(
      [...vehicles.values()].map((vehicle) => [vehicle.vehicleId, ratesOf(vehicle.calculation!)]),
    );

    const ids = await withTenant(db, org, async (tx) => {
      const made: string[] = [];
      for (const shift of shifts) {
        const km =
          shift.start_km !== null && shift.end_km !== null
            ? Math.max(0, Math.round((shift.end_km - shift.start_km) * 10) / 10)
            : 0;
        const id = await tasksRepository.insertFromShift(tx, org, {
          input: {
            vehicleId: shift.vehicle_id!,
            driverId: shift.driver_id,
            departmentId: shift.department_id,
            customerId: customerId ?? null,
            start: shift.start_at.toISOString(),
            end: shift.end_at!.toISOString(),
            km,
            income: 0,
          },
          rates: rates.get(shift.vehicle_id!)!,
          shiftId: shift.id,
        });
        if (id) made.push(id);
      }
      return made;
    });
    const rows = await withTenant(db, org, (tx) => tasksRepository.findMany(tx, org, ids));
    // In the order made: the shifts by start, each shift's vehicles in their order on the shift.
    const order = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    const at = context.now().getTime();
    return { created: rows.map((row) => toTask(row, at)), alreadyMade: shifts.length - ids.length };
  };
}
