import 'leaflet/dist/leaflet.css';
import './waypoint-map.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapSettings, RouteMeasure } from '@rahti/domain';
import { useLeafletMap } from '../location-map/use-leaflet-map';
import { placeOf, type WaypointAction, type WaypointDraft } from './waypoints-reducer';

export interface WaypointMapProps {
  /** The map's accessible name, which says the list beside it does the same. */
  label: string;
  settings: MapSettings;
  waypoints: readonly WaypointDraft[];
  /** The measured line; empty: the waypoints are joined in order, dashed. */
  path: RouteMeasure['path'];
  dispatch: (action: WaypointAction) => void;
  /** A marker's name: "Waypoint 2: Rauman satama". */
  markerTitle: (index: number) => string;
}

function markerIcon(number: number): L.DivIcon {
  const label = document.createElement('span');
  label.className = 'waypoint-marker';
  label.textContent = String(number);
  return L.divIcon({ html: label, className: '', iconSize: [26, 26], iconAnchor: [13, 13] });
}

/**
 * Leaflet, driven from React: a click adds a waypoint there, a dragged marker moves its
 * waypoint, and the measured path (or the waypoints in order) is drawn. Leaflet is imported
 * here and in useLeafletMap only, and this file is loaded lazily, so it reaches the browser with
 * the route pages alone.
 */
export function WaypointMap({ label, settings, waypoints, path, dispatch, markerTitle }: WaypointMapProps) {
  const { container, map, layer } = useLeafletMap(settings);
  const fitted = useRef(false);
  const send = useRef(dispatch);
  send.current = dispatch;

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const add = (event: L.LeafletMouseEvent) =>
      send.current({ type: 'add', lat: event.latlng.lat, lng: event.latlng.lng });
    current.on('click', add);
    return () => {
      current.off('click', add);
      // The next map (React mounts twice in development) brings the saved route into view again.
      fitted.current = false;
    };
  }, [map]);

  useEffect(() => {
    const current = map.current;
    const group = layer.current;
    if (!current || !group) return;
    group.clearLayers();
    const places: L.LatLngTuple[] = [];
    waypoints.forEach((draft, index) => {
      const place = placeOf(draft);
      if (!place) return;
      places.push([place.lat, place.lng]);
      const title = markerTitle(index);
      L.marker([place.lat, place.lng], { icon: markerIcon(index + 1), title, alt: title, draggable: true })
        .on('dragend', (event) => {
          const at = (event.target as L.Marker).getLatLng();
          send.current({ type: 'place', index, lat: at.lat, lng: at.lng });
        })
        .addTo(group);
    });
    const line = path.length >= 2 ? path : places;
    if (line.length >= 2)
      L.polyline(line, {
        color: '#1c7ed6',
        weight: 4,
        opacity: 0.85,
        dashArray: path.length >= 2 ? undefined : '6 8',
      }).addTo(group);
    // The saved route comes into view once; later the view stays where the user put it.
    if (!fitted.current && places.length > 0) {
      fitted.current = true;
      current.fitBounds(L.latLngBounds(places), { padding: [30, 30], maxZoom: 12, animate: false });
    }
  }, [map, layer, waypoints, path, markerTitle]);

  return <div ref={container} className="waypoint-map" role="region" aria-label={label} data-testid="waypoint-map" />;
}
