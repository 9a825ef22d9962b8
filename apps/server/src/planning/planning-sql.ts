import { sql, type RawBuilder } from 'kysely';

/** A plan's vehicle ids in their order, as a JSON array (`plan` is the planned_shifts alias). */
export const planVehicleIds = (plan: string): RawBuilder<string[]> =>
  sql<string[]>`coalesce((select json_agg(pv.vehicle_id order by pv.position) from planned_shift_vehicles pv
    where pv.organisation_id = ${sql.ref(`${plan}.organisation_id`)} and pv.planned_shift_id = ${sql.ref(`${plan}.id`)}), '[]')`;

/** A plan's task ids by id, as a JSON array. */
export const planTaskIds = (plan: string): RawBuilder<string[]> =>
  sql<string[]>`coalesce((select json_agg(pt.task_id order by pt.task_id) from planned_shift_tasks pt
    where pt.organisation_id = ${sql.ref(`${plan}.organisation_id`)} and pt.planned_shift_id = ${sql.ref(`${plan}.id`)}), '[]')`;

/** A recorded shift's vehicle ids in their order, as a JSON array (`shift` is the shifts alias). */
export const shiftVehicleIds = (shift: string): RawBuilder<string[]> =>
  sql<string[]>`coalesce((select json_agg(sv.vehicle_id order by sv.position) from shift_vehicles sv
    where sv.organisation_id = ${sql.ref(`${shift}.organisation_id`)} and sv.shift_id = ${sql.ref(`${shift}.id`)}), '[]')`;

/** Milliseconds since the epoch of a timestamp column, as a float8. */
export const epochMs = (column: string): RawBuilder<number> =>
  sql<number>`(extract(epoch from ${sql.ref(column)}) * 1000)::float8`;
