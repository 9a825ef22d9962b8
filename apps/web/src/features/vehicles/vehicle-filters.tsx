import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NamedUnit } from '@rahti/domain';
import { NO_BASE, type VehicleFilter } from './filter-vehicles';
import { useVehicleLabels } from '../organisation-data/use-vehicle-labels';

interface VehicleFiltersProps {
  filter: VehicleFilter;
  onChange: (filter: VehicleFilter) => void;
  bases: readonly NamedUnit[];
}

/** Search and the base, class and status filters; the list answers as the user types. */
export function VehicleFilters({ filter, onChange, bases }: VehicleFiltersProps) {
  const { t } = useTranslation();
  const { options } = useVehicleLabels();
  const set = <K extends keyof VehicleFilter>(key: K, value: VehicleFilter[K]) => onChange({ ...filter, [key]: value });
  return (
    <Group align="flex-end">
      <TextInput
        type="search"
        label={t('web-vehicles:filters.search')}
        placeholder={t('web-vehicles:filters.searchPlaceholder')}
        value={filter.search}
        onChange={(event) => set('search', event.currentTarget.value)}
        w={300}
      />
      <NativeSelect
        label={t('web-vehicles:filters.base')}
        value={filter.baseId}
        onChange={(event) => set('baseId', event.currentTarget.value)}
        data={[
          { value: '', label: t('web-vehicles:filters.allBases') },
          { value: NO_BASE, label: t('web-vehicles:filters.noBase') },
          ...bases.map((base) => ({ value: base.id, label: base.name })),
        ]}
      />
      <NativeSelect
        label={t('web-vehicles:filters.vehicleClass')}
        value={filter.vehicleClass}
        onChange={(event) => set('vehicleClass', event.currentTarget.value)}
        data={[{ value: '', label: t('web-vehicles:filters.allClasses') }, ...options.vehicleClass]}
      />
      <NativeSelect
        label={t('web-vehicles:filters.status')}
        value={filter.status}
        onChange={(event) => set('status', event.currentTarget.value as VehicleFilter['status'])}
        data={[
          { value: '', label: t('web-vehicles:filters.allStatuses') },
          { value: 'active', label: t('web-vehicles:status.active') },
          { value: 'inactive', label: t('web-vehicles:status.inactive') },
        ]}
      />
    </Group>
  );
}
