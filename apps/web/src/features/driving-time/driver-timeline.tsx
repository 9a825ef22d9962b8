import { Box, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_KINDS, formatCalendarDate } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useOrganisationTimeZone } from '../../lib/organisation-time';
import { ACTIVITY_COLOURS } from './activity-look';
import { useDrivingTimeDriver } from './driving-time-api';
import { durationText } from '../timesheet/event-labels';
import { SEVERITY_COLOURS } from './driving-figures';
import { InfringementList } from './infringement-list';
import { timelineDays, type TimelineDay } from './timeline-days';

/** One day's words for screen readers and the tooltip: "25.11.2026: Driving 9 h, Rest 11 h. Infringements: Daily driving (very serious)". */
function dayText(day: TimelineDay, t: ReturnType<typeof useTranslation>['t']): string {
  const parts = ACTIVITY_KINDS.filter((kind) => day.minutes[kind] > 0).map(
    (kind) => `${t(`web-driving-time:kinds.${kind}`)} ${durationText(t, day.minutes[kind])}`,
  );
  const text = t('web-driving-time:timeline.day', {
    date: formatCalendarDate(day.date),
    parts: parts.length > 0 ? parts.join(', ') : t('web-driving-time:timeline.nothing'),
  });
  if (day.marks.length === 0) return text;
  const marks = day.marks.map(
    (mark) => `${t(`web-driving-time:rules.${mark.rule}`)} (${t(`web-driving-time:severities.${mark.severity}`)})`,
  );
  return t('web-driving-time:timeline.dayWithInfringements', { day: text, infringements: marks.join(', ') });
}

/** A driver's last two weeks: a bar per day coloured by activity, a legend in words, and the infringements. */
export function DriverTimeline({ driverId, onClose }: { driverId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const zone = useOrganisationTimeZone();
  const driver = useDrivingTimeDriver(driverId);
  const days = driver.data ? timelineDays(driver.data, zone, Date.now()) : [];

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={driver.data ? t('web-driving-time:timeline.title', { name: driver.data.name }) : undefined}
    >
      <Stack>
        <Group justify="space-between">
          <Title order={2}>{driver.data ? t('web-driving-time:timeline.title', { name: driver.data.name }) : ''}</Title>
          <CloseButton onClick={onClose} aria-label={t('web-driving-time:timeline.close')} />
        </Group>
        {driver.isPending && <PageLoader />}
        {driver.isError && <QueryError error={driver.error} onRetry={() => void driver.refetch()} />}
        {driver.data && (
          <>
            <Group gap="md" aria-label={t('web-driving-time:timeline.legend')} role="list">
              {ACTIVITY_KINDS.map((kind) => (
                <Group key={kind} gap={4} role="listitem">
                  <Box
                    w={14}
                    h={14}
                    style={{ background: ACTIVITY_COLOURS[kind], borderRadius: 2 }}
                    aria-hidden="true"
                  />
                  <Text size="sm">{t(`web-driving-time:kinds.${kind}`)}</Text>
                </Group>
              ))}
              <Group gap={4} role="listitem">
                <Box
                  w={4}
                  h={14}
                  style={{ background: 'var(--mantine-color-red-8)', borderRadius: 1 }}
                  aria-hidden="true"
                />
                <Text size="sm">{t('web-driving-time:timeline.mark')}</Text>
              </Group>
            </Group>
            <Stack gap={4} role="list" aria-label={t('web-driving-time:timeline.title', { name: driver.data.name })}>
              {days.map((day) => (
                <Group
                  key={day.date}
                  gap="sm"
                  wrap="nowrap"
                  role="listitem"
                  aria-label={dayText(day, t)}
                  title={dayText(day, t)}
                >
                  <Text size="xs" w={80} aria-hidden="true">
                    {formatCalendarDate(day.date)}
                  </Text>
                  <Box
                    pos="relative"
                    h={16}
                    style={{ flex: 1, background: 'var(--mantine-color-gray-1)', borderRadius: 2 }}
                    aria-hidden="true"
                  >
                    {day.segments.map((segment) => (
                      <Box
                        key={`${segment.kind}-${segment.from}`}
                        pos="absolute"
                        top={0}
                        h="100%"
                        style={{
                          left: `${segment.from * 100}%`,
                          width: `${segment.width * 100}%`,
                          background: ACTIVITY_COLOURS[segment.kind],
                        }}
                      />
                    ))}
                    {day.marks.map((mark) => (
                      <Box
                        key={`${mark.rule}-${mark.start}`}
                        pos="absolute"
                        top={-3}
                        h={22}
                        w={4}
                        style={{
                          left: `calc(${mark.at * 100}% - 2px)`,
                          background: `var(--mantine-color-${SEVERITY_COLOURS[mark.severity]}-8)`,
                          borderRadius: 1,
                        }}
                      />
                    ))}
                  </Box>
                </Group>
              ))}
            </Stack>
            <InfringementList infringements={driver.data.infringements} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
