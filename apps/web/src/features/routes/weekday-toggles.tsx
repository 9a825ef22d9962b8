import { Button, Group, Input } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WEEKDAY_CODES, type WeekdayCode } from '@rahti/domain';

interface WeekdayTogglesProps {
  value: readonly WeekdayCode[];
  onChange: (weekdays: WeekdayCode[]) => void;
  error?: string;
}

/**
 * The weekdays a weekly route runs on, Monday first: toggle buttons (aria-pressed) in a named
 * group, each reached with Tab and switched with Space or Enter, its full name read out.
 */
export function WeekdayToggles({ value, onChange, error }: WeekdayTogglesProps) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = new Set(value);
  const toggle = (day: WeekdayCode) =>
    onChange(WEEKDAY_CODES.filter((code) => (code === day ? !chosen.has(code) : chosen.has(code))));
  return (
    <Input.Wrapper label={t('web-routes:recurrence.weekdays')} labelElement="div" id={id} error={error} required>
      <Group
        gap={6}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        mt={4}
      >
        {WEEKDAY_CODES.map((day) => (
          <Button
            key={day}
            size="compact-md"
            variant={chosen.has(day) ? 'filled' : 'default'}
            aria-pressed={chosen.has(day)}
            aria-label={t(`web-routes:recurrence.weekdayName.${day}`)}
            onClick={() => toggle(day)}
          >
            {t(`web-routes:schedule.weekdayShort.${day}`)}
          </Button>
        ))}
      </Group>
    </Input.Wrapper>
  );
}
