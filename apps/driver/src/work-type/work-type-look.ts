import { EVENT_WORK_TYPES, isEventWorkType, isWorkType, workTypeName } from '@rahti/domain';
import type { IconName } from '../ui/icons';

/**
 * Each event type's icon and colour (spec section 3), the hues of the manager app's
 * (apps/web work-type-look.ts) made darker: white text on each has a contrast of at least
 * 5:1, so a pressed button reads in sunlight. The type's name is always written beside them.
 */
export interface WorkTypeLook {
  icon: IconName;
  colour: string;
}

const EVENT_LOOKS: Record<number, WorkTypeLook> = {
  1: { icon: 'steeringWheel', colour: '#1864ab' },
  2: { icon: 'boxUp', colour: '#087f5b' },
  3: { icon: 'boxDown', colour: '#237032' },
  4: { icon: 'hourglass', colour: '#7a5300' },
  5: { icon: 'coffee', colour: '#495057' },
  6: { icon: 'coin', colour: '#4a6b00' },
  7: { icon: 'fuel', colour: '#b93d0a' },
  8: { icon: 'wrench', colour: '#862e9c' },
  9: { icon: 'dots', colour: '#0b6e80' },
  10: { icon: 'queue', colour: '#a61e4d' },
  19: { icon: 'emptyTruck', colour: '#3b4fc4' },
};
const ABSENCE_LOOK: WorkTypeLook = { icon: 'calendarOff', colour: '#6741d9' };
const UNKNOWN_LOOK: WorkTypeLook = { icon: 'question', colour: '#3a404a' };

export function workTypeLook(workType: number): WorkTypeLook {
  if (!isWorkType(workType)) return UNKNOWN_LOOK;
  return isEventWorkType(workType) ? (EVENT_LOOKS[workType] ?? UNKNOWN_LOOK) : ABSENCE_LOOK;
}

/** The catalogue key of the type's name: "work-types:drive", or "work-types:unknown". */
export const workTypeKey = (workType: number) => `work-types:${workTypeName(workType)}`;

/** The buttons of the Work type tab, in the spec's order (1–10, then 19). */
export const EVENT_TYPES_IN_ORDER: readonly number[] = EVENT_WORK_TYPES;
