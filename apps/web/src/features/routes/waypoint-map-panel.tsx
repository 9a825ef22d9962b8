import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMapSettings } from '../location-map/location-map-api';
import { WaypointMap, type WaypointMapProps } from './waypoint-map';

export type WaypointMapPanelProps = Omit<WaypointMapProps, 'settings' | 'label'>;

/**
 * The map with the server's tile source (MAP_TILE_URL, as on the location map). Loaded lazily
 * with Leaflet; when the tiles cannot be had, the list alone is there.
 */
export function WaypointMapPanel(props: WaypointMapPanelProps) {
  const { t } = useTranslation();
  const settings = useMapSettings();
  if (settings.isPending) return <Loader size="sm" aria-label={t('web:common.loading')} />;
  if (settings.isError)
    return (
      <Alert color="gray" role="note">
        {t('web-routes:waypoints.noMap')}
      </Alert>
    );
  return <WaypointMap label={t('web-routes:waypoints.mapLabel')} settings={settings.data} {...props} />;
}
