import {
  forecastDate,
  kmPerDay,
  latestReading,
  openState,
  type DueSoonLead,
  type FleetItemEntry,
  type FleetItemPlan,
  type FleetItemRow,
  type OdometerReading,
} from '@rahti/domain';
import type { EntryRow, OccurrenceRow, VehicleReadings } from './fleet-items.repository';

/** What an occurrence's state is computed against: the moment, its local date, the lead and the odometers. */
export interface DueContext {
  at: number;
  today: string;
  lead: DueSoonLead;
  odometers: Map<string, { currentKm: number | undefined; perDay: number | undefined }>;
}

export function planOfRow(row: OccurrenceRow): FleetItemPlan {
  if (row.due_type === 'distance')
    return {
      dueType: 'distance',
      firstKm: row.first_km ?? 0,
      lastKm: row.last_km ?? 0,
      intervalKm: row.interval_km ?? 0,
    };
  return {
    dueType: 'time',
    dueDate: row.first_due_date ?? '',
    repeatEvery: row.repeat_unit && row.repeat_count ? { unit: row.repeat_unit, count: row.repeat_count } : null,
    repeatUntil: row.repeat_until,
    baseSequence: row.base_sequence,
  };
}

/** Each vehicle's current km and km a day at `at`, from its two readings (fleet-items.repository). */
export function odometersOf(rows: VehicleReadings[], at: number): DueContext['odometers'] {
  const odometers: DueContext['odometers'] = new Map();
  for (const row of rows) {
    const readings: OdometerReading[] = [];
    if (row.latest_at && row.latest_km !== null)
      readings.push({ at: new Date(row.latest_at).getTime(), km: row.latest_km });
    if (row.earliest_at && row.earliest_km !== null)
      readings.push({ at: new Date(row.earliest_at).getTime(), km: row.earliest_km });
    odometers.set(row.vehicle_id, { currentKm: latestReading(readings, at)?.km, perDay: kmPerDay(readings, at) });
  }
  return odometers;
}

/** The contract's entry: the state on the context's day, the km and its forecast for a distance item. */
export function entryOf(row: EntryRow, context: DueContext): FleetItemEntry {
  const entry: FleetItemEntry = { id: row.id, vehicleId: row.vehicle_id, type: row.type, state: 'pending' };
  const odometer = context.odometers.get(row.vehicle_id);
  const done = row.completed_date !== null;
  if (row.due_date !== null) {
    entry.dueDate = row.due_date;
    entry.state = done ? 'done' : openState({ dueDate: row.due_date }, context.today, undefined, context.lead);
    return entry;
  }
  const dueKm = row.due_km ?? 0;
  entry.dueKm = dueKm;
  const currentKm = odometer?.currentKm;
  if (currentKm !== undefined) entry.currentKm = currentKm;
  entry.state = done ? 'done' : openState({ dueKm }, context.today, currentKm, context.lead);
  if (!done && currentKm !== undefined && odometer?.perDay !== undefined)
    entry.forecastDate = forecastDate(context.today, dueKm, currentKm, odometer.perDay);
  return entry;
}

/** The page's row: the entry with what the office wrote, the completion and whether undo may restore it. */
export function rowOf(row: OccurrenceRow, context: DueContext, latestDone: Set<string>): FleetItemRow {
  const plan = planOfRow(row);
  return {
    ...entryOf(row, context),
    seriesId: row.series_id,
    sequence: row.sequence,
    version: row.version,
    dueType: row.due_type,
    repeatEvery: plan.dueType === 'time' ? (plan.repeatEvery ?? null) : null,
    repeatUntil: row.repeat_until,
    firstKm: row.first_km,
    lastKm: row.last_km,
    intervalKm: row.interval_km,
    cost: row.cost,
    description: row.description,
    kmPerDay: row.due_type === 'distance' ? (context.odometers.get(row.vehicle_id)?.perDay ?? null) : null,
    completedDate: row.completed_date,
    completedKm: row.completed_km,
    actualCost: row.actual_cost,
    undoable: latestDone.has(row.id),
  };
}

/**
 * The done occurrences undo may restore: each series' last completed one, when no later
 * occurrence of it is done too.
 */
export function latestCompletions(rows: OccurrenceRow[]): Set<string> {
  const latest = new Map<string, OccurrenceRow>();
  for (const row of rows) {
    if (row.completed_date === null) continue;
    const known = latest.get(row.series_id);
    if (!known || row.sequence > known.sequence) latest.set(row.series_id, row);
  }
  return new Set([...latest.values()].map((row) => row.id));
}
