import { useQuery } from '@tanstack/react-query';
import { locationHistorySchema, mapSettingsSchema, vehicleLocationsSchema } from '@rahti/domain';
import { useApi } from '../../lib/api-context';

/** New positions arrive every few seconds from trackers; the map asks again this often. */
export const LIVE_REFRESH_MS = 5000;

/** GET /api/vehicle-locations, again every few seconds while the page is open. */
export function useVehicleLocations() {
  const api = useApi();
  return useQuery({
    queryKey: ['vehicle-locations'],
    queryFn: () => api.get('/vehicle-locations', vehicleLocationsSchema),
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/** GET /api/map-settings: the tile source, read once. */
export function useMapSettings() {
  const api = useApi();
  return useQuery({
    queryKey: ['map-settings'],
    queryFn: () => api.get('/map-settings', mapSettingsSchema),
    staleTime: Infinity,
  });
}

/** GET /api/vehicle-locations/:id/history for [from, to) (UTC ms). */
export function useLocationHistory(vehicleId: string, from: number, to: number) {
  const api = useApi();
  const query = new URLSearchParams({ from: new Date(from).toISOString(), to: new Date(to).toISOString() }).toString();
  return useQuery({
    queryKey: ['vehicle-locations', vehicleId, 'history', from, to],
    queryFn: () =>
      api.get(`/vehicle-locations/${encodeURIComponent(vehicleId)}/history?${query}`, locationHistorySchema),
    enabled: to > from,
  });
}
