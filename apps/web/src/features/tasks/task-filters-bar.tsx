import { Group, MultiSelect, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TASK_SOURCES, TASK_STATUSES } from '@rahti/domain';
import { PeriodFields } from '../../components/ui/period-fields';
import type { TaskFilterName, TaskFilters } from './use-task-filters';
import { useTaskOptions, type Option } from './use-task-options';

/** Period (a preset or two dates), search and spec section 3's task filters; each change is kept in the URL. */
export function TaskFiltersBar({ filters }: { filters: TaskFilters }) {
  const { t } = useTranslation();
  const options = useTaskOptions();
  const select = (name: TaskFilterName, label: string, allLabel: string, data: Option[]) => (
    <NativeSelect
      label={label}
      data={[{ value: '', label: allLabel }, ...data]}
      value={filters.filters[name]}
      onChange={(event) => filters.setFilter(name, event.currentTarget.value)}
      w={210}
    />
  );
  const several = (name: 'driverIds' | 'vehicleIds', label: string, data: Option[]) => (
    <MultiSelect
      label={label}
      placeholder={filters.listOf(name).length === 0 ? t('web-tasks:filters.all') : undefined}
      data={data}
      value={filters.listOf(name)}
      onChange={(ids) => filters.setList(name, ids)}
      searchable
      clearable
      w={240}
    />
  );

  return (
    <Group align="flex-start" gap="sm">
      <PeriodFields filters={filters} namespace="web-tasks" />
      <TextInput
        label={t('web-tasks:filters.search')}
        placeholder={t('web-tasks:filters.searchPlaceholder')}
        type="search"
        value={filters.filters.search}
        onChange={(event) => filters.setFilter('search', event.currentTarget.value)}
        w={220}
      />
      {select('customerId', t('web-tasks:columns.customer'), t('web-tasks:filters.allCustomers'), options.customers)}
      {several('driverIds', t('web-tasks:filters.drivers'), options.drivers)}
      {several('vehicleIds', t('web-tasks:filters.vehicles'), options.vehicles)}
      {select(
        'departmentId',
        t('organisation-data:columns.department'),
        t('web-tasks:filters.allDepartments'),
        options.departments,
      )}
      {select(
        'status',
        t('web-tasks:filters.status'),
        t('web-tasks:filters.allStatuses'),
        TASK_STATUSES.map((status) => ({ value: status, label: t(`web-tasks:status.${status}`) })),
      )}
      {select(
        'source',
        t('web-tasks:columns.source'),
        t('web-tasks:filters.allSources'),
        TASK_SOURCES.map((source) => ({ value: source, label: t(`web-tasks:source.${source}`) })),
      )}
    </Group>
  );
}
