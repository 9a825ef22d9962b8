import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DAILY_ALLOWANCE_TYPES, formatNumber, type DailyAllowanceType, type Shift } from '@rahti/domain';
import { useLanguage } from '../../lib/use-language';
import { durationText } from './event-labels';

/** A number in the UI language's way ("1 234,5" in Finnish, "1 234.5" in English), for km and litres. */
export function useNumberText() {
  const { language } = useLanguage();
  return (value: number | null) => (value === null ? '–' : formatNumber(value, language));
}

/** What else the shift holds: vehicles, km, consumption, bonuses, allowance. */
export function ShiftDetails({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const number = useNumberText();
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
