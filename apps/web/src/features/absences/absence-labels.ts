import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, workTypeName, type Absence } from '@rahti/domain';

/** The words for an absence: its type (from 'work-types', Unknown for an unknown number), extent, state and driver-edit flag. */
export function useAbsenceLabels() {
  const { t } = useTranslation();
  return useMemo(() => {
    const typeName = (workType: number) => t(`work-types:${workTypeName(workType)}`);
    const extent = (absence: Pick<Absence, 'hours'>) =>
      absence.hours === null ? t('web-absences:wholeDay') : t('web-absences:hoursPerDay', { hours: absence.hours });
    const state = (absence: Pick<Absence, 'approval'>) => t(`web-absences:approval.${absence.approval}`);
    const days = (absence: Pick<Absence, 'startDate' | 'endDate'>) =>
      absence.startDate === absence.endDate
        ? formatCalendarDate(absence.startDate)
        : `${formatCalendarDate(absence.startDate)}–${formatCalendarDate(absence.endDate)}`;
    /** Everything in one line, for a screen reader or a button's name. */
    const summary = (absence: Absence) =>
      [
        typeName(absence.workType),
        extent(absence),
        state(absence),
        ...(absence.hasDriverEdit ? [t('web-absences:driverEdited')] : []),
      ].join(', ');
    return { typeName, extent, state, days, summary };
  }, [t]);
}

export type AbsenceLabels = ReturnType<typeof useAbsenceLabels>;
