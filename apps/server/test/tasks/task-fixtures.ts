import { randomUUID } from 'node:crypto';
import { withTenant } from '../../src/db/tenant';
import type { AppContext } from '../../src/platform/app-context';
import { truckCalculation } from '../calculations/calculator-fixtures';
import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addVehicle } from '../timesheet/timesheet-fixtures';

/** A calculation whose pricing step gives its own rates, so a task's costs can be computed by hand. */
export const pricedCalculation = (costPerHour: number, costPerKm: number) => ({
  ...truckCalculation,
  name: `Rates ${costPerHour}/${costPerKm}`,
  pricing: { ...truckCalculation.pricing, costPerHour, costPerKm },
});

/** A vehicle costed by a calculation of the given rates; answers the vehicle's id. */
export async function costedVehicle(
  t: TestApp,
  tenant: TestTenant,
  registerNumber: string,
  rates: { perHour: number; perKm: number },
): Promise<string> {
  const api = apiAs(t);
  const vehicleId = await addVehicle(t, tenant, registerNumber);
  const calculation = await api(
    tenant.users.admin,
    'POST',
    '/api/calculations',
    pricedCalculation(rates.perHour, rates.perKm),
  );
  if (calculation.status !== 201) throw new Error(`calculation: ${calculation.status} ${calculation.raw.body}`);
  const assigned = await api(tenant.users.admin, 'PUT', `/api/vehicles/${vehicleId}/calculation`, {
    calculationId: calculation.body.id,
  });
  if (assigned.status !== 200) throw new Error(`assign: ${assigned.status} ${assigned.raw.body}`);
  return vehicleId;
}

/**
 * An approved, ended shift of `driverId` on `vehicleIds`, written straight to the database: one
 * drive event over the whole shift unless `events` are given; on a route when `routeId` is.
 */
export async function approvedShift(
  context: AppContext,
  tenant: TestTenant,
  shift: {
    driverId: string;
    vehicleIds: string[];
    start: string;
    end: string;
    startKm: number | null;
    endKm: number | null;
    routeId?: string;
    events?: { workType: number; start: string; end: string }[];
  },
): Promise<string> {
  const organisation_id = tenant.organisationId;
  return withTenant(context.database.db, organisation_id, async (tx) => {
    const { id } = await tx
      .insertInto('shifts')
      .values({
        organisation_id,
        client_key: randomUUID(),
        driver_id: shift.driverId,
        route_id: shift.routeId ?? null,
        planned_shift_id: null,
        start_at: shift.start,
        end_at: shift.end,
        start_km: shift.startKm,
        end_km: shift.endKm,
        consumption_litres: null,
        bonuses: '[]',
        daily_allowance: 0,
        approval: 'approved',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const event of shift.events ?? [{ workType: 1, start: shift.start, end: shift.end }])
      await tx
        .insertInto('shift_events')
        .values({
          organisation_id,
          shift_id: id,
          work_type: event.workType,
          start_at: event.start,
          end_at: event.end,
          answer: null,
        })
        .execute();
    for (const [position, vehicle_id] of shift.vehicleIds.entries())
      await tx.insertInto('shift_vehicles').values({ organisation_id, shift_id: id, vehicle_id, position }).execute();
    return id;
  });
}
