import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSPORT_LIMITS, TRANSPORT_TASK_STATES } from '@rahti/domain';
import { QueryError } from '../../../components/ui/query-error';
import { useOrganisationTimeZone, zonedToday } from '../../../lib/organisation-time';
import { useMapSettings } from '../../location-map/location-map-api';
import { useTransportTasksPage } from '../transport-tasks-api';
import { StopsMap, type MapStop } from './stops-map';

/** Every state but cancelled: a cancelled order's stops are not visited. */
const VISITED_STATES = TRANSPORT_TASK_STATES.filter((state) => state !== 'cancelled').join(',');

/**
 * Today's stops (in the organisation's calendar) of every transport task not cancelled, whatever
 * the list's filters: pickups and deliveries, the done ones ticked, and a count in words beside
 * the map for those who do not see it. Loaded lazily with Leaflet.
 */
export function TodayStopsPanel() {
  const { t } = useTranslation();
  const today = zonedToday(useOrganisationTimeZone());
  const settings = useMapSettings();
  const tasks = useTransportTasksPage(
    `from=${today}&to=${today}&states=${VISITED_STATES}&offset=0&limit=${TRANSPORT_LIMITS.pageMax}`,
  );
  const stops = useMemo<MapStop[]>(
    () =>
      (tasks.data?.items ?? []).flatMap((task) =>
        task.stops.flatMap((stop) =>
          stop.latitude === null || stop.longitude === null
            ? []
            : [
                {
                  id: stop.id,
                  kind: stop.kind,
                  latitude: stop.latitude,
                  longitude: stop.longitude,
                  isDone: stop.doneAt !== null,
                  title: t(`web-transport:map.marker.${stop.doneAt ? 'done' : 'open'}`, {
                    kind: t(`web-transport:stopKind.${stop.kind}`),
                    city: stop.city,
                    task: task.reference || `${task.from} → ${task.to}`,
                  }),
                },
              ],
        ),
      ),
    [tasks.data, t],
  );
  const done = stops.filter((stop) => stop.isDone).length;

  if (tasks.isError) return <QueryError error={tasks.error} onRetry={() => void tasks.refetch()} />;
  if (tasks.isPending || settings.isPending) return <Loader size="sm" aria-label={t('web:common.loading')} />;
  return (
    <Stack gap="xs">
      <Text size="sm" role="status">
        {stops.length === 0 ? t('web-transport:map.none') : t('web-transport:map.count', { count: stops.length, done })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('web-transport:map.legend')}
      </Text>
      {settings.isError ? (
        <Alert color="gray" role="note">
          {t('web-transport:map.noMap')}
        </Alert>
      ) : (
        <StopsMap label={t('web-transport:map.label')} settings={settings.data} stops={stops} />
      )}
    </Stack>
  );
}
