import { useMutation, useQuery } from '@tanstack/react-query';
import { addDays, preTripChecklistsSchema, preTripChecksSchema, type PreTripChecklistsInput } from '@rahti/domain';
import { useApi } from '../../lib/api-context';
import { useOrganisationTimeZone, zonedToday } from '../../lib/organisation-time';

/** The days the fleet page looks back for pre-trip defects, today included. */
export const PRE_TRIP_DAYS = 14;

/** GET /api/pre-trip-checks for the last 14 local days of the organisation's zone. */
export function useRecentPreTripChecks() {
  const api = useApi();
  const to = zonedToday(useOrganisationTimeZone());
  const from = addDays(to, -(PRE_TRIP_DAYS - 1));
  return useQuery({
    queryKey: ['pre-trip-checks', from, to],
    queryFn: () => api.get(`/pre-trip-checks?from=${from}&to=${to}`, preTripChecksSchema),
  });
}

export const preTripChecklistsQueryKey = ['pre-trip-checklists'] as const;

/** Every vehicle class's checklist, the organisation's own or the built-in one. */
export function usePreTripChecklists() {
  const api = useApi();
  return useQuery({
    queryKey: preTripChecklistsQueryKey,
    queryFn: () => api.get('/pre-trip-checklists', preTripChecklistsSchema),
  });
}

/** Admins only: writes classes' checklists (items null: the built-in list again). */
export function useSavePreTripChecklists() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: PreTripChecklistsInput) => api.put('/pre-trip-checklists', input, preTripChecklistsSchema),
  });
}
