import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import type { SortState } from '../../components/ui/sortable-header';
import { downloadFile } from '../../lib/csv';
import { useOrganisationTimeZone, zonedToday } from '../../lib/organisation-time';
import { useLanguage } from '../../lib/use-language';
import { DriverTimeline } from './driver-timeline';
import { driverRows, sortDriverRows, type SortKey } from './driver-rows';
import { DriversTable } from './drivers-table';
import { useDrivingTimeDrivers } from './driving-time-api';
import { drivingTimeCsv, drivingTimeCsvFileName } from './driving-time-csv';

/**
 * /timesheet/driving-time (issue 13): each driver's driving against the EU limits over the last
 * two weeks, what is left now and the infringements; a driver's timeline; the list as CSV.
 */
export function DrivingTimePage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const zone = useOrganisationTimeZone();
  const drivers = useDrivingTimeDrivers();
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'name', direction: 'asc' });
  const [chosen, setChosen] = useState<string>();
  const rows = sortDriverRows(driverRows(drivers.data ?? [], Date.now()), sort.key, sort.direction, language);

  const downloadCsv = () =>
    downloadFile(drivingTimeCsvFileName(zonedToday(zone)), drivingTimeCsv(rows, t, language !== 'en'));

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('web-driving-time:title')}</Title>
        <Button variant="default" onClick={downloadCsv} disabled={rows.length === 0}>
          {t('web-driving-time:csv')}
        </Button>
      </Group>
      <Text size="sm">{t('web-driving-time:intro')}</Text>
      {drivers.isPending && <PageLoader />}
      {drivers.isError && <QueryError error={drivers.error} onRetry={() => void drivers.refetch()} />}
      {drivers.isSuccess && rows.length === 0 && (
        <Paper withBorder p="xl">
          <Text>{t('web-driving-time:empty')}</Text>
        </Paper>
      )}
      {rows.length > 0 && (
        <DriversTable
          rows={rows}
          sort={sort}
          onSort={setSort}
          chosen={chosen}
          onChoose={(id) => setChosen(id === chosen ? undefined : id)}
        />
      )}
      {chosen && <DriverTimeline key={chosen} driverId={chosen} onClose={() => setChosen(undefined)} />}
    </Stack>
  );
}
