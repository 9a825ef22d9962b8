/** Work types 1–28 of spec section 3: events (recorded in shifts) and absence or contract types. */
export const WORK_TYPES = {
  1: 'drive',
  2: 'load',
  3: 'unload',
  4: 'wait',
  5: 'break',
  6: 'paidBreak',
  7: 'refuel',
  8: 'maintenance',
  9: 'others',
  10: 'queue',
  11: 'contract',
  12: 'compensateHours',
  13: 'otherPaidAbsence',
  14: 'unpaidLeave',
  15: 'sickLeaveSelfReported',
  16: 'workAccident',
  17: 'childIllness',
  18: 'holiday',
  19: 'emptyDrive',
  20: 'layoff',
  21: 'training',
  22: 'militaryTraining',
  23: 'sickLeaveMedicalCertificate',
  24: 'freetimeAccident',
  25: 'maternityLeave',
  26: 'parentalLeaveBirthGivingParent',
  27: 'parentalLeaveOtherParent',
  28: 'parentalLeaveOtherPerson',
} as const;
export type WorkType = keyof typeof WORK_TYPES;
export type WorkTypeName = (typeof WORK_TYPES)[WorkType];
export const WORK_TYPE_NUMBERS = Object.keys(WORK_TYPES).map(Number) as WorkType[];

/** Event types (the first table of spec section 3); the rest are absence or contract types. */
export const EVENT_WORK_TYPES: readonly WorkType[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 19];
/** Drive events are types 1 and 19. */
export const DRIVE_WORK_TYPES: readonly WorkType[] = [1, 19];

export function isWorkType(value: unknown): value is WorkType {
  return typeof value === 'number' && Number.isInteger(value) && value in WORK_TYPES;
}

/** The type's name, or "unknown" for a number outside 1–28 (the spec shows it as Unknown). */
export function workTypeName(value: number): WorkTypeName | 'unknown' {
  return isWorkType(value) ? WORK_TYPES[value] : 'unknown';
}

export function isEventWorkType(value: number): boolean {
  return EVENT_WORK_TYPES.includes(value as WorkType);
}
