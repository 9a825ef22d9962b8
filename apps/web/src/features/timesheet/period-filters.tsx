import { Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { unitOptions } from '../drivers/driver-labels';
import { useBases, useDepartments, useDriverGroups } from '../organisation-data/organisation-data-queries';
import { PERIOD_PRESETS, type PeriodPreset } from './period';
import type { TimesheetView } from './use-timesheet-view';
import { DateField } from '../../components/ui/date-field';

/** The period (a preset or any dates) and, for the list, department, base, group and a driver search. */
export function PeriodFilters({ view, showListFilters }: { view: TimesheetView; showListFilters: boolean }) {
  const { t } = useTranslation();
  const departments = useDepartments();
  const bases = useBases();
  const groups = useDriverGroups();
  const presets = [
    ...PERIOD_PRESETS.map((preset) => ({ value: preset, label: t(`web-timesheet:presets.${preset}`) })),
    { value: 'custom', label: t('web-timesheet:presets.custom') },
  ];
  const select = (
    name: 'departmentId' | 'baseId' | 'driverGroupId',
    label: string,
    allLabel: string,
    data: ReturnType<typeof unitOptions>,
  ) => (
    <NativeSelect
      label={label}
      data={[{ value: '', label: allLabel }, ...data]}
      value={view.filters[name]}
      onChange={(event) => view.setFilter(name, event.currentTarget.value)}
      w={200}
    />
  );

  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label={t('web-timesheet:filters.period')}
        data={presets}
        value={view.preset}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (value !== 'custom') view.setPreset(value as PeriodPreset);
        }}
        w={190}
      />
      <DateField
        label={t('web-timesheet:filters.from')}
        value={view.chosen.from}
        onChange={(value) => view.setDate('from', value)}
        w={160}
      />
      <DateField
        label={t('web-timesheet:filters.to')}
        value={view.chosen.to}
        onChange={(value) => view.setDate('to', value)}
        error={view.periodProblem && t(view.periodProblem)}
        w={160}
      />
      {showListFilters && (
        <>
          {select(
            'departmentId',
            t('organisation-data:columns.department'),
            t('web-timesheet:filters.allDepartments'),
            unitOptions(departments.data),
          )}
          {select(
            'baseId',
            t('organisation-data:columns.base'),
            t('web-timesheet:filters.allBases'),
            unitOptions(bases.data),
          )}
          {select(
            'driverGroupId',
            t('organisation-data:columns.driverGroup'),
            t('web-timesheet:filters.allGroups'),
            unitOptions(groups.data),
          )}
          <TextInput
            label={t('web-timesheet:filters.search')}
            type="search"
            value={view.filters.search}
            onChange={(event) => view.setFilter('search', event.currentTarget.value)}
            w={240}
          />
          <Checkbox
            label={t('web-timesheet:filters.notApproved')}
            checked={view.filters.notApproved === 'true'}
            onChange={(event) => view.setFilter('notApproved', event.currentTarget.checked ? 'true' : '')}
            mb={8}
          />
        </>
      )}
    </Group>
  );
}
