import { NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@rahti/domain';
import { DateField } from '../../components/ui/date-field';
import type { Period } from '../../lib/period-presets';

interface PeriodFieldsProps<Choice extends string> {
  label: string;
  choices: readonly Choice[];
  choice: Choice;
  onChoice: (choice: Choice) => void;
  /** The dates the choice means; none for "all dates". */
  range: Period | undefined;
  onDate: (name: keyof Period, value: string) => void;
  /** Why the chosen dates are not a period, in words. */
  problem?: string;
}

/** A period preset, or two dates when "Chosen dates" is picked; a preset's dates are written beside it. */
export function PeriodFields<Choice extends string>({
  label,
  choices,
  choice,
  onChoice,
  range,
  onDate,
  problem,
}: PeriodFieldsProps<Choice>) {
  const { t } = useTranslation();
  const select = (value: string) => {
    const picked = choices.find((candidate) => candidate === value);
    if (picked) onChoice(picked);
  };
  return (
    <>
      <NativeSelect
        label={label}
        data={choices.map((value) => ({ value, label: t(`web-invoices:period.${value}`) }))}
        value={choice}
        onChange={(event) => select(event.currentTarget.value)}
        w={200}
      />
      {choice === 'custom' ? (
        <>
          <DateField
            label={t('web-invoices:filters.from')}
            value={range?.from ?? ''}
            onChange={(value) => onDate('from', value)}
            w={170}
          />
          <DateField
            label={t('web-invoices:filters.to')}
            value={range?.to ?? ''}
            onChange={(value) => onDate('to', value)}
            error={problem}
            w={170}
          />
        </>
      ) : (
        range && (
          <Text size="sm" pb={6}>
            {t('web-invoices:period.range', { from: formatCalendarDate(range.from), to: formatCalendarDate(range.to) })}
          </Text>
        )
      )}
    </>
  );
}
