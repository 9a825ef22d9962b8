import {
  driverAbsenceProblem,
  firstEventTimeOutOfReach,
  localDateOf,
  type AbsenceInput,
  type ShiftInput,
} from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { isDriverClient, type AuthContext } from '../http/access';
import { badRequest } from '../http/api-error';
import { organisationTimeZone } from './history';

/**
 * A shift from the driver app (its sync, or the driver's token on the shifts API): every time at
 * most a day ahead of the app's clock and at most a year back, else a 400 on the first time out
 * of reach (`shifts:problems.timeTooFarAhead` / `timeTooFarBack`). The office enters any time.
 */
export function checkDriverShiftTimes(auth: AuthContext, shift: Pick<ShiftInput, 'events'>, now: Date): void {
  if (!isDriverClient(auth)) return;
  const outOfReach = firstEventTimeOutOfReach(shift.events, now);
  if (outOfReach) throw badRequest(`shifts:problems.${outOfReach.problem}`, outOfReach.path);
}

/** An absence from the driver app: its first day at most a year back, its last at most a year ahead, in the organisation's calendar. */
export async function checkDriverAbsenceDates(
  tx: Tx,
  auth: AuthContext,
  absence: Pick<AbsenceInput, 'startDate' | 'endDate'>,
  now: Date,
): Promise<void> {
  if (!isDriverClient(auth)) return;
  const today = localDateOf(now.getTime(), await organisationTimeZone(tx, auth.organisationId));
  const outOfReach = driverAbsenceProblem(absence, today);
  if (outOfReach) throw badRequest(`shifts:${outOfReach.problem}`, outOfReach.path);
}
