import { Button, CloseButton, Group, List, Paper, Slider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { type LocationHistory, workTypeKey } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { zonedDateTime, zonedTime } from '../../lib/organisation-time';
import { durationText } from '../timesheet/event-labels';
import type { Replay } from './use-replay';
import { DateField } from '../../components/ui/date-field';

interface HistoryPanelProps {
  registerNumber: string;
  zone: string;
  /** The local dates chosen (organisation's zone). */
  dates: { from: string; to: string };
  /** The page holds the history and its replay: the map draws both. */
  history: UseQueryResult<LocationHistory>;
  replay: Replay;
  onDates: (dates: { from: string; to: string }) => void;
  onClose: () => void;
}

/** One vehicle's history for the chosen days: a summary, the replay slider, the stops and the shifts beside it. */
export function HistoryPanel({ registerNumber, zone, dates, history, replay, onDates, onClose }: HistoryPanelProps) {
  const { t } = useTranslation();
  const track = history.data?.track ?? [];
  const { first, last, instant, where, playing } = replay;

  const time = (ms: number) => zonedDateTime(new Date(ms).toISOString(), zone);
  const title = t('web-tracking:historyTitle', { register: registerNumber });
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack>
        <Group justify="space-between">
          <Title order={2}>{title}</Title>
          <CloseButton onClick={onClose} aria-label={t('web-tracking:close')} />
        </Group>
        <Group>
          <DateField
            label={t('web-tracking:from')}
            value={dates.from}
            onChange={(value) => onDates({ ...dates, from: value })}
            w={170}
          />
          <DateField
            label={t('web-tracking:to')}
            value={dates.to}
            onChange={(value) => onDates({ ...dates, to: value })}
            w={170}
          />
        </Group>
        {history.isPending && <PageLoader />}
        {history.isError && <QueryError error={history.error} onRetry={() => void history.refetch()} />}
        {history.data && (
          <>
            <Text size="sm">
              {t('web-tracking:summary', {
                recorded: history.data.recordedCount,
                drawn: track.length,
                stops: history.data.stops.length,
              })}
            </Text>
            {track.length === 0 ? (
              <Text>{t('web-tracking:noTrack')}</Text>
            ) : (
              <Stack gap="xs">
                <Group>
                  <Button onClick={replay.toggle} variant="default" aria-pressed={playing}>
                    {playing ? t('web-tracking:pause') : t('web-tracking:play')}
                  </Button>
                  <Text size="sm" aria-live="polite">
                    {t('web-tracking:replayAt', {
                      time: time(instant),
                      speed: where?.speedKmh != null ? t('web-tracking:speed', { speed: where.speedKmh }) : '–',
                    })}
                  </Text>
                </Group>
                <Slider
                  min={first}
                  max={Math.max(last, first + 1)}
                  step={10_000}
                  value={instant}
                  onChange={replay.seek}
                  label={(value) => time(value)}
                  thumbLabel={t('web-tracking:slider')}
                  thumbValueText={(value) => time(value)}
                />
              </Stack>
            )}
            <Title order={3}>{t('web-tracking:stops')}</Title>
            <List size="sm">
              {history.data.stops.map((stop) => (
                <List.Item key={stop.start}>
                  {t('web-tracking:stopItem', {
                    start: time(stop.start),
                    end: zonedTime(new Date(stop.end).toISOString(), zone),
                    duration: durationText(t, (stop.end - stop.start) / 60_000),
                  })}
                </List.Item>
              ))}
            </List>
            <Title order={3}>{t('web-tracking:shifts')}</Title>
            {history.data.shifts.length === 0 ? (
              <Text size="sm">{t('web-tracking:noShifts')}</Text>
            ) : (
              <List size="sm">
                {history.data.shifts.map((shift) => (
                  <List.Item key={shift.id}>
                    {t('web-tracking:shiftItem', {
                      driver: shift.driverName,
                      start: time(Date.parse(shift.start)),
                      end: shift.end ? time(Date.parse(shift.end)) : t('web-tracking:running'),
                    })}
                    <List size="sm" withPadding>
                      {shift.events.map((event) => (
                        <List.Item key={event.start}>
                          {`${t(workTypeKey(event.workType))} ${zonedTime(event.start, zone)}–${event.end ? zonedTime(event.end, zone) : t('web-tracking:running')}`}
                        </List.Item>
                      ))}
                    </List>
                  </List.Item>
                ))}
              </List>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
