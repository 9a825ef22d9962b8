import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useBases,
  useDepartments,
  useDriverGroups,
  useLicenceTypes,
} from '../organisation-data/organisation-data-queries';
import { licenceOptions, unitOptions } from './driver-labels';
import type { DriverFilters as Filters } from './use-driver-query';

interface DriverFiltersProps {
  filters: Filters;
  onChange: (name: keyof Filters, value: string) => void;
}

/** Search as you type and narrow by unit, group or licence; the server does the filtering. */
export function DriverFilters({ filters, onChange }: DriverFiltersProps) {
  const { t } = useTranslation();
  const departments = useDepartments();
  const bases = useBases();
  const groups = useDriverGroups();
  const licenceTypes = useLicenceTypes();
  const select = (
    name: keyof Filters,
    label: string,
    allLabel: string,
    data: ReturnType<typeof unitOptions> | ReturnType<typeof licenceOptions>,
    width = 220,
  ) => (
    <NativeSelect
      label={label}
      data={[{ value: '', label: allLabel }, ...data]}
      value={filters[name]}
      onChange={(event) => onChange(name, event.currentTarget.value)}
      w={width}
    />
  );

  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label={t('web-drivers:list.search')}
        placeholder={t('web-drivers:list.searchPlaceholder')}
        type="search"
        value={filters.search}
        onChange={(event) => onChange('search', event.currentTarget.value)}
        w={300}
      />
      {select(
        'departmentId',
        t('organisation-data:columns.department'),
        t('web-drivers:list.allDepartments'),
        unitOptions(departments.data),
      )}
      {select('baseId', t('organisation-data:columns.base'), t('web-drivers:list.allBases'), unitOptions(bases.data))}
      {select(
        'driverGroupId',
        t('organisation-data:columns.driverGroup'),
        t('web-drivers:list.allGroups'),
        unitOptions(groups.data),
      )}
      {select(
        'licence',
        t('web-drivers:list.licence'),
        t('web-drivers:list.allLicences'),
        licenceOptions(licenceTypes.data, t),
        260,
      )}
    </Group>
  );
}
