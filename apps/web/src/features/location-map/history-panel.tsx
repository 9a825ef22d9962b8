import { Button, CloseButton, Group, List, Paper, Slider, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationHistory } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { zonedDate, zonedTime } from '../../lib/organisation-time';
import { workTypeKey } from '../../components/ui/work-type-look';
import { durationText } from '../timesheet/event-labels';
import { useLocationHistory } from './location-map-api';
import { positionAt } from './replay';

/** The replay runs this many times faster than the drive: an hour in about six seconds. */
const REPLAY_SPEED = 600;
const TICK_MS = 100;

interface HistoryPanelProps {
  vehicleId: string;
  registerNumber: string;
  zone: string;
  /** The local dates chosen (organisation's zone) and their instants. */
  dates: { from: string; to: string };
  span: { from: number; to: number };
  onDates: (dates: { from: string; to: string }) => void;
  onClose: () => void;
  /** Tells the map what to draw: the history and the replay marker's place. */
  onShow: (history: LocationHistory | undefined, at: { latitude: number; longitude: number } | undefined) => void;
}

/** One vehicle's history for the chosen days: a summary, the replay slider, the stops and the shifts beside it. */
export function HistoryPanel({ vehicleId, registerNumber, zone, dates, span, onDates, onClose, onShow }: HistoryPanelProps) {
  const { t } = useTranslation();
  const history = useLocationHistory(vehicleId, span.from, span.to);
  const track = history.data?.track ?? [];
  const first = track[0]?.[0] ?? span.from;
  const last = track.at(-1)?.[0] ?? span.from;
  const [at, setAt] = useState(first);
  const [playing, setPlaying] = useState(false);
  const instant = Math.min(Math.max(at, first), last);
  const where = positionAt(track, instant);

  useEffect(() => setAt(first), [first]);
  useEffect(() => {
    onShow(history.data, where && { latitude: where.latitude, longitude: where.longitude });
  }, [history.data, where?.latitude, where?.longitude]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => () => onShow(undefined, undefined), []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setAt((current) => (current >= last ? current : Math.min(last, current + REPLAY_SPEED * TICK_MS))), TICK_MS);
    return () => clearInterval(timer);
  }, [playing, last]);
  useEffect(() => {
    if (instant >= last) setPlaying(false);
  }, [instant, last]);

  const time = (ms: number) => `${zonedDate(new Date(ms).toISOString(), zone)} ${zonedTime(new Date(ms).toISOString(), zone)}`;
  const title = t('web-tracking:historyTitle', { register: registerNumber });
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack>
        <Group justify="space-between">
          <Title order={2}>{title}</Title>
          <CloseButton onClick={onClose} aria-label={t('web-tracking:close')} />
        </Group>
        <Group>
          <TextInput type="date" label={t('web-tracking:from')} value={dates.from} onChange={(event) => onDates({ ...dates, from: event.currentTarget.value })} w={170} />
          <TextInput type="date" label={t('web-tracking:to')} value={dates.to} onChange={(event) => onDates({ ...dates, to: event.currentTarget.value })} w={170} />
        </Group>
        {history.isPending && <PageLoader />}
        {history.isError && <QueryError error={history.error} onRetry={() => void history.refetch()} />}
        {history.data && (
          <>
            <Text size="sm">{t('web-tracking:summary', { recorded: history.data.recordedCount, drawn: track.length, stops: history.data.stops.length })}</Text>
            {track.length === 0 ? (
              <Text>{t('web-tracking:noTrack')}</Text>
            ) : (
              <Stack gap="xs">
                <Group>
                  <Button onClick={() => (instant >= last ? (setAt(first), setPlaying(true)) : setPlaying((on) => !on))} variant="default" aria-pressed={playing}>
                    {playing ? t('web-tracking:pause') : t('web-tracking:play')}
                  </Button>
                  <Text size="sm" aria-live="polite">
                    {t('web-tracking:replayAt', { time: time(instant), speed: where?.speedKmh != null ? t('web-tracking:speed', { speed: where.speedKmh }) : '–' })}
                  </Text>
                </Group>
                <Slider
                  min={first}
                  max={Math.max(last, first + 1)}
                  step={10_000}
                  value={instant}
                  onChange={(value) => {
                    setPlaying(false);
                    setAt(value);
                  }}
                  label={(value) => time(value)}
                  thumbLabel={t('web-tracking:slider')}
                  thumbValueText={(value) => time(value)}
                />
              </Stack>
            )}
            <Title order={3}>{t('web-tracking:stops')}</Title>
            <List size="sm">
              {history.data.stops.map((stop) => (
                <List.Item key={stop.start}>{t('web-tracking:stopItem', { start: time(stop.start), end: zonedTime(new Date(stop.end).toISOString(), zone), duration: durationText(t, (stop.end - stop.start) / 60_000) })}</List.Item>
              ))}
            </List>
            <Title order={3}>{t('web-tracking:shifts')}</Title>
            {history.data.shifts.length === 0 ? (
              <Text size="sm">{t('web-tracking:noShifts')}</Text>
            ) : (
              <List size="sm">
                {history.data.shifts.map((shift) => (
                  <List.Item key={shift.id}>
                    {t('web-tracking:shiftItem', { driver: shift.driverName, start: time(Date.parse(shift.start)), end: shift.end ? time(Date.parse(shift.end)) : t('web-tracking:running') })}
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
