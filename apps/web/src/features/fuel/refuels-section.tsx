import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, type Vehicle } from '@rahti/domain';
import { DateField } from '../../components/ui/date-field';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useOrganisationTimeZone, zonedToday } from '../../lib/organisation-time';
import { monthContaining } from '../../lib/period-presets';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { useRefuels, type DatePeriod } from './fuel-api';
import type { FuelLabels } from './fuel-labels';
import { RefuelDialog } from './refuel-dialog';
import { RefuelsTable } from './refuels-table';

/** Why the dates typed cannot be asked for (a catalogue key), or none. */
function periodProblem({ from, to }: DatePeriod): string | undefined {
  if (!from || !to) return 'validation:invalidDate';
  return from > to ? 'fleet:periodBackwards' : undefined;
}

/** The refuels of a period (this month unless told), and a refuel typed by hand. */
export function RefuelsSection({ vehicles, labels }: { vehicles: readonly Vehicle[]; labels: FuelLabels }) {
  const { t } = useTranslation();
  const zone = useOrganisationTimeZone();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useDialogTarget<'add'>(heading);
  const [period, setPeriod] = useState<DatePeriod>(() => monthContaining(zonedToday(zone)));
  const problem = periodProblem(period);
  const refuels = useRefuels(problem ? undefined : period);
  const rows = useMemo(
    () => [...(refuels.data ?? [])].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)),
    [refuels.data],
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4" id={titleId} ref={heading} tabIndex={-1}>
            {t('web-fuel:refuels.title')}
          </Title>
          <Button onClick={() => dialog.open('add')}>{t('web-fuel:refuels.add')}</Button>
        </Group>
        <Text size="sm">{t('web-fuel:refuels.intro')}</Text>
        <Group align="flex-start">
          <DateField
            label={t('web-fuel:refuels.from')}
            value={period.from}
            onChange={(from) => setPeriod((current) => ({ ...current, from }))}
            w={170}
          />
          <DateField
            label={t('web-fuel:refuels.to')}
            value={period.to}
            onChange={(to) => setPeriod((current) => ({ ...current, to }))}
            error={problem === 'fleet:periodBackwards' ? t(problem) : undefined}
            w={170}
          />
        </Group>
        {refuels.isLoading && <PageLoader />}
        {refuels.isError && (
          <QueryError
            error={refuels.error}
            onRetry={() => void refuels.refetch()}
            fallbackKey="web-fuel:refuels.loadFailed"
          />
        )}
        {refuels.isSuccess && !problem && (
          <>
            <Text size="sm" role="status">
              {t('web-fuel:refuels.count', { count: rows.length })}
            </Text>
            {rows.length === 0 ? (
              <Text>{t('web-fuel:refuels.none')}</Text>
            ) : (
              <RefuelsTable
                refuels={rows}
                caption={t('web-fuel:refuels.caption', {
                  from: formatCalendarDate(period.from),
                  to: formatCalendarDate(period.to),
                })}
                labels={labels}
              />
            )}
          </>
        )}
      </Stack>
      {dialog.target && <RefuelDialog vehicles={vehicles} labels={labels} onClose={dialog.close} />}
    </Paper>
  );
}
