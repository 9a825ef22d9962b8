import { lazyNamed } from '../lib/lazy-named';

/**
 * Everything but the shell and the Status tab loads on first use (decision 0012: the first
 * load stays under 130 KB); the service worker precaches these chunks, so they open offline.
 */
export const VehicleTab = lazyNamed(() => import('../vehicle/vehicle-tab').then((m) => m.VehicleTab));
export const WorkTypeTab = lazyNamed(() => import('../work-type/work-type-tab').then((m) => m.WorkTypeTab));
export const ShiftListScreen = lazyNamed(() => import('../shifts/shift-list-screen').then((m) => m.ShiftListScreen));
export const ShiftReviewScreen = lazyNamed(() =>
  import('../shifts/shift-review-screen').then((m) => m.ShiftReviewScreen),
);
export const ShiftSummaryScreen = lazyNamed(() =>
  import('../shifts/shift-summary-screen').then((m) => m.ShiftSummaryScreen),
);
export const AbsencesScreen = lazyNamed(() => import('../absences/absences-screen').then((m) => m.AbsencesScreen));
export const PreTripScreen = lazyNamed(() => import('../pre-trip/pre-trip-screen').then((m) => m.PreTripScreen));
export const TransportScreen = lazyNamed(() => import('../transport/transport-screen').then((m) => m.TransportScreen));
export const StopScreen = lazyNamed(() => import('../transport/stop-screen').then((m) => m.StopScreen));
