import { isMonth } from '../../lib/calendar-dates';
import { useOrganisationTimeZone, zonedToday } from '../../lib/organisation-time';
import { applyChanges, useUrlParams } from '../../lib/use-url-params';

/** The calendar's driver and month, kept in the URL (?driverId=&month=YYYY-MM); the month defaults to the organisation's current one. */
export function useCalendarParams() {
  const [params, changeParams] = useUrlParams();
  const today = zonedToday(useOrganisationTimeZone());
  const rawMonth = params.get('month');
  const month = isMonth(rawMonth) ? rawMonth : today.slice(0, 7);
  const driverId = params.get('driverId') ?? undefined;

  const set = (name: 'driverId' | 'month', value: string | null) =>
    changeParams((next) => applyChanges(next, { [name]: value ?? undefined }), { replace: true });

  return {
    driverId,
    month,
    today,
    setDriverId: (id: string | null) => set('driverId', id),
    setMonth: (next: string) => set('month', next),
  };
}
