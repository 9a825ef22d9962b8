import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, type CalendarPlan, type PlanConflict, type PlanningCalendar } from '@rahti/domain';
import type { PlanningWords } from './use-planning-words';

const NS = 'web-resource-planning:conflict';
/** Rules that cap driving (the minutes are the excess); the others are rests and breaks (the minutes are missing). */
const DRIVING_LIMITS = new Set(['daily-driving', 'weekly-driving', 'fortnight-driving']);

/**
 * Each conflict as a sentence that names its rule and what to change ("Anna Aalto lacks licence
 * CE … — choose a driver who holds it"). The plan or shift a conflict is `with` is looked up in
 * the whole period's calendar, so it is named even when the filters hide it.
 */
export function useConflictWords(calendar: PlanningCalendar | undefined, words: PlanningWords) {
  const { t } = useTranslation();
  return useMemo(() => {
    const plans = new Map(calendar?.plans.map((plan) => [plan.id, plan]));
    const shifts = new Map(calendar?.shifts.map((shift) => [shift.id, shift]));
    const absences = new Map(calendar?.absences.map((absence) => [absence.id, absence]));

    /** The plan or recorded shift a conflict is with, in words. */
    const other = (id: string | undefined) => {
      const plan = id ? plans.get(id) : undefined;
      if (plan) return t(`${NS}.otherPlan`, { driver: words.driver(plan.driverId), plan: words.planSummary(plan) });
      const shift = id ? shifts.get(id) : undefined;
      if (shift)
        return t(`${NS}.otherShift`, {
          driver: words.driver(shift.driverId),
          day: words.day(words.localDate(shift.start)),
          time: words.timeRange(shift.start, shift.end),
        });
      return t(`${NS}.otherUnknown`);
    };
    const sharedVehicles = (plan: CalendarPlan, id: string | undefined) => {
      const item = id ? (plans.get(id) ?? shifts.get(id)) : undefined;
      const shared = item ? plan.vehicleIds.filter((vehicle) => item.vehicleIds.includes(vehicle)) : [];
      return words.vehicles(shared.length > 0 ? shared : plan.vehicleIds);
    };
    const absenceWords = (id: string | undefined) => {
      const absence = id ? absences.get(id) : undefined;
      if (!absence) return t(`${NS}.absenceUnknown`);
      const days =
        absence.startDate === absence.endDate
          ? formatCalendarDate(absence.startDate)
          : `${formatCalendarDate(absence.startDate)}–${formatCalendarDate(absence.endDate)}`;
      return t(`${NS}.absenceKind`, { kind: words.absenceKind(absence.kind), days });
    };

    return (conflict: PlanConflict, plan: CalendarPlan): string => {
      const base = {
        driver: words.driver(plan.driverId),
        plan: words.route(plan.routeId),
        day: words.day(words.localDate(plan.start)),
      };
      switch (conflict.kind) {
        case 'missingLicence':
          return t(`${NS}.missingLicence`, {
            ...base,
            codes: (conflict.licenceCodes ?? []).join(', '),
            count: conflict.licenceCodes?.length ?? 1,
          });
        case 'timeConflict':
          return conflict.resource === 'vehicle'
            ? t(`${NS}.vehicleTime`, {
                ...base,
                vehicles: sharedVehicles(plan, conflict.with),
                other: other(conflict.with),
              })
            : t(`${NS}.driverTime`, { ...base, other: other(conflict.with) });
        case 'absence':
          return t(`${NS}.absence`, { ...base, absence: absenceWords(conflict.with) });
        case 'taskAlreadyScheduled':
          return t(`${NS}.taskAlreadyScheduled`, { ...base, other: other(conflict.with) });
        case 'noPayPeriod':
          return t(`${NS}.noPayPeriod`, base);
        case 'drivingTime': {
          const rule = conflict.rule ?? 'daily-driving';
          return t(`${NS}.${DRIVING_LIMITS.has(rule) ? 'drivingLimit' : 'restShort'}`, {
            ...base,
            rule: t(`web-resource-planning:rules.${rule}`),
            amount: words.length(conflict.minutes ?? 0),
          });
        }
      }
    };
  }, [calendar, words, t]);
}

export type ConflictWords = ReturnType<typeof useConflictWords>;
