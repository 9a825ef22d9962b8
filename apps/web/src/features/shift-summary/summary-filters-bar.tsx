import { Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { unitOptions } from '../drivers/driver-labels';
import { PERIOD_PRESETS, isPeriodChoice } from '../../lib/period-presets';
import { useBases, useDepartments, useDriverGroups } from '../organisation-data/organisation-data-queries';
import type { SummaryFilter, SummaryFilters } from './use-summary-filters';
import { DateField } from '../../components/ui/date-field';

/** Period (a preset or two dates) and the department, base and group the rows come from. */
export function SummaryFiltersBar({ filters }: { filters: SummaryFilters }) {
  const { t } = useTranslation();
  const units: Record<SummaryFilter, { label: string; all: string; items: ReturnType<typeof unitOptions> }> = {
    departmentId: {
      label: t('organisation-data:columns.department'),
      all: t('web-shift-summary:filters.allDepartments'),
      items: unitOptions(useDepartments().data),
    },
    baseId: {
      label: t('organisation-data:columns.base'),
      all: t('web-shift-summary:filters.allBases'),
      items: unitOptions(useBases().data),
    },
    driverGroupId: {
      label: t('organisation-data:columns.driverGroup'),
      all: t('web-shift-summary:filters.allGroups'),
      items: unitOptions(useDriverGroups().data),
    },
  };
  const periodOptions = [...PERIOD_PRESETS, 'custom' as const].map((choice) => ({
    value: choice,
    label: t(`web-shift-summary:period.${choice}`),
  }));

  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label={t('web-shift-summary:period.label')}
        data={periodOptions}
        value={filters.period}
        onChange={(event) => isPeriodChoice(event.currentTarget.value) && filters.setPeriod(event.currentTarget.value)}
        w={200}
      />
      {filters.period === 'custom' ? (
        <>
          <DateField
            label={t('web-shift-summary:period.from')}
            value={filters.range.from}
            onChange={(value) => filters.setDate('from', value)}
            w={170}
          />
          <DateField
            label={t('web-shift-summary:period.to')}
            value={filters.range.to}
            onChange={(value) => filters.setDate('to', value)}
            error={filters.rangeProblem ? t(filters.rangeProblem) : undefined}
            w={170}
          />
        </>
      ) : (
        <Text size="sm" pb={6}>
          {t('web-shift-summary:period.range', {
            from: filters.range.from.split('-').reverse().join('.'),
            to: filters.range.to.split('-').reverse().join('.'),
          })}
        </Text>
      )}
      {(Object.keys(units) as SummaryFilter[]).map((name) => (
        <NativeSelect
          key={name}
          label={units[name].label}
          data={[{ value: '', label: units[name].all }, ...units[name].items]}
          value={filters.filters[name]}
          onChange={(event) => filters.setFilter(name, event.currentTarget.value)}
          w={200}
        />
      ))}
    </Group>
  );
}
