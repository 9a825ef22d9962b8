import { localDateOf, type DriverInput } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { badRequest } from '../http/api-error';
import { organisationTimeZone } from '../timesheet/history';
import type { DriverRow } from './drivers.repository';

type Employment = Pick<DriverInput, 'employmentStart' | 'employmentEnd'>;

/**
 * The employment a driver write stores (issue 21, decision 0013): a start left out is today's
 * date for a new driver and the stored one for a saved driver; an empty start is the date the
 * driver was added (today for a new one), in the organisation's time zone; an end left out
 * stays. An end before the start is a 400 on the end.
 */
export async function settledEmployment(
  tx: Tx,
  organisationId: string,
  input: Employment,
  now: Date,
  current?: DriverRow,
): Promise<{ employmentStart: string | null; employmentEnd: string | null }> {
  const zone = await organisationTimeZone(tx, organisationId);
  const added = localDateOf(current ? new Date(current.created_at).getTime() : now.getTime(), zone);
  const employmentStart =
    input.employmentStart === undefined
      ? current
        ? current.employment_start
        : added
      : (input.employmentStart ?? added);
  const employmentEnd = input.employmentEnd === undefined ? (current?.employment_end ?? null) : input.employmentEnd;
  if (employmentStart !== null && employmentEnd !== null && employmentEnd < employmentStart)
    throw badRequest('organisation-data:employmentEndBeforeStart', 'employmentEnd');
  return { employmentStart, employmentEnd };
}

/** An imported driver's employment starts on the day of the import unless its row gives a start. */
export async function importedEmployment<T extends Employment>(
  tx: Tx,
  organisationId: string,
  records: readonly T[],
  now: Date,
): Promise<T[]> {
  const today = localDateOf(now.getTime(), await organisationTimeZone(tx, organisationId));
  return records.map((record) => ({
    ...record,
    employmentStart: record.employmentStart ?? today,
    employmentEnd: record.employmentEnd ?? null,
  }));
}
