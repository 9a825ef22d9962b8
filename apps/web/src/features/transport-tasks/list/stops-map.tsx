import 'leaflet/dist/leaflet.css';
import './stops-map.css';
import L from 'leaflet';
import { useEffect } from 'react';
import type { MapSettings, StopKind } from '@rahti/domain';
import { useLeafletMap } from '../../location-map/use-leaflet-map';

/** A stop as the map draws it; `title` names it in words for the marker's tooltip and screen readers. */
export interface MapStop {
  id: string;
  kind: StopKind;
  latitude: number;
  longitude: number;
  isDone: boolean;
  title: string;
}

export interface StopsMapProps {
  label: string;
  settings: MapSettings;
  stops: readonly MapStop[];
}

const LETTERS: Record<StopKind, string> = { pickup: '↑', delivery: '↓', other: '•' };

function markerIcon(stop: MapStop): L.DivIcon {
  const label = document.createElement('span');
  label.className = `stop-marker stop-marker--${stop.kind}${stop.isDone ? ' stop-marker--done' : ''}`;
  label.textContent = stop.isDone ? '✓' : LETTERS[stop.kind];
  label.setAttribute('aria-hidden', 'true');
  return L.divIcon({ html: label, className: '', iconSize: [24, 24], iconAnchor: [12, 12] });
}

/**
 * Leaflet, driven from React: today's pickups and deliveries as markers, done ones ticked. Leaflet
 * is imported here and in useLeafletMap only, and this file is loaded lazily, so it reaches the
 * browser only when the map is shown.
 */
export function StopsMap({ label, settings, stops }: StopsMapProps) {
  const { container, map, layer } = useLeafletMap(settings);

  useEffect(() => {
    const current = map.current;
    const group = layer.current;
    if (!current || !group) return;
    group.clearLayers();
    for (const stop of stops)
      L.marker([stop.latitude, stop.longitude], {
        icon: markerIcon(stop),
        title: stop.title,
        alt: stop.title,
        keyboard: true,
      }).addTo(group);
    if (stops.length > 0)
      current.fitBounds(L.latLngBounds(stops.map((stop) => [stop.latitude, stop.longitude] as L.LatLngTuple)), {
        padding: [30, 30],
        maxZoom: 12,
        animate: false,
      });
  }, [map, layer, stops]);

  return <div ref={container} className="stops-map" role="region" aria-label={label} data-testid="stops-map" />;
}
