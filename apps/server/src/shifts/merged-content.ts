import type { ShiftEventInput } from '@rahti/domain';
import type { ShiftContent } from './shift-content';

const sumOrNull = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

/**
 * Two shifts' content as one (a merge): the earlier's start km and the later's end km, both
 * shifts' vehicles, fuel added up, and each bonus once; the earlier shift's choices (route,
 * planned shift) come first.
 */
export function mergedContent(earlier: ShiftContent, later: ShiftContent, events: ShiftEventInput[]): ShiftContent {
  const bonusTypes = new Set(earlier.bonuses.map((bonus) => bonus.type));
  return {
    vehicleIds: [...new Set([...earlier.vehicleIds, ...later.vehicleIds])],
    routeId: earlier.routeId ?? later.routeId,
    plannedShiftId: earlier.plannedShiftId ?? later.plannedShiftId,
    events,
    startKm: earlier.startKm ?? later.startKm,
    endKm: later.endKm ?? earlier.endKm,
    consumptionLitres: sumOrNull(earlier.consumptionLitres, later.consumptionLitres),
    bonuses: [...earlier.bonuses, ...later.bonuses.filter((bonus) => !bonusTypes.has(bonus.type))],
    dailyAllowance: earlier.dailyAllowance || later.dailyAllowance,
  };
}
