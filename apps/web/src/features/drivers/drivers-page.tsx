import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Driver } from '@rahti/domain';
import { ListPager } from '../../components/ui/list-pager';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { usePaging } from '../../components/ui/use-paging';
import { useHasAccess } from '../../auth/use-account';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { useDrivers } from '../organisation-data/organisation-data-queries';
import { AppAccountsBar } from './app-accounts-bar';
import { DeleteDriverDialog } from './delete-driver-dialog';
import { EraseDriverDialog } from './erase-driver-dialog';
import { DriverFilters } from './driver-filters';
import { DriverFormDialog } from './driver-form-dialog';
import { useDriversCsv } from './drivers-csv';
import { DriversEmptyState } from './drivers-empty-state';
import { DriversTable } from './drivers-table';
import { useAppAccounts } from './use-app-accounts';
import { useDriverQuery } from './use-driver-query';

/** The organisation's drivers: search, filter, sort, pages, CSV; Admins and Superusers also edit them and their app accounts. */
export function DriversPage() {
  const { t } = useTranslation();
  const canManage = useHasAccess('adminOrSuperuser');
  const driverQuery = useDriverQuery();
  const list = useDrivers(driverQuery.query);
  const csv = useDriversCsv();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const heading = useRef<HTMLHeadingElement>(null);
  // A dialog whose driver or opener is gone (deleted, or the empty state replaced) returns the focus to the heading.
  const editing = useDialogTarget<Driver | 'new'>(heading);
  const deleting = useDialogTarget<Driver>(heading);
  const erasing = useDialogTarget<Driver>(heading);
  const select = (ids: string[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const appAccounts = useAppAccounts({ onDone: (ids) => select(ids, false), fallback: heading });

  const rows = list.data ?? [];
  const paging = usePaging(rows, [driverQuery.query]);
  // Only drivers the search and filters leave can be acted on, so a filter never hides a selected
  // driver; those selected on another page of the same list still count, and the bar says how many.
  const selectedRows = rows.filter((row) => selected.has(row.id));
  const noDrivers = list.isSuccess && !list.isPlaceholderData && rows.length === 0 && !driverQuery.isFiltered;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1} ref={heading} tabIndex={-1}>
          {t('web:menu.drivers')}
        </Title>
        {/* With no drivers at all, the empty state offers adding and importing instead. */}
        {!noDrivers && (
          <Group>
            <Button
              variant="default"
              onClick={() => void csv.download(driverQuery.query)}
              loading={csv.pending}
              disabled={rows.length === 0}
            >
              {t('web-drivers:list.downloadCsv')}
            </Button>
            {canManage && (
              <>
                <Button component={Link} to="/importDrivers" variant="default">
                  {t('web-drivers:list.import')}
                </Button>
                <Button onClick={() => editing.open('new')}>{t('web-drivers:list.add')}</Button>
              </>
            )}
          </Group>
        )}
      </Group>
      {list.isPending && <PageLoader />}
      {noDrivers && <DriversEmptyState canManage={canManage} onAdd={() => editing.open('new')} />}
      {!list.isPending && !noDrivers && (
        <>
          <DriverFilters filters={driverQuery.filters} onChange={driverQuery.setFilter} />
          <Group justify="space-between">
            <Text size="sm" role="status" aria-live="polite">
              {list.isSuccess &&
                (rows.length === 0
                  ? t('web-drivers:list.noMatches')
                  : t('web-drivers:list.count', { count: rows.length }))}
            </Text>
            {driverQuery.hasFilters && (
              <Button variant="subtle" size="compact-sm" onClick={driverQuery.clearFilters}>
                {t('web-drivers:list.clearFilters')}
              </Button>
            )}
          </Group>
          {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
          {canManage && rows.length > 0 && (
            <AppAccountsBar
              count={selectedRows.length}
              deactivating={appAccounts.pendingIds.length > 0}
              onActivate={() => appAccounts.activate(selectedRows, { fromSelection: true })}
              onDeactivate={() => appAccounts.deactivate(selectedRows)}
            />
          )}
          {rows.length > 0 && (
            <DriversTable
              rows={paging.rows}
              sort={driverQuery.sort}
              onSort={driverQuery.setSort}
              canManage={canManage}
              selected={selected}
              onSelect={select}
              pendingIds={appAccounts.pendingIds}
              onEdit={editing.open}
              onDelete={deleting.open}
              onErase={erasing.open}
              onAppAccount={(driver, active) =>
                active ? appAccounts.activate([driver]) : appAccounts.deactivate([driver])
              }
            />
          )}
          <ListPager paging={paging} label={t('web-drivers:paging.label')} />
        </>
      )}
      {editing.target && (
        <DriverFormDialog
          key={editing.target === 'new' ? 'new' : editing.target.id}
          driver={editing.target === 'new' ? undefined : editing.target}
          onClose={() => editing.close()}
          // The first driver replaces the empty state and its "Add driver" button.
          onSaved={() => editing.close(noDrivers)}
        />
      )}
      {deleting.target && (
        <DeleteDriverDialog
          key={deleting.target.id}
          driver={deleting.target}
          onClose={() => deleting.close()}
          onDeleted={() => deleting.close(true)}
        />
      )}
      {erasing.target && (
        <EraseDriverDialog key={erasing.target.id} driver={erasing.target} onClose={() => erasing.close()} />
      )}
      {appAccounts.dialogs}
    </Stack>
  );
}
