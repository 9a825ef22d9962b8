import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PERIOD_PRESETS, type PeriodChoice } from '../../lib/period-presets';
import type { usePeriodFilters } from '../../lib/use-period-filters';
import { DateField } from './date-field';

type PeriodState = Pick<
  ReturnType<typeof usePeriodFilters>,
  'period' | 'range' | 'rangeProblem' | 'setPeriod' | 'setDate'
>;

/**
 * A list page's period: a preset, or two dates when "chosen dates" is picked. Its words come
 * from the page's own catalogue (`<namespace>:period.label`, `.from`, `.to` and one per preset).
 */
export function PeriodFields({ filters, namespace }: { filters: PeriodState; namespace: string }) {
  const { t } = useTranslation();
  return (
    <>
      <NativeSelect
        label={t(`${namespace}:period.label`)}
        data={[...PERIOD_PRESETS, 'custom' as const].map((value) => ({
          value,
          label: t(`${namespace}:period.${value}`),
        }))}
        value={filters.period}
        onChange={(event) => filters.setPeriod(event.currentTarget.value as PeriodChoice)}
        w={200}
      />
      {filters.period === 'custom' && (
        <>
          <DateField
            label={t(`${namespace}:period.from`)}
            value={filters.range.from}
            onChange={(value) => filters.setDate('from', value)}
            w={170}
          />
          <DateField
            label={t(`${namespace}:period.to`)}
            value={filters.range.to}
            onChange={(value) => filters.setDate('to', value)}
            error={filters.rangeProblem ? t(filters.rangeProblem) : undefined}
            w={170}
          />
        </>
      )}
    </>
  );
}
