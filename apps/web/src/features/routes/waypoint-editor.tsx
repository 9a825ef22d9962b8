import { Loader, SimpleGrid } from '@mantine/core';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteMeasure } from '@rahti/domain';
import { lazyComponent } from '../../lib/lazy-component';
import { WaypointList } from './waypoint-list';
import type { WaypointMapPanelProps } from './waypoint-map-panel';
import type { WaypointAction, WaypointDraft } from './waypoints-reducer';

// Leaflet and the tile settings come with the map's own chunk, fetched only when a route's form opens.
const WaypointMapPanel = lazyComponent<WaypointMapPanelProps>(() =>
  import('./waypoint-map-panel').then((m) => m.WaypointMapPanel),
);

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
      <div>
        <Suspense fallback={<Loader size="sm" aria-label={t('web:common.loading')} />}>
          <WaypointMapPanel waypoints={waypoints} path={path} dispatch={dispatch} markerTitle={markerTitle} />
        </Suspense>
      </div>
      <WaypointList waypoints={waypoints} dispatch={dispatch} errorAt={errorAt} />
    </SimpleGrid>
  );
}
