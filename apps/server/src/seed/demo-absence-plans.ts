import type { AbsenceKind, ApprovalState } from '@rahti/domain';
import { ABSENCES, approvalByAge } from './demo-shift-patterns';
import { addDays, weekdayOf } from './seed-dates';

/** The demo's sick leave, holiday and doctor's visit, dated from today (demo-shift-patterns.ts). */
export interface AbsencePlan {
  clientKey: string;
  employeeNumber: string;
  workType: number;
  kind: AbsenceKind;
  startDate: string;
  endDate: string;
  hours: number | null;
  note: string;
  approval: ApprovalState;
}

export function absencePlans(today: string): AbsencePlan[] {
  return ABSENCES.map((absence) => {
    const [nearest, farthest] = absence.mondayDaysAgo;
    const daysAgo = Array.from({ length: farthest - nearest + 1 }, (_, i) => nearest + i).find(
      (n) => weekdayOf(addDays(today, -n)) === 1,
    )!;
    const startDate = addDays(today, -daysAgo);
    const endDate = addDays(startDate, absence.days - 1);
    return {
      clientKey: `demo-absence-${absence.employeeNumber}-${startDate}`,
      employeeNumber: absence.employeeNumber,
      workType: absence.workType,
      kind: absence.kind,
      startDate,
      endDate,
      hours: absence.hours,
      note: absence.note,
      approval: approvalByAge(daysAgo - absence.days + 1, absence.employeeNumber),
    };
  });
}

/** Whole-day absences keep the driver from work; an hours absence does not. */
export function isAwayAllDay(absences: readonly AbsencePlan[], employeeNumber: string, date: string): boolean {
  return absences.some(
    (a) => a.employeeNumber === employeeNumber && a.hours === null && a.startDate <= date && date <= a.endDate,
  );
}
