import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FleetItemRow, Vehicle } from '@rahti/domain';
import { useHasAccess } from '../../auth/use-account';
import { notifySuccess } from '../../components/ui/notify';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { useVehicles } from '../organisation-data/organisation-data-queries';
import { DoneItemsTable } from './done-items-table';
import { ExpiringDocuments } from './expiring-documents';
import { FleetDialogs, type FleetDialog } from './fleet-dialogs';
import { useFleetPage, useUndoCompletion } from './fleet-api';
import { FleetEmptyState } from './fleet-empty-state';
import { FleetFilters } from './fleet-filters';
import { useFleetLabels } from './fleet-labels';
import { doneRows, NO_FLEET_FILTER, openRows } from './fleet-rows';
import { CalendarFeedSection } from './calendar-feed-section';
import { FleetSettingsSection } from './fleet-settings';
import { OpenItemsTable } from './open-items-table';
import { PreTripDefects } from './pre-trip-defects';

const NO_VEHICLES: readonly Vehicle[] = [];

/**
 * /vehicle/fleet-management (issue 25, "Fleet upkeep"): the vehicles' maintenance, inspections
 * and tyre changes, overdue first; add, change, complete and undo them, type in odometer readings,
 * and (Admins and Superusers) set how early items count as due soon.
 */
export function FleetManagementPage() {
  const { t } = useTranslation();
  const page = useFleetPage();
  const vehicleQuery = useVehicles();
  const vehicles = useMemo(
    () =>
      [...(vehicleQuery.data ?? NO_VEHICLES)].sort((a, b) =>
        a.registerNumber.localeCompare(b.registerNumber, undefined, { numeric: true }),
      ),
    [vehicleQuery.data],
  );
  const labels = useFleetLabels(vehicles);
  const canEditSettings = useHasAccess('adminOrSuperuser');
  // The calendar feed's address opens the due dates to whoever has it: the Admin's to give out.
  const canShareCalendar = useHasAccess('admin');
  const [filter, setFilter] = useState(NO_FLEET_FILTER);
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useDialogTarget<FleetDialog>(heading);
  const undo = useUndoCompletion();

  const items = page.data?.items;
  const open = useMemo(() => openRows(items ?? [], filter), [items, filter]);
  const done = useMemo(() => doneRows(items ?? [], filter), [items, filter]);
  const isEmpty = page.isSuccess && page.data.items.length === 0;
  // While the vehicles load (or if they fail) items can still be added; only a known empty list says to add a vehicle first.
  const hasVehicles = !vehicleQuery.isSuccess || vehicles.length > 0;

  const undoCompletion = (row: FleetItemRow) =>
    undo.mutate(row.id, { onSuccess: () => notifySuccess(t('web-fleet:actions.undone')) });

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1} ref={heading} tabIndex={-1}>
          {t('web:menu.fleetManagement')}
        </Title>
        {page.isSuccess && hasVehicles && (
          <Group>
            {!isEmpty && <Button onClick={() => dialog.open({ kind: 'add' })}>{t('web-fleet:add')}</Button>}
            <Button variant="default" onClick={() => dialog.open({ kind: 'odometer' })}>
              {t('web-fleet:odometer.open')}
            </Button>
          </Group>
        )}
      </Group>
      <Text size="sm">{t('web-fleet:intro')}</Text>
      {page.isPending && <PageLoader />}
      {page.isError && (
        <QueryError error={page.error} onRetry={() => void page.refetch()} fallbackKey="web-fleet:loadFailed" />
      )}
      {isEmpty && <FleetEmptyState hasVehicles={hasVehicles} onAdd={() => dialog.open({ kind: 'add' })} />}
      {page.isSuccess && !isEmpty && (
        <>
          <FleetFilters filter={filter} onChange={setFilter} vehicles={vehicles} labels={labels} />
          <Text size="sm" role="status">
            {t('web-fleet:list.count', { count: open.length })}
          </Text>
          {open.length > 0 ? (
            <OpenItemsTable
              rows={open}
              labels={labels}
              onComplete={(row) => dialog.open({ kind: 'complete', row })}
              onEdit={(row) => dialog.open({ kind: 'edit', row })}
              onRemove={(row) => dialog.open({ kind: 'remove', row })}
            />
          ) : (
            <Text>{t('web-fleet:list.noneMatch')}</Text>
          )}
          {undo.isError && <QueryError error={undo.error} fallbackKey="errors:savingFailed" />}
          {filter.showDone && (
            <Stack component="section" gap="xs" aria-label={t('web-fleet:list.doneTitle')}>
              <Title order={2} size="h3">
                {t('web-fleet:list.doneTitle')}
              </Title>
              {done.length > 0 ? (
                <DoneItemsTable
                  rows={done}
                  labels={labels}
                  undoingId={undo.isPending ? undo.variables : undefined}
                  onUndo={undoCompletion}
                />
              ) : (
                <Text>{t('web-fleet:list.noneDone')}</Text>
              )}
            </Stack>
          )}
        </>
      )}
      {page.isSuccess && <ExpiringDocuments documents={page.data.documents} />}
      {page.isSuccess && <PreTripDefects labels={labels} />}
      {page.isSuccess && (
        <FleetSettingsSection
          key={`${page.data.settings.dueSoonDays}/${page.data.settings.dueSoonKm}/${page.data.settings.documentLeadDays}`}
          settings={page.data.settings}
          canEdit={canEditSettings}
        />
      )}
      {page.isSuccess && canShareCalendar && <CalendarFeedSection />}

      <FleetDialogs
        target={dialog.target}
        today={page.data?.today ?? ''}
        vehicleId={filter.vehicleId}
        vehicles={vehicles}
        labels={labels}
        onClose={dialog.close}
      />
    </Stack>
  );
}
