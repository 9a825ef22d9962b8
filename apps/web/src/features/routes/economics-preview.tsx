import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { parseDecimal, runEconomics } from '@rahti/domain';
import { useTaskFormat } from '../tasks/use-task-format';
import { useVehicleCalculation } from '../vehicles/vehicle-calculation';
import { durationMinutesOf } from './recurrence-form-values';
import type { RouteFormValues } from './route-form-values';

/** A run lasts its schedule's duration; a route without a schedule, its driving time (as the server counts it). */
function runMinutes(values: RouteFormValues): number | undefined {
  const minutes =
    values.frequency === 'none' ? parseDecimal(values.drivingMinutes.trim()) : durationMinutesOf(values.duration);
  return minutes !== undefined && Number.isFinite(minutes) && minutes > 0 ? minutes : undefined;
}

/**
 * One run's cost, income, profit and margin as the form stands, by runEconomics (the server's
 * own rule) with the vehicle's calculation rates; without a calculation the cost is not known,
 * and the page says so rather than guess.
 */
export function EconomicsPreview({ values }: { values: RouteFormValues }) {
  const { t } = useTranslation();
  const format = useTaskFormat();
  const calculation = useVehicleCalculation(values.vehicleId || undefined);
  const income = parseDecimal(values.income.trim());
  const km = parseDecimal(values.distanceKm.trim());
  const minutes = runMinutes(values);
  const rates = calculation.data;

  if (income === undefined || km === undefined || minutes === undefined)
    return <Text size="sm">{t('web-routes:economics.incomplete')}</Text>;
  const run = runEconomics({
    minutes,
    km,
    incomeBasis: values.incomeBasis,
    income,
    rates:
      rates?.calculationId && rates.timeCostPerHour !== null && rates.distanceCostPerKm !== null
        ? {
            calculationId: rates.calculationId,
            timeCostPerHour: rates.timeCostPerHour,
            distanceCostPerKm: rates.distanceCostPerKm,
          }
        : null,
  });
  const money = (amount: number | null) => (amount === null ? '–' : format.money(amount));
  const figures: [string, string][] = [
    ['cost', money(run.estimatedCost)],
    ['income', money(run.incomePerRun)],
    ['profit', money(run.profit)],
    ['margin', format.percent(run.marginPercent)],
  ];

  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0}>
        {figures.map(([key, value]) => (
          <div key={key}>
            <Text component="dt" size="sm" c="dimmed">
              {t(`web-routes:economics.${key}`)}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="sm">
        {!values.vehicleId
          ? t('web-routes:economics.noVehicle')
          : run.timeCostPerHour === null
            ? calculation.isPending
              ? t('web:common.loading')
              : t('web-routes:economics.noCalculation')
            : t('web-routes:economics.rates', {
                perHour: format.money(run.timeCostPerHour),
                perKm: format.money(run.distanceCostPerKm ?? 0),
                hours: format.number(run.hours),
                km: format.number(km, 1),
              })}
      </Text>
    </Stack>
  );
}
