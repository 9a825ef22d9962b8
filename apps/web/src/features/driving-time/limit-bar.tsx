import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { durationText } from '../timesheet/event-labels';

interface LimitBarProps {
  /** Names the bar for screen readers ("Driving this week, Virta Anna"). */
  label: string;
  usedMinutes: number;
  limitMinutes: number;
}

/**
 * Driving against a limit as a bar with the figure in words beside it ("41 h 30 min of 56 h").
 * Mantine's section would announce a bare percentage, so the root carries the progressbar role.
 */
export function LimitBar({ label, usedMinutes, limitMinutes }: LimitBarProps) {
  const { t } = useTranslation();
  const text = t('web-driving-time:ofLimit', {
    used: durationText(t, usedMinutes),
    limit: durationText(t, limitMinutes),
  });
  const percent = Math.min(100, (usedMinutes / limitMinutes) * 100);
  const colour = usedMinutes > limitMinutes ? 'red' : percent >= 90 ? 'orange' : 'blue';
  return (
    <Stack gap={2} miw={140}>
      <Progress.Root
        size="md"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limitMinutes}
        aria-valuenow={usedMinutes}
        aria-valuetext={text}
      >
        <Progress.Section value={percent} color={colour} withAria={false} />
      </Progress.Root>
      <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
        {text}
      </Text>
    </Stack>
  );
}
