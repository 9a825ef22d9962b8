import { localDateOf } from '../platform/time-zones';
import { FLEET_LIMITS, type FleetItemCreate } from './fleet-item.schemas';
import type { PreTripItem, PreTripResult } from './pre-trip-items';

const ELLIPSIS = '…';

/**
 * A defect's maintenance item description: "<item>: <note>", cut to the fleet item's 50
 * characters (spec section 9) with an ellipsis; the whole note stays on the check. Counted in
 * characters as a person sees them (code points), so a cut never splits one.
 */
export function preTripDefectDescription(label: string, note: string): string {
  const full = note.trim() ? `${label.trim()}: ${note.trim().replace(/\s+/g, ' ')}` : label.trim();
  const characters = Array.from(full);
  if (characters.length <= FLEET_LIMITS.descriptionMax) return full;
  return `${characters
    .slice(0, FLEET_LIMITS.descriptionMax - 1)
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}

/** What of a check the maintenance items are made from. */
export interface DefectSource {
  vehicleId: string;
  /** The check's moment (ISO 8601). */
  at: string;
  answers: readonly { item: PreTripItem; result: PreTripResult; note: string }[];
}

/**
 * The maintenance fleet items a pre-trip check's defects become (issue 25): one per defect, in
 * the check's order, each a maintenance item due once by time on the check's local date in the
 * organisation's zone — so the fleet page shows it due at once, and overdue from the next day —
 * at no planned cost. `position` is the answer's index in the check. `labelOf` names an item in
 * the language the description is written in.
 */
export function maintenanceItemsOfDefects(
  check: DefectSource,
  options: { zone: string; labelOf: (item: PreTripItem) => string },
): { position: number; item: FleetItemCreate }[] {
  const dueDate = localDateOf(Date.parse(check.at), options.zone);
  return check.answers.flatMap((answer, position) =>
    answer.result === 'defect'
      ? [
          {
            position,
            item: {
              vehicleId: check.vehicleId,
              type: 'maintenance' as const,
              cost: 0,
              description: preTripDefectDescription(options.labelOf(answer.item), answer.note),
              plan: { dueType: 'time' as const, dueDate, repeatEvery: null, repeatUntil: null },
            },
          },
        ]
      : [],
  );
}
