import {
  BONUS_TYPES,
  SUMMARY_ALLOWANCE_TYPES,
  SUMMARY_INSTANCE_KEYS,
  workTypeName,
  writeCsv,
  type CsvValue,
  type Language,
  type ShiftSummaryRow,
} from '@rahti/domain';
import type { i18n as I18n } from 'i18next';

interface Column {
  header: string;
  value: (row: ShiftSummaryRow) => CsvValue;
}

/**
 * The shift summary as CSV, in spec section 3's column order: driver, employee number,
 * absences by type (days and hours; only the types someone has), allowances, overtime,
 * evening, night and Sunday hours, hours, event instances and bonus hours; then how many items
 * were left out as not approved. Headers in the caller's language, decimal comma in fi and sv.
 *
 * @computation
 */
export function shiftSummaryCsv(rows: readonly ShiftSummaryRow[], translator: I18n, language: Language): string {
  const t = (key: string, options: Record<string, string> = {}) =>
    translator.t(`shift-summary-export:${key}`, { lng: language, ...options });
  const typeName = (workType: number) => translator.t(`work-types:${workTypeName(workType)}`, { lng: language });
  const absenceTypes = [...new Set(rows.flatMap((row) => row.absences.map((absence) => absence.workType)))].sort(
    (a, b) => a - b,
  );
  const absenceOf = (row: ShiftSummaryRow, workType: number) =>
    row.absences.find((absence) => absence.workType === workType);

  const columns: Column[] = [
    { header: t('driver'), value: (row) => row.name },
    { header: t('employeeNumber'), value: (row) => row.employeeNumber },
    ...absenceTypes.flatMap((workType): Column[] => [
      { header: t('absenceDays', { type: typeName(workType) }), value: (row) => absenceOf(row, workType)?.days ?? 0 },
      { header: t('absenceHours', { type: typeName(workType) }), value: (row) => absenceOf(row, workType)?.hours ?? 0 },
    ]),
    ...SUMMARY_ALLOWANCE_TYPES.map((type): Column => ({
      header: t(`allowances.${type}`),
      value: (row) => row.allowances[type],
    })),
    { header: t('overtime50'), value: (row) => row.overtime50Hours },
    { header: t('overtime100'), value: (row) => row.overtime100Hours },
    { header: t('guaranteedTopUp'), value: (row) => row.guaranteedTopUpHours },
    { header: t('evening'), value: (row) => row.eveningHours },
    { header: t('night'), value: (row) => row.nightHours },
    { header: t('sunday'), value: (row) => row.sundayHours },
    { header: t('hours'), value: (row) => row.hours },
    ...SUMMARY_INSTANCE_KEYS.map((key): Column => ({
      header: t(`instances.${key}`),
      value: (row) => row.instances[key],
    })),
    ...BONUS_TYPES.map((type): Column => ({ header: t(`bonuses.${type}`), value: (row) => row.bonusHours[type] })),
    { header: t('notApprovedShifts'), value: (row) => row.notApproved.shifts },
    { header: t('notApprovedAbsences'), value: (row) => row.notApproved.absences },
  ];
  return writeCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.value(row))),
    { decimalComma: language !== 'en' },
  );
}
