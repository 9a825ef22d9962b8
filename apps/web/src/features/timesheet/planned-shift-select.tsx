import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDriverPlansAround } from './timesheet-queries';
import { usePlanNames } from './use-plan-names';

interface PlannedShiftSelectProps {
  driverId: string;
  zone: string;
  /** The local date the shift starts on: the driver's plans of the day before to the day after are offered. */
  date: string;
  /**
   * The plan the shift is stored with. The server keeps a stored link when none is sent, so a
   * linked shift is offered other plans but not "none".
   */
  linkedId: string | null;
  /** The chosen plan's id, '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/** The published planned shift a shift carries out, chosen from its driver's plans around its start. */
export function PlannedShiftSelect({ driverId, zone, date, linkedId, value, onChange }: PlannedShiftSelectProps) {
  const { t } = useTranslation();
  const plans = useDriverPlansAround(driverId, date);
  const planName = usePlanNames(zone);
  const options = (plans.data ?? []).map((plan) => ({ value: plan.id, label: planName(plan) }));
  // The stored or chosen plan stays selectable when it is not among these days' published plans.
  if (value !== '' && !options.some((option) => option.value === value))
    options.unshift({
      value,
      label: t(plans.isPending ? 'web-timesheet:editor.plansLoading' : 'web-timesheet:editor.planElsewhere'),
    });
  const description = plans.isError
    ? t('web-timesheet:editor.plansFailed')
    : linkedId
      ? t('web-timesheet:editor.planLinkKept')
      : undefined;
  return (
    <NativeSelect
      label={t('web-timesheet:editor.plannedShift')}
      description={description}
      data={linkedId ? options : [{ value: '', label: t('web-timesheet:editor.noPlannedShift') }, ...options]}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={360}
    />
  );
}
