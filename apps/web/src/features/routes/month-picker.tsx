import { ActionIcon, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { addMonths } from '../../lib/calendar-dates';
import { useLanguage } from '../../lib/use-language';

/** The months offered around the current one: two years back, one ahead. */
const MONTHS_BACK = 24;
const MONTHS_AHEAD = 12;

interface MonthPickerProps {
  label: string;
  /** 'YYYY-MM'. */
  value: string;
  /** The current month, which the choices are counted from. */
  current: string;
  onChange: (month: string) => void;
}

/** A month as "March 2026" in the user's language, chosen from a list or stepped with the buttons beside it. */
export function MonthPicker({ label, value, current, onChange }: MonthPickerProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = (month: string) =>
    new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
  const months = Array.from({ length: MONTHS_BACK + MONTHS_AHEAD + 1 }, (_, i) => addMonths(current, i - MONTHS_BACK));
  if (!months.includes(value)) months.push(value);
  months.sort();
  return (
    <Group gap={4} align="flex-end" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('web-routes:month.previous')}
        onClick={() => onChange(addMonths(value, -1))}
        mb={1}
      >
        <Icon name="chevronDown" style={{ transform: 'rotate(90deg)' }} />
      </ActionIcon>
      <NativeSelect
        label={label}
        value={value}
        data={months.map((month) => ({ value: month, label: name(month) }))}
        onChange={(event) => onChange(event.currentTarget.value)}
        w={200}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('web-routes:month.next')}
        onClick={() => onChange(addMonths(value, 1))}
        mb={1}
      >
        <Icon name="chevronDown" style={{ transform: 'rotate(-90deg)' }} />
      </ActionIcon>
    </Group>
  );
}
