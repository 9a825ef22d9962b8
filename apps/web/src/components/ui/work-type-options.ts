import type { TFunction } from 'i18next';
import { EVENT_WORK_TYPES, WORK_TYPE_NUMBERS, workTypeName, type WorkType } from '@rahti/domain';

/**
 * Work types 1–28 for a select, named in the UI language: the events first, then the absence and
 * contract types (spec section 3), in two groups named by the caller.
 */
export function workTypeOptions(t: TFunction, groups: { events: string; others: string }) {
  const option = (workType: WorkType) => ({
    value: String(workType),
    label: t(`work-types:${workTypeName(workType)}`),
  });
  return [
    { group: groups.events, items: EVENT_WORK_TYPES.map(option) },
    {
      group: groups.others,
      items: WORK_TYPE_NUMBERS.filter((workType) => !EVENT_WORK_TYPES.includes(workType)).map(option),
    },
  ];
}
