import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DAILY_ALLOWANCE_TYPES, formatNumber, type DailyAllowanceType, type Shift } from '@rahti/domain';
import { useLanguage } from '../../lib/use-language';
import { durationText } from './event-labels';
import { useLinkedPlan } from './timesheet-queries';
import { usePlanNames } from './use-plan-names';

/** A number in the UI language's way ("1 234,5" in Finnish, "1 234.5" in English), for km and litres. */
export function useNumberText() {
  const { language } = useLanguage();
  return (value: number | null) => (value === null ? '–' : formatNumber(value, language));
}

/** The planned shift a shift carries out, named as the resource-planning page names it; undefined when none. */
function useLinkedPlanText(id: string | null, zone: string): string | undefined {
  const { t } = useTranslation();
  const plan = useLinkedPlan(id);
  const planName = usePlanNames(zone);
  if (id === null) return undefined;
  if (plan.data) return planName(plan.data);
  return plan.isError ? t('web-timesheet:details.planUnavailable') : '…';
}

/** What else the shift holds: vehicles, km, consumption, bonuses, allowance, the planned shift it carries out. */
export function ShiftDetails({ shift, zone }: { shift: Shift; zone: string }) {
  const { t } = useTranslation();
  const number = useNumberText();
  const planned = useLinkedPlanText(shift.plannedShiftId, zone);
  const bonuses = shift.bonuses.map((bonus) =>
    bonus.hours === null
      ? t(`web-timesheet:bonuses.${bonus.type}`)
      : `${t(`web-timesheet:bonuses.${bonus.type}`)} (${durationText(t, bonus.hours * 60)})`,
  );
  const fields: [string, string][] = [
    [
      t('web-timesheet:details.vehicles'),
      shift.vehicles.map((vehicle) => [vehicle.registerNumber, vehicle.name].filter(Boolean).join(' ')).join(', ') ||
        '–',
    ],
    [t('web-timesheet:details.startKm'), number(shift.startKm)],
    [t('web-timesheet:details.endKm'), number(shift.endKm)],
    [t('web-timesheet:details.distance'), shift.distanceKm === null ? '–' : `${number(shift.distanceKm)} km`],
    [
      t('web-timesheet:details.consumption'),
      shift.consumptionLitres === null ? '–' : `${number(shift.consumptionLitres)} l`,
    ],
    [t('web-timesheet:details.bonuses'), bonuses.join(', ') || '–'],
    [
      t('web-timesheet:details.dailyAllowance'),
      t(`web-timesheet:allowances.${DAILY_ALLOWANCE_TYPES[shift.dailyAllowance as DailyAllowanceType] ?? 'none'}`),
    ],
    ...(planned === undefined ? [] : [[t('web-timesheet:details.plannedShift'), planned] as [string, string]]),
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="dl" m={0}>
      {fields.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
