import { Box, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Shift, workTypeLook } from '@rahti/domain';
import { Icon } from '../../components/ui/icons';
import { eventMinutes, eventText } from './event-labels';

interface ShiftTimelineProps {
  shift: Shift;
  zone: string;
  /** The local date the shift belongs to: times on other dates say their date. */
  date: string;
  now: number;
  label: string;
}

/**
 * The shift as a bar of its events in time order, each as wide as it lasted, coloured and with
 * its type's icon. Each event is focusable and says its type, times and length in words, so the
 * bar is read by keyboard and screen reader too; the events table below holds the same.
 */
export function ShiftTimeline({ shift, zone, date, now, label }: ShiftTimelineProps) {
  const { t } = useTranslation();
  const parts: { key: string; minutes: number; event?: Shift['events'][number] }[] = [];
  let previousEnd: number | undefined;
  for (const event of shift.events) {
    const start = Date.parse(event.start);
    if (previousEnd !== undefined && start > previousEnd)
      parts.push({ key: `gap-${event.id}`, minutes: (start - previousEnd) / 60_000 });
    parts.push({ key: event.id, minutes: eventMinutes(event, now), event });
    previousEnd = event.end ? Date.parse(event.end) : now;
  }
  return (
    <Box
      component="ol"
      aria-label={label}
      m={0}
      p={0}
      style={{
        display: 'flex',
        listStyle: 'none',
        height: 28,
        borderRadius: 4,
        overflow: 'hidden',
        background: 'var(--mantine-color-gray-1)',
      }}
    >
      {parts.map(({ key, minutes, event }) => {
        const grow = Math.max(minutes, 1);
        if (!event) return <li key={key} aria-hidden="true" style={{ flexGrow: grow, flexBasis: 0 }} />;
        const look = workTypeLook(event.workType);
        const text = eventText(t, event, zone, date, now);
        return (
          <Tooltip key={key} label={text} events={{ hover: true, focus: true, touch: true }} withinPortal>
            <Box
              component="li"
              tabIndex={0}
              aria-label={text}
              bg={look.colour}
              c="white"
              style={{
                flexGrow: grow,
                flexBasis: 0,
                minWidth: 4,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                overflow: 'hidden',
                borderRight: '1px solid white',
              }}
            >
              <Icon name={look.icon} size={16} />
            </Box>
          </Tooltip>
        );
      })}
    </Box>
  );
}
