import { useQuery } from '@tanstack/react-query';
import { drivingTimeDriverSchema, drivingTimeDriversSchema } from '@rahti/domain';
import { useApi } from '../../lib/api-context';

/** GET /api/driving-time/drivers: every driver with shifts in the last two weeks, judged now (the server's clock). */
export function useDrivingTimeDrivers() {
  const api = useApi();
  return useQuery({
    queryKey: ['driving-time', 'drivers'],
    queryFn: () => api.get('/driving-time/drivers', drivingTimeDriversSchema),
  });
}

/**
 * GET /api/driving-time/drivers/:driverId: one driver's figures and the activities behind them;
 * the last two weeks, or from `span.from` judged at `span.at` (UTC ms) when given.
 */
export function useDrivingTimeDriver(driverId: string, span?: { from: number; at: number }) {
  const api = useApi();
  const query = span
    ? `?${new URLSearchParams({ from: new Date(span.from).toISOString(), at: new Date(span.at).toISOString() }).toString()}`
    : '';
  return useQuery({
    queryKey: ['driving-time', 'drivers', driverId, span?.from, span?.at],
    queryFn: () => api.get(`/driving-time/drivers/${encodeURIComponent(driverId)}${query}`, drivingTimeDriverSchema),
    enabled: !span || span.at > span.from,
  });
}
