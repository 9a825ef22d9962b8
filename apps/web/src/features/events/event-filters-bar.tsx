import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPROVAL_STATES, EVENT_WORK_TYPES, workTypeName } from '@rahti/domain';
import { unitOptions } from '../drivers/driver-labels';
import { useBases, useDepartments, useDriverGroups, useVehicles } from '../organisation-data/organisation-data-queries';
import type { EventFilters, FilterName } from './use-event-filters';
import { PeriodFields } from '../../components/ui/period-fields';

/** Period (a preset or two dates), driver search and the narrowing selects; each change is kept in the URL. */
export function EventFiltersBar({ filters }: { filters: EventFilters }) {
  const { t } = useTranslation();
  const departments = useDepartments();
  const bases = useBases();
  const groups = useDriverGroups();
  const vehicles = useVehicles();
  const select = (name: FilterName, label: string, allLabel: string, data: { value: string; label: string }[]) => (
    <NativeSelect
      label={label}
      data={[{ value: '', label: allLabel }, ...data]}
      value={filters.filters[name]}
      onChange={(event) => filters.setFilter(name, event.currentTarget.value)}
      w={200}
    />
  );

  return (
    <Group align="flex-start" gap="sm">
      <PeriodFields filters={filters} namespace="web-events" />
      <TextInput
        label={t('web-events:filters.search')}
        placeholder={t('web-events:filters.searchPlaceholder')}
        type="search"
        value={filters.filters.search}
        onChange={(event) => filters.setFilter('search', event.currentTarget.value)}
        w={240}
      />
      {select(
        'workType',
        t('web-events:columns.workType'),
        t('web-events:filters.allWorkTypes'),
        // Events are of event types only (spec section 3); absences have their own calendar.
        EVENT_WORK_TYPES.map((workType) => ({
          value: String(workType),
          label: t(`work-types:${workTypeName(workType)}`),
        })),
      )}
      {select(
        'vehicleId',
        t('web-events:columns.vehicles'),
        t('web-events:filters.allVehicles'),
        (vehicles.data ?? []).map((vehicle) => ({
          value: vehicle.id,
          label: vehicle.name ? `${vehicle.registerNumber} – ${vehicle.name}` : vehicle.registerNumber,
        })),
      )}
      {select(
        'departmentId',
        t('organisation-data:columns.department'),
        t('web-events:filters.allDepartments'),
        unitOptions(departments.data),
      )}
      {select('baseId', t('organisation-data:columns.base'), t('web-events:filters.allBases'), unitOptions(bases.data))}
      {select(
        'driverGroupId',
        t('organisation-data:columns.driverGroup'),
        t('web-events:filters.allGroups'),
        unitOptions(groups.data),
      )}
      {select(
        'approval',
        t('web-events:columns.approval'),
        t('web-events:filters.allStates'),
        APPROVAL_STATES.map((state) => ({ value: state, label: t(`web-events:approval.${state}`) })),
      )}
    </Group>
  );
}
