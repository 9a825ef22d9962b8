import { sql, type Selectable } from 'kysely';
import { groupBy, localMidnight, nextDate, type Absence, type Shift } from '@rahti/domain';
import type { AbsencesTable, ShiftsTable } from '../db/schema';
import type { Tx } from '../db/tenant';
import { jsonRows } from '../db/json-rows';
import { driverNameSql } from '../db/driver-names';

/**
 * Reading shifts and absences in the API's shapes. Shared by every timesheet feature (the
 * shift routes, the period lists, the summary, the events list) so a shift reads the same
 * everywhere.
 */

export type ShiftRow = Selectable<ShiftsTable> & { driver_name: string };
export type AbsenceRow = Selectable<AbsencesTable> & { driver_name: string };

/** The instants a period of local dates covers: [midnight of `from`, midnight after `to`). */
export function periodBounds(from: string, to: string, timeZone: string): { startAt: Date; endAt: Date } {
  return { startAt: new Date(localMidnight(from, timeZone)), endAt: new Date(localMidnight(nextDate(to), timeZone)) };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Shift rows with the driver's name, in the organisation's order. */
export function selectShiftRows(tx: Tx, organisationId: string) {
  return tx
    .selectFrom('shifts')
    .innerJoin('drivers', (join) =>
      join.onRef('drivers.organisation_id', '=', 'shifts.organisation_id').onRef('drivers.id', '=', 'shifts.driver_id'),
    )
    .selectAll('shifts')
    .select(
      driverNameSql(organisationId, sql.ref('drivers.first_name'), sql.ref('drivers.last_name')).as('driver_name'),
    )
    .where('shifts.organisation_id', '=', organisationId);
}

/** Absence rows with the driver's name. */
export function selectAbsenceRows(tx: Tx, organisationId: string) {
  return tx
    .selectFrom('absences')
    .innerJoin('drivers', (join) =>
      join
        .onRef('drivers.organisation_id', '=', 'absences.organisation_id')
        .onRef('drivers.id', '=', 'absences.driver_id'),
    )
    .selectAll('absences')
    .select(
      driverNameSql(organisationId, sql.ref('drivers.first_name'), sql.ref('drivers.last_name')).as('driver_name'),
    )
    .where('absences.organisation_id', '=', organisationId);
}

/** Shifts with their events (in time order) and vehicles (in the order chosen), in two queries. */
/** A shift's vehicles as read: the shift, its place in the shift, the vehicle's id, register number and name. */
export interface ShiftVehicleRow {
  shift_id: string;
  position: number;
  id: string;
  register_number: string;
  name: string;
}

/** The vehicles of these shifts, by shift and position. */
export async function readShiftVehicles(
  tx: Tx,
  organisationId: string,
  ids: readonly string[],
): Promise<ShiftVehicleRow[]> {
  if (ids.length === 0) return [];
  return jsonRows(
    tx,
    tx
      .selectFrom('shift_vehicles')
      .innerJoin('vehicles', (join) =>
        join
          .onRef('vehicles.organisation_id', '=', 'shift_vehicles.organisation_id')
          .onRef('vehicles.id', '=', 'shift_vehicles.vehicle_id'),
      )
      .select([
        'shift_vehicles.shift_id',
        'shift_vehicles.position',
        'vehicles.id',
        'vehicles.register_number',
        'vehicles.name',
      ])
      .where('shift_vehicles.organisation_id', '=', organisationId)
      .where('shift_vehicles.shift_id', 'in', ids)
      .orderBy('shift_vehicles.shift_id')
      .orderBy('shift_vehicles.position'),
  );
}

/** `vehicles`: the shifts' vehicles when the caller has read them already (readShiftVehicles). */
export async function toShifts(
  tx: Tx,
  organisationId: string,
  rows: readonly ShiftRow[],
  read: { vehicles?: readonly ShiftVehicleRow[] } = {},
): Promise<Shift[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after the other: a transaction has one connection.
  // Read as JSON (see jsonRows): a week's shifts have hundreds of events.
  const events = await jsonRows(
    tx,
    tx
      .selectFrom('shift_events')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('shift_id', 'in', ids)
      .orderBy('shift_id')
      .orderBy('start_at'),
  );
  const vehicles = read.vehicles ?? (await readShiftVehicles(tx, organisationId, ids));
  const eventsOf = groupBy(events, (row) => row.shift_id);
  const vehiclesOf = groupBy(vehicles, (row) => row.shift_id);
  return rows.map((row) => ({
    id: row.id,
    clientKey: row.client_key,
    driverId: row.driver_id,
    driverName: row.driver_name,
    routeId: row.route_id,
    plannedShiftId: row.planned_shift_id,
    start: iso(row.start_at),
    end: row.end_at === null ? null : iso(row.end_at),
    status: row.end_at === null ? 'ongoing' : 'completed',
    vehicles: (vehiclesOf.get(row.id) ?? []).map((vehicle) => ({
      id: vehicle.id,
      registerNumber: vehicle.register_number,
      name: vehicle.name,
    })),
    events: (eventsOf.get(row.id) ?? []).map((event) => ({
      id: event.id,
      workType: event.work_type,
      start: iso(event.start_at),
      end: event.end_at === null ? null : iso(event.end_at),
      answer: event.answer,
      cutBefore: event.cut_before,
      cutAfter: event.cut_after,
    })),
    startKm: row.start_km,
    endKm: row.end_km,
    distanceKm: row.start_km !== null && row.end_km !== null ? row.end_km - row.start_km : null,
    consumptionLitres: row.consumption_litres,
    bonuses: row.bonuses,
    dailyAllowance: row.daily_allowance,
    approval: row.approval,
    hasDriverEdit: row.has_driver_edit,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }));
}

export function toAbsence(row: AbsenceRow): Absence {
  return {
    id: row.id,
    clientKey: row.client_key,
    driverId: row.driver_id,
    driverName: row.driver_name,
    workType: row.work_type,
    kind: row.kind,
    startDate: row.start_date,
    endDate: row.end_date,
    hours: row.hours,
    note: row.note,
    approval: row.approval,
    hasDriverEdit: row.has_driver_edit,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
