import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/ui/date-field';

interface ZoneTimeInputsProps {
  date: string;
  time: string;
  onChange: (value: { date: string; time: string }) => void;
  error?: string;
}

/** A local date and clock time in the organisation's zone (split, end). */
export function ZoneTimeInputs({ date, time, onChange, error }: ZoneTimeInputsProps) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start">
      <DateField
        label={t('web-timesheet:actions.atDate')}
        value={date}
        onChange={(value) => onChange({ date: value, time })}
        w={170}
      />
      <TextInput
        type="time"
        label={t('web-timesheet:actions.atTime')}
        value={time}
        onChange={(event) => onChange({ date, time: event.currentTarget.value })}
        error={error}
        w={150}
      />
    </Group>
  );
}
