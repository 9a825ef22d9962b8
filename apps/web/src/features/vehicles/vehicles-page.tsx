import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHasAccess } from '../../auth/use-account';
import { ListPager } from '../../components/ui/list-pager';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { usePaging } from '../../components/ui/use-paging';
import { useOrganisationTimeZone } from '../../lib/organisation-time';
import { useLanguage } from '../../lib/use-language';
import { useBases, useVehicles } from '../organisation-data/organisation-data-queries';
import { filterVehicles, NO_VEHICLE_FILTER } from './filter-vehicles';
import { downloadListCsv } from './list-csv';
import { sortRows } from './list-columns';
import { ListTable } from './list-table';
import { useVehicleLabels } from '../organisation-data/use-vehicle-labels';
import { DEFAULT_VEHICLE_SORT, DEVICE_COLUMN_KEYS, vehicleColumns } from './vehicle-columns';
import { useVehicleDialogs } from './vehicle-dialogs';
import { VehicleFilters } from './vehicle-filters';
import { VehicleLimit } from './vehicle-limit';
import { VehicleRowActions } from './vehicle-row-actions';
import { AddVehicleActions, NoVehicles } from './vehicles-empty';
import { useOverdueFleetItems } from '../fleet-management/overdue-items';
import { useOverdueWords } from '../fleet-management/overdue-words';
import { OverdueUpkeepNotice, overdueUpkeepColumn } from './overdue-upkeep';

/** The organisation's vehicles: everyone reads; Admins and Superusers add, edit, activate and delete. */
export function VehiclesPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const canManage = useHasAccess('adminOrSuperuser');
  // Deactivation is the site operator's administration: its Admins only (spec section 6).
  const canDeactivate = useHasAccess('siteOperator');
  const vehicles = useVehicles();
  const bases = useBases();
  const labels = useVehicleLabels();
  const [filter, setFilter] = useState(NO_VEHICLE_FILTER);
  const [sort, setSort] = useState(DEFAULT_VEHICLE_SORT);
  const heading = useRef<HTMLHeadingElement>(null);

  const timeZone = useOrganisationTimeZone();
  // Each vehicle's overdue fleet items (issue 25), as the fleet page has them; none without the vehicles feature.
  const overdue = useOverdueFleetItems();
  const overdueWords = useOverdueWords();
  // "Reporting now" is judged when the list arrives (it is fetched again on every visit).
  const columns = useMemo(() => {
    const listed = vehicleColumns(t, labels, bases.data ?? [], {
      now: new Date(vehicles.dataUpdatedAt || Date.now()),
      timeZone,
    });
    return overdue
      ? [...listed, overdueUpkeepColumn(t('web-fleet-due:overdue.column'), overdue, overdueWords.summary)]
      : listed;
  }, [t, labels, bases.data, vehicles.dataUpdatedAt, timeZone, overdue, overdueWords]);
  const shownColumns = useMemo(() => columns.filter((column) => !DEVICE_COLUMN_KEYS.includes(column.key)), [columns]);
  const rows = useMemo(
    () => sortRows(filterVehicles(vehicles.data ?? [], filter, language), columns, sort, language),
    [vehicles.data, filter, columns, sort, language],
  );
  const paging = usePaging(rows, [filter, sort]);
  const all = vehicles.data ?? [];
  const activeCount = all.filter((vehicle) => vehicle.isActive).length;
  const isEmpty = vehicles.isSuccess && all.length === 0;
  const dialogs = useVehicleDialogs({ activeCount, fallback: heading, isEmpty });
  const add = () => dialogs.open({ action: 'create' });

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} ref={heading} tabIndex={-1}>
            {t('web:menu.vehicles')}
          </Title>
          {vehicles.isSuccess && <VehicleLimit activeCount={activeCount} c="dimmed" />}
        </Stack>
        {canManage && !isEmpty && <AddVehicleActions onAdd={add} />}
      </Group>
      {vehicles.isPending && <PageLoader />}
      {vehicles.isError && <QueryError error={vehicles.error} onRetry={() => void vehicles.refetch()} />}
      {isEmpty && <NoVehicles onAdd={canManage ? add : undefined} />}
      {all.length > 0 && (
        <>
          {overdue && overdue.size > 0 && <OverdueUpkeepNotice vehicles={overdue.size} />}
          <Group justify="space-between" align="flex-end">
            <Stack gap={4}>
              <VehicleFilters filter={filter} onChange={setFilter} bases={bases.data ?? []} />
              {/* Bases are kept with the departments, a page under Drivers in the menu; this reaches it without that feature. */}
              <Anchor component={Link} to="/departments" size="sm">
                {t('web-vehicles:filters.basesLink')}
              </Anchor>
            </Stack>
            <Button
              variant="default"
              disabled={rows.length === 0}
              onClick={() => downloadListCsv(t('web-vehicles:csvFileName'), columns, rows)}
            >
              {t('web-vehicles:downloadCsv')}
            </Button>
          </Group>
          <Text size="sm" role="status" aria-live="polite">
            {rows.length === 0 ? t('web-vehicles:noMatches') : t('web-vehicles:count', { count: rows.length })}
          </Text>
          {rows.length > 0 && (
            <ListTable
              caption={t('web-vehicles:caption')}
              columns={shownColumns}
              rows={paging.rows}
              sort={sort}
              onSort={setSort}
              minWidth={1000}
              actions={
                canManage
                  ? {
                      header: t('web-vehicles:columns.actions'),
                      render: (vehicle) => (
                        <VehicleRowActions
                          vehicle={vehicle}
                          canDeactivate={canDeactivate}
                          onAction={(action) => dialogs.open({ action, vehicle })}
                        />
                      ),
                    }
                  : undefined
              }
            />
          )}
          <ListPager paging={paging} label={t('web-vehicles:paging.label')} />
        </>
      )}
      {dialogs.dialogs}
    </Stack>
  );
}
