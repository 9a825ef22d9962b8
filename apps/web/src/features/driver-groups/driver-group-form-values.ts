import {
  DEFAULT_DRIVER_APP_PERMISSIONS,
  parseDecimal,
  type DriverAppPermissions,
  type DriverGroup,
  type Language,
  type PaidBreakType,
} from '@rahti/domain';

export const THRESHOLD_FIELDS = ['dailyHours', 'weeklyHours', 'periodHours'] as const;
export type ThresholdField = (typeof THRESHOLD_FIELDS)[number];

/** A question row's inputs are named `${row}.workType`, `${row}.text` and `${row}.unit`. */
export type QuestionRow = `question-${number}`;
export type QuestionField = `${QuestionRow}.${'workType' | 'text' | 'unit'}`;

/**
 * The form is flat, one key per input, because useZodForm shows one message per top-level key;
 * toGroupInput builds the nested shape of driverGroupInputSchema from it.
 */
export type GroupFormValues = {
  name: string;
  guaranteedHours: string;
  standardWorkingHours: string;
  paidBreakType: PaidBreakType;
  paidBreakLimitMinutes: string;
  deviceLock: boolean;
  permissions: DriverAppPermissions;
  questionRows: QuestionRow[];
} & Record<ThresholdField, string> & { [field: QuestionField]: string | undefined };

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/** The body driverGroupInputSchema reads, built from the flat form. */
export function toGroupInput(values: GroupFormValues) {
  const limit = blankToNull(values.paidBreakLimitMinutes);
  return {
    name: values.name,
    guaranteedHours: values.guaranteedHours,
    standardWorkingHours: values.standardWorkingHours,
    thresholds: Object.fromEntries(THRESHOLD_FIELDS.map((key) => [key, blankToNull(values[key])])),
    paidBreakType: values.paidBreakType,
    // The limit only counts for "paid up to a limit"; a leftover value must not block saving.
    paidBreakLimitMinutes:
      values.paidBreakType !== 'paidUpToLimit' || limit === null ? null : (parseDecimal(limit) ?? Number.NaN),
    deviceLock: values.deviceLock,
    permissions: values.permissions,
    customQuestions: values.questionRows.map((row) => ({
      workType: Number(values[`${row}.workType`]),
      text: values[`${row}.text`] ?? '',
      unit: values[`${row}.unit`] ?? '',
    })),
  };
}

/** Saved numbers shown with the decimal comma Finnish and Swedish expect. */
const numberText = (value: number | null | undefined, language: Language) =>
  value === null || value === undefined ? '' : language === 'en' ? String(value) : String(value).replace('.', ',');

export function questionRow(index: number): QuestionRow {
  return `question-${index}`;
}

export function initialGroupValues(group: DriverGroup | undefined, language: Language): GroupFormValues {
  const questions = group?.customQuestions ?? [];
  const values: GroupFormValues = {
    name: group?.name ?? '',
    guaranteedHours: numberText(group?.guaranteedHours, language),
    standardWorkingHours: numberText(group?.standardWorkingHours, language),
    dailyHours: numberText(group?.thresholds.dailyHours, language),
    weeklyHours: numberText(group?.thresholds.weeklyHours, language),
    periodHours: numberText(group?.thresholds.periodHours, language),
    paidBreakType: group?.paidBreakType ?? 'unpaid',
    paidBreakLimitMinutes: numberText(group?.paidBreakLimitMinutes, language),
    deviceLock: group?.deviceLock ?? false,
    permissions: group?.permissions ?? DEFAULT_DRIVER_APP_PERMISSIONS,
    questionRows: questions.map((_, index) => questionRow(index)),
  };
  questions.forEach((question, index) => {
    const row = questionRow(index);
    values[`${row}.workType`] = String(question.workType);
    values[`${row}.text`] = question.text;
    values[`${row}.unit`] = question.unit;
  });
  return values;
}
