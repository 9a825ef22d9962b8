import { Group, NativeSelect, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FLEET_ITEM_TYPES, type Vehicle } from '@rahti/domain';
import type { FleetLabels } from './fleet-labels';
import { OPEN_STATES, type FleetFilter } from './fleet-rows';

interface FleetFiltersProps {
  filter: FleetFilter;
  onChange: (filter: FleetFilter) => void;
  vehicles: readonly Vehicle[];
  labels: FleetLabels;
}

/** State, vehicle and type filters, and whether the done occurrences are listed too. */
export function FleetFilters({ filter, onChange, vehicles, labels }: FleetFiltersProps) {
  const { t } = useTranslation();
  const set = <K extends keyof FleetFilter>(key: K, value: FleetFilter[K]) => onChange({ ...filter, [key]: value });
  return (
    <Group align="flex-end" role="group" aria-label={t('web-fleet:filters.label')}>
      <NativeSelect
        label={t('web-fleet:filters.state')}
        value={filter.state}
        onChange={(event) => set('state', event.currentTarget.value as FleetFilter['state'])}
        data={[
          { value: '', label: t('web-fleet:filters.allOpen') },
          ...OPEN_STATES.map((state) => ({ value: state, label: labels.stateName(state) })),
        ]}
      />
      <NativeSelect
        label={t('web-fleet:filters.vehicle')}
        value={filter.vehicleId}
        onChange={(event) => set('vehicleId', event.currentTarget.value)}
        data={[
          { value: '', label: t('web-fleet:filters.allVehicles') },
          ...vehicles.map((vehicle) => ({ value: vehicle.id, label: labels.vehicleName(vehicle.id) })),
        ]}
      />
      <NativeSelect
        label={t('web-fleet:filters.type')}
        value={filter.type}
        onChange={(event) => set('type', event.currentTarget.value as FleetFilter['type'])}
        data={[
          { value: '', label: t('web-fleet:filters.allTypes') },
          ...FLEET_ITEM_TYPES.map((type) => ({ value: type, label: labels.typeName(type) })),
        ]}
      />
      <Switch
        label={t('web-fleet:filters.showDone')}
        checked={filter.showDone}
        onChange={(event) => set('showDone', event.currentTarget.checked)}
        mb={8}
      />
    </Group>
  );
}
