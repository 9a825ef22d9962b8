import { useMemo } from 'react';
import { addDays } from '../../lib/calendar-dates';
import { useDrivingTimeDriver } from '../driving-time/driving-time-api';
import { infringementsByShift } from '../driving-time/infringements-by-shift';
import type { Period } from './period';
import { zoneInstant } from './zone-time';

/**
 * The driver's driving-time infringements that begin in the period (judged on what is recorded
 * by the end of the period, or by `now` while it runs), each placed beside the shift causing it.
 */
export function usePeriodInfringements(
  driverId: string,
  period: Period,
  zone: string,
  now: number,
  shifts: readonly { id: string; start: string }[] | undefined,
) {
  const from = zoneInstant(period.from, '00:00', zone) ?? 0;
  const end = zoneInstant(addDays(period.to, 1), '00:00', zone) ?? 0;
  const answer = useDrivingTimeDriver(driverId, { from, at: Math.min(now, end) });
  return useMemo(() => {
    const infringements = (answer.data?.infringements ?? []).filter(
      (infringement) => from <= Date.parse(infringement.start) && Date.parse(infringement.start) < end,
    );
    return { answer, infringements, byShift: infringementsByShift(shifts ?? [], infringements) };
  }, [answer, from, end, shifts]);
}

export type PeriodInfringements = ReturnType<typeof usePeriodInfringements>;
