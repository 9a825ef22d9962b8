import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTrailer, isVehicleClass, type Vehicle } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { addMonths, firstOfMonth } from '../../lib/calendar-dates';
import { useOrganisationTimeZone, zonedToday } from '../../lib/organisation-time';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { ConsumptionTable } from './consumption-table';
import { useFuelConsumption, type DatePeriod } from './fuel-api';
import type { FuelLabels } from './fuel-labels';
import { PeriodFields, periodProblem } from './period-fields';
import { TankDialog } from './tank-dialog';

/** The months from `from`'s to `to`'s, as YYYY-MM. */
function monthsOf({ from, to }: DatePeriod): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7) && months.length < 40; month = addMonths(month, 1))
    months.push(month);
  return months;
}

/** Each vehicle's fuel per 100 km by month (this month and the five before unless told), and its tank. */
export function ConsumptionSection({ vehicles, labels }: { vehicles: readonly Vehicle[]; labels: FuelLabels }) {
  const { t } = useTranslation();
  const zone = useOrganisationTimeZone();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useDialogTarget<{ vehicleId?: string }>(heading);
  const [period, setPeriod] = useState<DatePeriod>(() => {
    const today = zonedToday(zone);
    return { from: firstOfMonth(addMonths(today.slice(0, 7), -5)), to: today };
  });
  const problem = periodProblem(period);
  const consumption = useFuelConsumption(problem ? undefined : period);
  const months = useMemo(() => (problem ? [] : monthsOf(period)), [period, problem]);
  const motorVehicles = useMemo(
    () => vehicles.filter((vehicle) => !isVehicleClass(vehicle.vehicleClass) || !isTrailer(vehicle.vehicleClass)),
    [vehicles],
  );
  const tanks = useMemo(
    () => new Map((consumption.data?.tanks ?? []).map((tank) => [tank.vehicleId, tank.capacity])),
    [consumption.data],
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4" id={titleId} ref={heading} tabIndex={-1}>
            {t('web-fuel:consumption.title')}
          </Title>
          <Button variant="default" onClick={() => dialog.open({})}>
            {t('web-fuel:tank.set')}
          </Button>
        </Group>
        <Text size="sm">{t('web-fuel:consumption.intro')}</Text>
        <PeriodFields period={period} onChange={setPeriod} />
        {consumption.isLoading && <PageLoader />}
        {consumption.isError && (
          <QueryError
            error={consumption.error}
            onRetry={() => void consumption.refetch()}
            fallbackKey="web-fuel:consumption.loadFailed"
          />
        )}
        {consumption.isSuccess &&
          !problem &&
          (consumption.data.rows.length === 0 ? (
            <Text>{t('web-fuel:consumption.none')}</Text>
          ) : (
            <ConsumptionTable
              answer={consumption.data}
              months={months}
              caption={t('web-fuel:consumption.caption', {
                from: labels.month(months[0]!),
                to: labels.month(months.at(-1)!),
              })}
              labels={labels}
              onEditTank={(vehicleId) => dialog.open({ vehicleId })}
            />
          ))}
      </Stack>
      {dialog.target && (
        <TankDialog
          vehicles={motorVehicles}
          tanks={tanks}
          vehicleId={dialog.target.vehicleId}
          labels={labels}
          onClose={dialog.close}
        />
      )}
    </Paper>
  );
}
