import { isEventWorkType, isWorkType, workTypeName, type WorkType } from '@rahti/domain';
import type { IconName } from './icons';

/**
 * How each work type looks wherever events are drawn (spec section 3: each event type has an
 * icon and a colour). Colours are Mantine palette names; the text beside or under a colour
 * always names the type too, so nothing is told by colour alone.
 */
export interface WorkTypeLook {
  icon: IconName;
  colour: string;
}

const EVENT_LOOKS: Partial<Record<WorkType, WorkTypeLook>> = {
  1: { icon: 'steeringWheel', colour: 'blue.7' },
  2: { icon: 'boxUp', colour: 'teal.7' },
  3: { icon: 'boxDown', colour: 'green.7' },
  4: { icon: 'hourglass', colour: 'yellow.6' },
  5: { icon: 'coffee', colour: 'gray.5' },
  6: { icon: 'coin', colour: 'lime.6' },
  7: { icon: 'fuel', colour: 'orange.7' },
  8: { icon: 'wrench', colour: 'grape.7' },
  9: { icon: 'dots', colour: 'cyan.7' },
  10: { icon: 'queue', colour: 'pink.6' },
  19: { icon: 'emptyTruck', colour: 'indigo.4' },
};
const ABSENCE_LOOK: WorkTypeLook = { icon: 'calendarOff', colour: 'violet.6' };
const UNKNOWN_LOOK: WorkTypeLook = { icon: 'question', colour: 'dark.3' };

export function workTypeLook(workType: number): WorkTypeLook {
  if (!isWorkType(workType)) return UNKNOWN_LOOK;
  return isEventWorkType(workType) ? (EVENT_LOOKS[workType] ?? UNKNOWN_LOOK) : ABSENCE_LOOK;
}

/** The catalogue key of the type's name: "work-types:drive", or "work-types:unknown". */
export const workTypeKey = (workType: number) => `work-types:${workTypeName(workType)}`;
