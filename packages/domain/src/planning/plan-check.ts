import type { PlanCheck } from './planning.schemas';

/** A stored plan as the conflict check takes it: its id is its ref, so it stands in for itself. */
export function planCheckOf(plan: {
  id: string;
  driverId: string;
  vehicleIds: string[];
  start: string;
  end: string;
  routeId: string | null;
  taskIds: string[];
}): PlanCheck {
  return {
    ref: plan.id,
    driverId: plan.driverId,
    vehicleIds: plan.vehicleIds,
    start: plan.start,
    end: plan.end,
    ...(plan.routeId ? { routeId: plan.routeId } : {}),
    ...(plan.taskIds.length > 0 ? { taskIds: plan.taskIds } : {}),
  };
}
