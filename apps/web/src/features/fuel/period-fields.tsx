import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/ui/date-field';
import type { DatePeriod } from './fuel-api';

/** Why the dates typed cannot be asked for (a catalogue key), or none. */
export function periodProblem({ from, to }: DatePeriod): string | undefined {
  if (!from || !to) return 'validation:invalidDate';
  return from > to ? 'fleet:periodBackwards' : undefined;
}

/** A section's from and to dates, with the problem of a period that runs backwards. */
export function PeriodFields({ period, onChange }: { period: DatePeriod; onChange: (period: DatePeriod) => void }) {
  const { t } = useTranslation();
  const problem = periodProblem(period);
  return (
    <Group align="flex-start">
      <DateField
        label={t('web-fuel:refuels.from')}
        value={period.from}
        onChange={(from) => onChange({ ...period, from })}
        w={170}
      />
      <DateField
        label={t('web-fuel:refuels.to')}
        value={period.to}
        onChange={(to) => onChange({ ...period, to })}
        error={problem === 'fleet:periodBackwards' ? t(problem) : undefined}
        w={170}
      />
    </Group>
  );
}
