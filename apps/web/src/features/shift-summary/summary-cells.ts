import type { TFunction } from 'i18next';
import {
  BONUS_TYPES,
  SUMMARY_ALLOWANCE_TYPES,
  SUMMARY_INSTANCE_KEYS,
  workTypeName,
  type ShiftSummaryRow,
} from '@rahti/domain';

/** The summary's list-like columns as short text, naming only what is there ("Holiday 3 d, Sick leave 4 h"). */
export function summaryTexts(row: ShiftSummaryRow, t: TFunction, hours: (value: number) => string) {
  const absences = row.absences.flatMap((absence) => {
    const type = t(`work-types:${workTypeName(absence.workType)}`);
    return [
      ...(absence.days > 0 ? [t('web-shift-summary:cells.days', { type, count: absence.days })] : []),
      ...(absence.hours > 0 ? [t('web-shift-summary:cells.hours', { type, hours: hours(absence.hours) })] : []),
    ];
  });
  const allowances = SUMMARY_ALLOWANCE_TYPES.filter((type) => row.allowances[type] > 0).map(
    (type) => `${t(`shift-summary-export:allowances.${type}`)}: ${row.allowances[type]}`,
  );
  const bonuses = BONUS_TYPES.filter((type) => row.bonusHours[type] > 0).map(
    (type) => `${t(`shift-summary-export:bonuses.${type}`)}: ${hours(row.bonusHours[type])}`,
  );
  const instances = SUMMARY_INSTANCE_KEYS.filter((key) => row.instances[key] > 0).map(
    (key) => `${t(`shift-summary-export:instances.${key}`)}: ${row.instances[key]}`,
  );
  return {
    absences: absences.join(', '),
    allowances: allowances.join(', '),
    bonuses: bonuses.join(', '),
    instances: instances.join(', '),
  };
}
