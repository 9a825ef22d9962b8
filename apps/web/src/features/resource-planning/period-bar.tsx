import { Button, Chip, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SPANS, type Span } from './planning-period';

interface PeriodBarProps {
  /** The period shown, in words. */
  label: string;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  /** The span control shows only with these (the calendar has one, the season view not). */
  span?: Span;
  onSpan?: (span: Span) => void;
}

/** Previous, today and next, the period in words, and the calendar's week / two weeks / month. */
export function PeriodBar({ label, onStep, onToday, span, onSpan }: PeriodBarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap">
      {span && onSpan && (
        // Chips rather than a segmented control: its sliding indicator measured the page's
        // layout as the page mounted, an eighth of a second on a slow computer before the calendar drew.
        <Chip.Group value={span} onChange={(value) => onSpan(value as Span)}>
          <Group gap={4} role="radiogroup" aria-label={t('web-resource-planning:period.span')}>
            {SPANS.map((value) => (
              <Chip key={value} value={value} size="sm">
                {t(`web-resource-planning:period.${value}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      <Button variant="default" size="xs" onClick={() => onStep(-1)}>
        {t('web-resource-planning:period.previous')}
      </Button>
      <Button variant="default" size="xs" onClick={onToday}>
        {t('web-resource-planning:period.today')}
      </Button>
      <Button variant="default" size="xs" onClick={() => onStep(1)}>
        {t('web-resource-planning:period.next')}
      </Button>
      <Text fw={600} aria-live="polite">
        {label}
      </Text>
    </Group>
  );
}
