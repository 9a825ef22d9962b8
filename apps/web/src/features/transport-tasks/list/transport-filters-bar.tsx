import { Group, MultiSelect, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TRANSPORT_TASK_STATES } from '@rahti/domain';
import { PeriodFields } from '../../../components/ui/period-fields';
import { useTransportOptions, type Option } from '../use-transport-options';
import type { ListFilterName, TransportFilters } from './use-transport-filters';

/** Period (a preset or two dates), search and the transport task filter; each change is kept in the URL. */
export function TransportFiltersBar({ filters }: { filters: TransportFilters }) {
  const { t } = useTranslation();
  const options = useTransportOptions();
  const several = (name: ListFilterName, label: string, data: Option[]) => (
    <MultiSelect
      label={label}
      placeholder={filters.listOf(name).length === 0 ? t('web-transport:filters.all') : undefined}
      data={data}
      value={filters.listOf(name)}
      onChange={(values) => filters.setList(name, values)}
      searchable
      clearable
      w={230}
    />
  );

  return (
    <Group align="flex-start" gap="sm">
      <PeriodFields filters={filters} namespace="web-transport" />
      <TextInput
        label={t('web-transport:filters.search')}
        placeholder={t('web-transport:filters.searchPlaceholder')}
        type="search"
        value={filters.filters.search}
        onChange={(event) => filters.setFilter('search', event.currentTarget.value)}
        w={230}
      />
      {several(
        'states',
        t('web-transport:filters.states'),
        TRANSPORT_TASK_STATES.map((state) => ({ value: state, label: t(`web-transport:state.${state}`) })),
      )}
      {several('driverIds', t('web-transport:filters.drivers'), options.drivers)}
      {several('vehicleIds', t('web-transport:filters.vehicles'), options.vehicles)}
      <NativeSelect
        label={t('web-transport:columns.customer')}
        data={[{ value: '', label: t('web-transport:filters.allCustomers') }, ...options.customers]}
        value={filters.filters.customerId}
        onChange={(event) => filters.setFilter('customerId', event.currentTarget.value)}
        w={210}
      />
    </Group>
  );
}
