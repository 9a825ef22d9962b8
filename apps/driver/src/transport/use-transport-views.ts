import { useMemo } from 'react';
import { localDateOf } from '@rahti/domain';
import { useDriverData } from '../data/driver-data-context';
import { useDriverSettings } from '../lib/use-driver-settings';
import { useNow } from '../lib/use-now';
import { transportTaskViewsOf, type TransportTaskView } from './transport-views';

/** The driver's transport tasks with the phone's waiting events applied, and today in the organisation's zone. */
export function useTransportViews(): { views: TransportTaskView[]; today: string; zone: string } {
  const { transportTasks, stopEventsWaiting } = useDriverData();
  const { timeZone } = useDriverSettings();
  const now = useNow(60_000);
  const views = useMemo(
    () => transportTaskViewsOf(transportTasks, stopEventsWaiting),
    [transportTasks, stopEventsWaiting],
  );
  return { views, today: localDateOf(now, timeZone), zone: timeZone };
}
