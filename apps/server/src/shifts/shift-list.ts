import { sql } from 'kysely';
import { z } from 'zod';
import type { Shift, shiftsQuerySchema } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { periodBounds, selectShiftRows, toShifts } from '../timesheet/records';
import { visibleShiftCondition, type SupervisionScope } from '../timesheet/supervision';
import { decodeCursor, encodeCursor } from './shift-cursor';
import { afterCursor } from './shifts.repository';

/** The query with its period settled (shifts.service.ts: the current pay period when none is given). */
export type ShiftsQuery = z.infer<typeof shiftsQuerySchema> & { from: string; to: string };

/** LIKE's own characters in a search are searched for as themselves (as the driver list does). */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a period's shifts in start order, filtered by the drivers' department, base,
 * group, name or employee number and by approval. A period is the organisation's local dates:
 * a shift belongs to the date its first event starts on.
 */
export async function shiftsPage(
  tx: Tx,
  organisationId: string,
  scope: SupervisionScope,
  query: ShiftsQuery,
  timeZone: string,
): Promise<{ items: Shift[]; nextCursor: string | null }> {
  const { startAt, endAt } = periodBounds(query.from, query.to, timeZone);
  let select = selectShiftRows(tx, organisationId)
    .where('shifts.start_at', '>=', startAt)
    .where('shifts.start_at', '<', endAt)
    .where(visibleShiftCondition(scope));
  if (query.departmentId) select = select.where('drivers.department_id', '=', query.departmentId);
  if (query.baseId) select = select.where('drivers.base_id', '=', query.baseId);
  if (query.driverGroupId) select = select.where('drivers.driver_group_id', '=', query.driverGroupId);
  if (query.driverId) select = select.where('shifts.driver_id', '=', query.driverId);
  if (query.approval) select = select.where('shifts.approval', '=', query.approval);
  if (query.search) {
    const pattern = likePattern(query.search);
    select = select.where((eb) =>
      eb.or([
        eb('drivers.first_name', 'ilike', pattern),
        eb('drivers.last_name', 'ilike', pattern),
        eb('drivers.employee_number', 'ilike', pattern),
        eb(eb.fn('concat', ['drivers.first_name', sql.lit(' '), 'drivers.last_name']), 'ilike', pattern),
        eb(eb.fn('concat', ['drivers.last_name', sql.lit(' '), 'drivers.first_name']), 'ilike', pattern),
      ]),
    );
  }
  if (query.cursor) select = select.where(afterCursor(decodeCursor(query.cursor)));
  const rows = await select
    .orderBy('shifts.start_at')
    .orderBy('shifts.id')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await toShifts(tx, organisationId, page),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}
