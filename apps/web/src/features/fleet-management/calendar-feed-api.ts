import { useMutation, useQuery } from '@tanstack/react-query';
import { fleetCalendarFeedSchema, type FleetCalendarFeedInput } from '@rahti/domain';
import { useApi } from '../../lib/api-context';

export const calendarFeedQueryKey = ['fleet-calendar-feed'] as const;

/** GET /api/fleet-calendar-feed (Admins): whether the organisation's calendar feed is on; never its address. */
export function useCalendarFeed() {
  const api = useApi();
  return useQuery({
    queryKey: calendarFeedQueryKey,
    queryFn: () => api.get('/fleet-calendar-feed', fleetCalendarFeedSchema),
  });
}

/** Turns the feed on or gives it a new address; the answer holds the address, this once. */
export function useRenewCalendarFeed() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: FleetCalendarFeedInput) => api.post('/fleet-calendar-feed', input, fleetCalendarFeedSchema),
  });
}

/** Turns the feed off: its address stops working. */
export function useTurnOffCalendarFeed() {
  const api = useApi();
  return useMutation({ mutationFn: () => api.delete('/fleet-calendar-feed') });
}
