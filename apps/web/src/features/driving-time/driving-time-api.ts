import { useQuery } from '@tanstack/react-query';
import { drivingTimeDriverSchema, drivingTimeDriversSchema } from '@rahti/domain';
import { useApi } from '../../lib/api-context';

/** GET /api/driving-time/drivers: every driver with shifts in the last two weeks, judged now (the server's clock). */
export function useDrivingTimeDrivers() {
  const api = useApi();
  return useQuery({ queryKey: ['driving-time', 'drivers'], queryFn: () => api.get('/driving-time/drivers', drivingTimeDriversSchema) });
}

/** GET /api/driving-time/drivers/:driverId: one driver's figures and the activities behind them, for the timeline. */
export function useDrivingTimeDriver(driverId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['driving-time', 'drivers', driverId],
    queryFn: () => api.get(`/driving-time/drivers/${encodeURIComponent(driverId)}`, drivingTimeDriverSchema),
  });
}
