import { isEventWorkType, isWorkType, workTypeName, type WorkType } from './work-types';

/**
 * How each work type looks wherever events are drawn, in the manager app and the driver app
 * alike (spec section 3: each event type has an icon and a colour). Data only: an icon is a
 * name each app maps to its own drawing, a colour is a hex value. White text and icons on each
 * colour have a contrast of at least 5:1 (WCAG AA asks 4.5:1), so a pressed button reads in
 * sunlight; the type's name is always written beside them, so nothing is told by colour alone.
 */
export const WORK_TYPE_ICONS = [
  'steeringWheel',
  'boxUp',
  'boxDown',
  'hourglass',
  'coffee',
  'coin',
  'fuel',
  'wrench',
  'dots',
  'queue',
  'emptyTruck',
  'calendarOff',
  'question',
] as const;
export type WorkTypeIcon = (typeof WORK_TYPE_ICONS)[number];

export interface WorkTypeLook {
  icon: WorkTypeIcon;
  /** '#rrggbb'. */
  colour: string;
}

const EVENT_LOOKS: Partial<Record<WorkType, WorkTypeLook>> = {
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
/** Every absence or contract type (11–18, 20–28) looks the same: what it is is written beside it. */
const ABSENCE_LOOK: WorkTypeLook = { icon: 'calendarOff', colour: '#6741d9' };
const UNKNOWN_LOOK: WorkTypeLook = { icon: 'question', colour: '#3a404a' };

/** The icon and colour of a work type; a number outside 1–28 looks Unknown. */
export function workTypeLook(workType: number): WorkTypeLook {
  if (!isWorkType(workType)) return UNKNOWN_LOOK;
  return isEventWorkType(workType) ? (EVENT_LOOKS[workType] ?? UNKNOWN_LOOK) : ABSENCE_LOOK;
}

/** The catalogue key of the type's name: "work-types:drive", or "work-types:unknown". */
export const workTypeKey = (workType: number) => `work-types:${workTypeName(workType)}`;
