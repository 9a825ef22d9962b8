import { useSearchParams } from 'react-router';
import { isMonth } from '../../lib/calendar-dates';
import { useOrganisationTimeZone, zonedToday } from '../../lib/organisation-time';

/** The calendar's driver and month, kept in the URL (?driverId=&month=YYYY-MM); the month defaults to the organisation's current one. */
export function useCalendarParams() {
  const [params, setParams] = useSearchParams();
  const today = zonedToday(useOrganisationTimeZone());
  const rawMonth = params.get('month');
  const month = isMonth(rawMonth) ? rawMonth : today.slice(0, 7);
  const driverId = params.get('driverId') ?? undefined;

  const set = (name: 'driverId' | 'month', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return { driverId, month, today, setDriverId: (id: string | null) => set('driverId', id), setMonth: (next: string) => set('month', next) };
}
