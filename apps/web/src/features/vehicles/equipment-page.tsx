import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../components/ui/list-pager';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { usePaging } from '../../components/ui/use-paging';
import { useLanguage } from '../../lib/use-language';
import { DEFAULT_EQUIPMENT_SORT, equipmentColumns } from './equipment-columns';
import { downloadListCsv } from './list-csv';
import { matchesSearch, sortRows } from './list-columns';
import { ListTable } from './list-table';
import { useVehicleLabels } from '../organisation-data/use-vehicle-labels';
import { TrackerRefusals } from './tracker-refusals';
import { useEquipment } from './vehicles-api';

/** Admin: every vehicle's tracking and driver-app device identifiers and when it was activated. */
export function EquipmentPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const equipment = useEquipment();
  const labels = useVehicleLabels();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(DEFAULT_EQUIPMENT_SORT);

  const columns = useMemo(() => equipmentColumns(t, labels), [t, labels]);
  const rows = useMemo(() => {
    const found = (equipment.data ?? []).filter((row) =>
      matchesSearch([row.registerNumber, row.name, row.imei, row.deviceId, row.externalId], search, language),
    );
    return sortRows(found, columns, sort, language);
  }, [equipment.data, search, columns, sort, language]);
  const paging = usePaging(rows, [search, sort]);
  const hasAny = (equipment.data?.length ?? 0) > 0;

  return (
    <Stack>
      <Title order={1}>{t('web:menu.equipment')}</Title>
      <Text>{t('web-vehicles:equipment.intro')}</Text>
      <TrackerRefusals />
      {equipment.isPending && <PageLoader />}
      {equipment.isError && <QueryError error={equipment.error} onRetry={() => void equipment.refetch()} />}
      {equipment.isSuccess && !hasAny && (
        <Paper withBorder p="xl">
          <Text fw={600}>{t('web-vehicles:empty')}</Text>
        </Paper>
      )}
      {hasAny && (
        <>
          <Group justify="space-between" align="flex-end">
            <TextInput
              type="search"
              label={t('web-vehicles:equipment.search')}
              placeholder={t('web-vehicles:equipment.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={320}
            />
            <Button
              variant="default"
              disabled={rows.length === 0}
              onClick={() => downloadListCsv(t('web-vehicles:equipment.csvFileName'), columns, rows)}
            >
              {t('web-vehicles:downloadCsv')}
            </Button>
          </Group>
          <Text size="sm" role="status" aria-live="polite">
            {rows.length === 0
              ? t('web-vehicles:equipment.noMatches', { search })
              : t('web-vehicles:count', { count: rows.length })}
          </Text>
          {rows.length > 0 && (
            <ListTable
              caption={t('web-vehicles:equipment.caption')}
              columns={columns}
              rows={paging.rows}
              sort={sort}
              onSort={setSort}
              minWidth={1000}
            />
          )}
          <ListPager paging={paging} label={t('web-vehicles:paging.label')} />
        </>
      )}
    </Stack>
  );
}
