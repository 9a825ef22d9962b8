import { useQuery } from '@tanstack/react-query';
import { overdueFleetItemsSchema, overdueItemsByVehicle, type OverdueFleetItem } from '@rahti/domain';
import { useFeatures } from '../../auth/use-account';
import { useApi } from '../../lib/api-context';

export const overdueItemsQueryKey = ['fleet-items', 'overdue'] as const;

const byVehicle = (items: OverdueFleetItem[]) => overdueItemsByVehicle(items);

/**
 * Each vehicle's overdue fleet items, for the vehicles page and the planning calendar
 * (GET /api/fleet-items/overdue: the fleet page's overdue rows), and whether they are `settled`:
 * answered, failed once, or not to be asked (without the vehicles feature, whose route it is).
 */
export function useOverdueFleetItemsQuery(): {
  byVehicle: ReadonlyMap<string, OverdueFleetItem[]> | undefined;
  settled: boolean;
} {
  const api = useApi();
  const features = useFeatures();
  const enabled = features?.vehicles === true;
  const query = useQuery({
    queryKey: overdueItemsQueryKey,
    queryFn: () => api.get('/fleet-items/overdue', overdueFleetItemsSchema),
    enabled,
    select: byVehicle,
  });
  const settled = features !== undefined && (!enabled || !query.isPending || query.failureCount > 0);
  return { byVehicle: query.data, settled };
}

/** Each vehicle's overdue fleet items; undefined until known. */
export const useOverdueFleetItems = () => useOverdueFleetItemsQuery().byVehicle;
