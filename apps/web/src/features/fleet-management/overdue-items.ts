import { useQuery } from '@tanstack/react-query';
import { overdueFleetItemsSchema, overdueItemsByVehicle, type OverdueFleetItem } from '@rahti/domain';
import { useFeatures } from '../../auth/use-account';
import { useApi } from '../../lib/api-context';

export const overdueItemsQueryKey = ['fleet-items', 'overdue'] as const;

const byVehicle = (items: OverdueFleetItem[]) => overdueItemsByVehicle(items);

/**
 * Each vehicle's overdue fleet items, for the vehicles page and the planning calendar
 * (GET /api/fleet-items/overdue: the fleet page's overdue rows). Not asked without the vehicles
 * feature, whose route it is.
 */
export function useOverdueFleetItems(): ReadonlyMap<string, OverdueFleetItem[]> | undefined {
  const api = useApi();
  const features = useFeatures();
  return useQuery({
    queryKey: overdueItemsQueryKey,
    queryFn: () => api.get('/fleet-items/overdue', overdueFleetItemsSchema),
    enabled: features?.vehicles === true,
    select: byVehicle,
  }).data;
}
