import { Alert, Loader, SimpleGrid, Stack } from '@mantine/core';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteMeasure } from '@rahti/domain';
import { lazyComponent } from '../../lib/lazy-component';
import { useMapSettings } from '../location-map/location-map-api';
import { WaypointList } from './waypoint-list';
import type { WaypointMapProps } from './waypoint-map';
import type { WaypointAction, WaypointDraft } from './waypoints-reducer';

// Leaflet comes with the map's own chunk, fetched only when a route's form opens.
const WaypointMap = lazyComponent<WaypointMapProps>(() => import('./waypoint-map').then((m) => m.WaypointMap));

interface WaypointEditorProps {
  waypoints: readonly WaypointDraft[];
  dispatch: (action: WaypointAction) => void;
  path: RouteMeasure['path'];
  errorAt: (path: string) => string | undefined;
}

/**
 * The route's waypoints on a map (click to add, drag to move) beside the same list in inputs,
 * which is the map's accessible alternative: without the map (no tiles here, no pointer) the
 * list does it all.
 */
export function WaypointEditor({ waypoints, dispatch, path, errorAt }: WaypointEditorProps) {
  const { t } = useTranslation();
  const settings = useMapSettings();
  const markerTitle = useCallback(
    (index: number) => {
      const name = t('web-routes:waypoints.name', { number: index + 1 });
      const address = waypoints[index]?.address.trim();
      return address ? `${name}: ${address}` : name;
    },
    [t, waypoints],
  );

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <Stack gap="xs">
        {settings.isPending && <Loader size="sm" aria-label={t('web:common.loading')} />}
        {settings.isError && (
          <Alert color="gray" role="note">
            {t('web-routes:waypoints.noMap')}
          </Alert>
        )}
        {settings.data && (
          <Suspense fallback={<Loader size="sm" aria-label={t('web:common.loading')} />}>
            <WaypointMap
              label={t('web-routes:waypoints.mapLabel')}
              settings={settings.data}
              waypoints={waypoints}
              path={path}
              dispatch={dispatch}
              markerTitle={markerTitle}
            />
          </Suspense>
        )}
      </Stack>
      <WaypointList waypoints={waypoints} dispatch={dispatch} errorAt={errorAt} />
    </SimpleGrid>
  );
}
