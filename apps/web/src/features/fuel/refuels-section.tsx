import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, type Vehicle } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useOrganisationTimeZone, zonedToday } from '../../lib/organisation-time';
import { monthContaining } from '../../lib/period-presets';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { useRefuels, type DatePeriod } from './fuel-api';
import { PeriodFields, periodProblem } from './period-fields';
import type { FuelLabels } from './fuel-labels';
import { RefuelDialog } from './refuel-dialog';
import { RefuelsTable } from './refuels-table';
import { FuelCardImportButton } from './import/fuel-card-import-button';

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
  const flagged = rows.filter((row) => row.flags.length > 0).length;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4" id={titleId} ref={heading} tabIndex={-1}>
            {t('web-fuel:refuels.title')}
          </Title>
          <Group gap="xs">
            <FuelCardImportButton />
            <Button onClick={() => dialog.open('add')}>{t('web-fuel:refuels.add')}</Button>
          </Group>
        </Group>
        <Text size="sm">{t('web-fuel:refuels.intro')}</Text>
        <PeriodFields period={period} onChange={setPeriod} />
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
              {flagged > 0 && ` · ${t('web-fuel:refuels.flagged', { count: flagged })}`}
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
