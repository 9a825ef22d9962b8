import type { TFunction } from 'i18next';
import { EVENT_WORK_TYPES, WORK_TYPE_NUMBERS, workTypeName, type WorkType } from '@rahti/domain';

const option = (t: TFunction) => (workType: WorkType) => ({ value: String(workType), label: t(`work-types:${workTypeName(workType)}`) });

/** Work types 1–28 for a select: events first, then absence and contract types (spec section 3). */
export function workTypeOptions(t: TFunction) {
  return [
    { group: t('web-driver-groups:form.eventTypes'), items: EVENT_WORK_TYPES.map(option(t)) },
    {
      group: t('web-driver-groups:form.absenceTypes'),
      items: WORK_TYPE_NUMBERS.filter((workType) => !EVENT_WORK_TYPES.includes(workType)).map(option(t)),
    },
  ];
}
