import { useEffect } from 'react';
import { localDateOf } from '@rahti/domain';
import { isInPeriod, monthContaining, twoWeeksContaining } from './period';
import { useShift } from './timesheet-queries';
import type { TimesheetView } from './use-timesheet-view';

/**
 * `?shiftId=` (spec section 2): opens the shift's driver and a period holding it — the one shown
 * when it fits, else the shift's month when a month is shown, else its two weeks. The driver's
 * period then scrolls to the shift and opens its details.
 */
export function useLinkedShift(view: TimesheetView, zone: string) {
  const shift = useShift(view.shiftId);
  const data = shift.data;
  const { period, preset, driverId, openShift } = view;
  useEffect(() => {
    if (!data) return;
    const date = localDateOf(Date.parse(data.start), zone);
    if (data.driverId === driverId && isInPeriod(period, date)) return;
    const around = isInPeriod(period, date)
      ? period
      : preset === 'thisMonth' || preset === 'lastMonth'
        ? monthContaining(date)
        : twoWeeksContaining(date);
    openShift(data.driverId, around);
    // openShift changes with every render; the shift, driver and period decide when to move.
  }, [data, zone, driverId, period, preset]);
  return shift;
}
