import { randomUUID } from 'node:crypto';
import type { Tx } from '../../src/db/tenant';

export type Approval = 'unapproved' | 'checked' | 'approved';

/** Rows written straight into the tables, for suites that read timesheets; times are local wall times at `offset`. */
export function timesheetRows(offset: string) {
  const local = (value: string) => new Date(`${value}:00${offset}`);
  return {
    local,
    async insertShift(
      tx: Tx,
      organisationId: string,
      driverId: string,
      approval: Approval,
      events: [number, string, string][],
      extra: { bonuses?: object[]; daily_allowance?: number } = {},
    ) {
      const shift = await tx
        .insertInto('shifts')
        .values({
          organisation_id: organisationId,
          client_key: randomUUID(),
          driver_id: driverId,
          start_at: local(events[0]![1]),
          end_at: local(events.at(-1)![2]),
          bonuses: JSON.stringify(extra.bonuses ?? []),
          daily_allowance: extra.daily_allowance ?? 0,
          approval,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('shift_events')
        .values(
          events.map(([work_type, start, end]) => ({
            organisation_id: organisationId,
            shift_id: shift.id,
            work_type,
            start_at: local(start),
            end_at: local(end),
          })),
        )
        .execute();
      return shift.id;
    },
  };
}

export async function insertDriver(
  tx: Tx,
  organisationId: string,
  values: {
    first: string;
    last: string;
    number: string;
    group: string | null;
    department: string | null;
    wage?: number | null;
  },
) {
  const row = await tx
    .insertInto('drivers')
    .values({
      organisation_id: organisationId,
      first_name: values.first,
      last_name: values.last,
      driver_card_id: null,
      employee_number: values.number,
      username: `${values.first}.${randomUUID().slice(0, 8)}`,
      email: null,
      gross_wage_per_hour: values.wage ?? null,
      default_vehicle_id: null,
      department_id: values.department,
      base_id: null,
      driver_group_id: values.group,
      user_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
